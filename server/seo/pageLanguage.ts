// The language a served page is written in: `?hl=ja|en` (the hreflang links point there),
// else the visitor's saved locale cookie, else Japanese — the order the app itself uses
// (src/i18n/initialLocale.ts), so crawlers and fans see the same language.
import { LANGUAGE_QUERY_PARAMETER, localeFromQuery } from '../../common/languageParameter';
import { DEFAULT_LOCALE, readLocaleCookie, type SupportedLocale } from '../../common/localeCookies';

export function pageLanguage(url: URL, cookieHeader: string | undefined): SupportedLocale {
  return (
    localeFromQuery(url.searchParams) ?? readLocaleCookie(cookieHeader ?? '') ?? DEFAULT_LOCALE
  );
}

/** This page in another language: the same path and query with ?hl=<language>. */
export function languageUrl(siteUrl: string, url: URL, language: string): string {
  const params = new URLSearchParams(url.search);
  params.set(LANGUAGE_QUERY_PARAMETER, language);
  return `${siteUrl}${url.pathname}?${params.toString()}`;
}
