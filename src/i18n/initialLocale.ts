// The language the app starts in: `?hl=ja|en` in the address (the hreflang links point
// there), else the locale cookie, else IndexedDB, else Japanese (spec §4, §9).
import {
  DEFAULT_LOCALE,
  isSupportedLocale,
  readLocaleCookie,
  type SupportedLocale,
} from './localeCookies';
import { readStoredLocale } from './localeDatabase';

export const LANGUAGE_QUERY_PARAMETER = 'hl';

export function localeFromSearch(search: string): SupportedLocale | undefined {
  const value = new URLSearchParams(search).get(LANGUAGE_QUERY_PARAMETER);
  return isSupportedLocale(value) ? value : undefined;
}

export async function resolveInitialLocale(
  search: string = globalThis.location?.search ?? '',
  readStored: () => Promise<SupportedLocale | undefined> = readStoredLocale,
): Promise<SupportedLocale> {
  return localeFromSearch(search) ?? readLocaleCookie() ?? (await readStored()) ?? DEFAULT_LOCALE;
}
