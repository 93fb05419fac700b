// Saving the fan's language choices (spec §4, §9): the locale in a cookie and in
// IndexedDB, auto-translation in a cookie, both cookies for 10 days; every save also
// updates the analytics user properties.
import type { Analytics } from '../platform/analytics/analytics';
import {
  AUTO_TRANSLATION_COOKIE_NAME,
  COOKIE_MAX_AGE_SECONDS,
  isSupportedLocale,
  LOCALE_COOKIE_NAME,
  type SupportedLocale,
} from './localeCookies';
import { storeLocale } from './localeDatabase';

function writeCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${COOKIE_MAX_AGE_SECONDS}; path=/; samesite=lax`;
}

export async function saveLocalePreference(
  locale: SupportedLocale,
  analytics: Pick<Analytics, 'setUserProperties'>,
): Promise<void> {
  if (!isSupportedLocale(locale)) return;
  writeCookie(LOCALE_COOKIE_NAME, locale);
  analytics.setUserProperties({ language: locale });
  await storeLocale(locale);
}

export function saveAutoTranslationPreference(
  enabled: boolean,
  analytics: Pick<Analytics, 'setUserProperties'>,
): void {
  writeCookie(AUTO_TRANSLATION_COOKIE_NAME, String(enabled));
  analytics.setUserProperties({ auto_translation: enabled });
}
