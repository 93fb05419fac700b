// The language a served page is written in: `?hl=ja|en` (the hreflang links point there),
// else the visitor's saved locale cookie, else Japanese — the order the app itself uses
// (src/i18n/initialLocale.ts), so crawlers and fans see the same language.
import {
  DEFAULT_LOCALE,
  isSupportedLocale,
  readLocaleCookie,
  type SupportedLocale,
} from '../../src/i18n/localeCookies';

export const LANGUAGE_QUERY_PARAMETER = 'hl';

export function pageLanguage(url: URL, cookieHeader: string | undefined): SupportedLocale {
  const requested = url.searchParams.get(LANGUAGE_QUERY_PARAMETER);
  if (isSupportedLocale(requested)) return requested;
  return readLocaleCookie(cookieHeader ?? '') ?? DEFAULT_LOCALE;
}

/** This page in another language: the same path and query with ?hl=<language>. */
export function languageUrl(siteUrl: string, url: URL, language: string): string {
  const params = new URLSearchParams(url.search);
  params.set(LANGUAGE_QUERY_PARAMETER, language);
  return `${siteUrl}${url.pathname}?${params.toString()}`;
}
