import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveInitialLocale } from './initialLocale';
import {
  AUTO_TRANSLATION_COOKIE_NAME,
  LOCALE_COOKIE_NAME,
  readLocaleCookie,
} from '../../common/localeCookies';
import { readStoredLocale } from './localeDatabase';
import { saveLocalePreference } from './localePreference';

function clearCookies() {
  document.cookie = `${LOCALE_COOKIE_NAME}=; max-age=0; path=/`;
  document.cookie = `${AUTO_TRANSLATION_COOKIE_NAME}=; max-age=0; path=/`;
}

afterEach(() => {
  clearCookies();
  vi.restoreAllMocks();
});

describe('saving the language choices', () => {
  it('saves the locale in a 10-day cookie and in IndexedDB, and tells analytics', async () => {
    const written: string[] = [];
    const cookieSetter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!.set!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation(function (
      this: Document,
      value: string,
    ) {
      written.push(value);
      cookieSetter.call(this, value);
    });
    const analytics = { setUserProperties: vi.fn() };

    await saveLocalePreference('en', analytics);

    expect(written).toEqual([`${LOCALE_COOKIE_NAME}=en; max-age=864000; path=/; samesite=lax`]);
    expect(readLocaleCookie(document.cookie)).toBe('en');
    expect(await readStoredLocale()).toBe('en');
    expect(analytics.setUserProperties).toHaveBeenCalledWith({ language: 'en' });
  });

  it('persists only ja and en', async () => {
    const analytics = { setUserProperties: vi.fn() };
    await saveLocalePreference('ja', analytics);
    await saveLocalePreference('fr' as 'ja', analytics);
    expect(readLocaleCookie(document.cookie)).toBe('ja');
    expect(await readStoredLocale()).toBe('ja');
    expect(analytics.setUserProperties).toHaveBeenCalledTimes(1);
  });
});

describe('the starting language', () => {
  it('is ?hl= first, then the cookie, then IndexedDB, then Japanese', async () => {
    const stored = async () => 'en' as const;
    const nothingStored = async () => undefined;
    expect(await resolveInitialLocale('', nothingStored)).toBe('ja');
    expect(await resolveInitialLocale('', stored)).toBe('en');
    document.cookie = `${LOCALE_COOKIE_NAME}=ja; path=/`;
    expect(await resolveInitialLocale('', stored)).toBe('ja');
    expect(await resolveInitialLocale('?hl=en', nothingStored)).toBe('en');
    expect(await resolveInitialLocale('?hl=fr', nothingStored)).toBe('ja');
  });

  it('reads the locale saved in IndexedDB when the cookie has expired', async () => {
    await saveLocalePreference('en', { setUserProperties: () => {} });
    clearCookies();
    expect(await resolveInitialLocale('')).toBe('en');
  });
});
