// The two cookies that remember the visitor's language choices (spec §4, §9). The network
// layer reads them for the Language-Code and Auto-Translation headers; locale
// persistence (src/i18n) writes them with COOKIE_MAX_AGE_SECONDS. Readers take the cookie
// string (document.cookie, or a request's Cookie header), so client and server share them.

export const LOCALE_COOKIE_NAME = 'garden_locale';
export const AUTO_TRANSLATION_COOKIE_NAME = 'garden_auto_translation';

export const SUPPORTED_LOCALES = ['ja', 'en'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: SupportedLocale = 'ja';

/** Both cookies last 10 days. */
export const COOKIE_MAX_AGE_SECONDS = 10 * 24 * 60 * 60;

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The decoded value of one cookie, or undefined when it is not set. */
export function readCookie(name: string, cookies: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The saved locale; anything but ja or en counts as not saved (only those are persisted). */
export function readLocaleCookie(cookies: string): SupportedLocale | undefined {
  const value = readCookie(LOCALE_COOKIE_NAME, cookies);
  return isSupportedLocale(value) ? value : undefined;
}

/** The saved auto-translation preference; off unless the cookie says exactly "true". */
export function readAutoTranslationCookie(cookies: string): boolean {
  return readCookie(AUTO_TRANSLATION_COOKIE_NAME, cookies) === 'true';
}
