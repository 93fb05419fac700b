import { DEFAULT_LOCALE, readLocaleCookie, type SupportedLocale } from '../../common/localeCookies';
import { documentCookies } from './documentCookies';

/** The given locale, else the saved locale cookie, else Japanese (spec §4, §9). */
export function resolveAppLocale(preferred?: SupportedLocale): SupportedLocale {
  return preferred ?? readLocaleCookie(documentCookies()) ?? DEFAULT_LOCALE;
}
