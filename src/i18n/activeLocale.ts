// The language the UI shows right now, for code outside React (the Relay network's
// Language-Code header). I18nProvider keeps it current.
import { DEFAULT_LOCALE, type SupportedLocale } from '../../common/localeCookies';

let active: SupportedLocale = DEFAULT_LOCALE;

export function getActiveLocale(): SupportedLocale {
  return active;
}

export function setActiveLocale(locale: SupportedLocale): void {
  active = locale;
}
