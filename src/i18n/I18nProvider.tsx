import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';
import { setActiveLocale } from './activeLocale';
import { resolveAppLocale } from './appLocale';
import { lazyMessageCatalog } from './lazyMessageCatalog';
import { DEFAULT_LOCALE, type SupportedLocale } from '../../common/localeCookies';
import type { MessageCatalog } from './messageCatalog';
import { DEFAULT_NAMESPACES } from '../../common/routeManifest';

export interface I18nProviderProps {
  /** Overrides the saved preference (tests, or a caller that already resolved it). */
  locale?: SupportedLocale;
  /** Where messages come from; the app loads namespaces lazily, tests pass an eager one. */
  catalog?: MessageCatalog;
  children: ReactNode;
}

interface LocaleSetting {
  locale: SupportedLocale;
  catalog: MessageCatalog;
  /** Switches the UI language once its messages are loaded (persisting is the caller's job). */
  setLocale: (locale: SupportedLocale) => Promise<void>;
}

const LocaleSettingContext = createContext<LocaleSetting | null>(null);

export function I18nProvider({
  locale: preferred,
  catalog = lazyMessageCatalog,
  children,
}: I18nProviderProps) {
  const [locale, setLocaleState] = useState(() => resolveAppLocale(preferred));
  setActiveLocale(locale);

  // A new locale prop (tests, or a caller that re-resolved it) wins.
  useEffect(() => {
    if (preferred) setLocaleState(preferred);
  }, [preferred]);

  const readMessages = () => catalog.messages(locale);
  // The same on the server and while hydrating: the page's namespaces are loaded first.
  const messages = useSyncExternalStore(catalog.subscribe, readMessages, readMessages);

  const setLocale = useCallback(
    async (next: SupportedLocale) => {
      // Load what the current language has loaded, so nothing shows as a bare id.
      const namespaces = new Set([...DEFAULT_NAMESPACES, ...catalog.loadedNamespaces(locale)]);
      await catalog.load(next, [...namespaces]);
      // Before the re-render, so requests it triggers already carry the new language.
      setActiveLocale(next);
      setLocaleState(next);
    },
    [catalog, locale],
  );

  // Screen readers and the browser's own features read the page language from <html lang>.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setting = useMemo(() => ({ locale, catalog, setLocale }), [locale, catalog, setLocale]);

  return (
    <LocaleSettingContext.Provider value={setting}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
        {children}
      </IntlProvider>
    </LocaleSettingContext.Provider>
  );
}

export function useLocaleSetting(): LocaleSetting {
  const setting = useContext(LocaleSettingContext);
  if (!setting) throw new Error('useLocaleSetting needs an <I18nProvider> above it.');
  return setting;
}
