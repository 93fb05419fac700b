// The headers of every API call (spec §6, §7): the app sends them (src/relay/headers.ts),
// the server and the mock server read them. Header names are case-insensitive.
import type { SupportedLocale } from './localeCookies';

export const TENANT_HEADER = 'tenant';
export const LANGUAGE_HEADER = 'Language-Code';
export const AUTO_TRANSLATION_HEADER = 'Auto-Translation';

/** What both a fetch Request's headers and a test's stand-in offer. */
interface HeaderReader {
  get(name: string): string | null;
}

/** The tenant the request names, or undefined when the header is missing or blank. */
export function tenantOf(headers: HeaderReader): string | undefined {
  return headers.get(TENANT_HEADER)?.trim() || undefined;
}

/** en for any English tag (en, en-US), else ja: Japanese first (spec §4). */
export function languageOf(headers: HeaderReader): SupportedLocale {
  return headers.get(LANGUAGE_HEADER)?.trim().toLowerCase().startsWith('en') ? 'en' : 'ja';
}

/** On only when the header says "true". */
export function autoTranslationOf(headers: HeaderReader): boolean {
  return headers.get(AUTO_TRANSLATION_HEADER)?.trim().toLowerCase() === 'true';
}
