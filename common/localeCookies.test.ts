import { describe, expect, it } from 'vitest';
import {
  AUTO_TRANSLATION_COOKIE_NAME,
  COOKIE_MAX_AGE_SECONDS,
  LOCALE_COOKIE_NAME,
  readAutoTranslationCookie,
  readCookie,
  readLocaleCookie,
} from './localeCookies';

describe('locale cookies', () => {
  it('names the cookies in the product words and keeps them 10 days', () => {
    expect(LOCALE_COOKIE_NAME).toBe('garden_locale');
    expect(AUTO_TRANSLATION_COOKIE_NAME).toBe('garden_auto_translation');
    expect(COOKIE_MAX_AGE_SECONDS).toBe(864_000);
  });

  it('reads one cookie among others and decodes it', () => {
    expect(readCookie('b', 'a=1; b=hello%20garden; c=3')).toBe('hello garden');
    expect(readCookie('ab', 'a=1; b=2')).toBeUndefined();
    expect(readCookie('a', '')).toBeUndefined();
  });

  it('reads the saved locale, only ja or en', () => {
    expect(readLocaleCookie('')).toBeUndefined();
    expect(readLocaleCookie(`a=1; ${LOCALE_COOKIE_NAME}=en`)).toBe('en');
    expect(readLocaleCookie(`${LOCALE_COOKIE_NAME}=fr`)).toBeUndefined();
    expect(readLocaleCookie('garden_locale=ja')).toBe('ja');
  });

  it('reads auto-translation as on only for "true", off by default', () => {
    expect(readAutoTranslationCookie('')).toBe(false);
    expect(readAutoTranslationCookie(`${AUTO_TRANSLATION_COOKIE_NAME}=true; b=2`)).toBe(true);
    expect(readAutoTranslationCookie('garden_auto_translation=yes')).toBe(false);
  });
});
