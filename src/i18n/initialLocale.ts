// The language the app starts in: `?hl=ja|en` in the address (the hreflang links point
// there), else the locale cookie, else IndexedDB, else Japanese (spec §4, §9).
import { localeFromQuery } from '../../common/languageParameter';
import { DEFAULT_LOCALE, readLocaleCookie, type SupportedLocale } from '../../common/localeCookies';
import { documentCookies } from './documentCookies';
import { readStoredLocale } from './localeDatabase';

export function localeFromSearch(search: string): SupportedLocale | undefined {
  return localeFromQuery(new URLSearchParams(search));
}

export async function resolveInitialLocale(
  search: string = globalThis.location?.search ?? '',
  readStored: () => Promise<SupportedLocale | undefined> = readStoredLocale,
): Promise<SupportedLocale> {
  return (
    localeFromSearch(search) ??
    readLocaleCookie(documentCookies()) ??
    (await readStored()) ??
    DEFAULT_LOCALE
  );
}
