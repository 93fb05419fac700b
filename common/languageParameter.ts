// `?hl=ja|en` in a page address picks its language (the hreflang links point there): the
// server writes the page in it, the app starts in it.
import { isSupportedLocale, type SupportedLocale } from './localeCookies';

export const LANGUAGE_QUERY_PARAMETER = 'hl';

/** The language a page address asks for (its URLSearchParams), if a supported one. */
export function localeFromQuery(query: {
  get(name: string): string | null;
}): SupportedLocale | undefined {
  const value = query.get(LANGUAGE_QUERY_PARAMETER);
  return isSupportedLocale(value) ? value : undefined;
}
