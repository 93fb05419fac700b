// Saving the fan's language choice (spec §4, §9): the locale in a cookie (10 days) and in
// IndexedDB; every save also updates the analytics user properties.
import type { Analytics } from '../platform/analytics/analytics';
import {
  COOKIE_MAX_AGE_SECONDS,
  isSupportedLocale,
  LOCALE_COOKIE_NAME,
  type SupportedLocale,
} from '../../common/localeCookies';
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
