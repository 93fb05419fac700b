// The locale preference's second home (spec §4): the browser's IndexedDB, which outlives
// the 10-day cookie. Failures (private mode, no IndexedDB) only mean "not saved".
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { isSupportedLocale, type SupportedLocale } from '../../common/localeCookies';

export const LOCALE_DATABASE_NAME = 'garden-preferences';
export const LOCALE_KEY = 'locale';

let store: UseStore | undefined;

function preferencesStore(): UseStore {
  store ??= createStore(LOCALE_DATABASE_NAME, 'preferences');
  return store;
}

export async function readStoredLocale(): Promise<SupportedLocale | undefined> {
  try {
    const value: unknown = await get(LOCALE_KEY, preferencesStore());
    return isSupportedLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export async function storeLocale(locale: SupportedLocale): Promise<void> {
  // Only ja and en are persisted.
  if (!isSupportedLocale(locale)) return;
  try {
    await set(LOCALE_KEY, locale, preferencesStore());
  } catch {
    // Nothing to do: the cookie still holds the choice.
  }
}
