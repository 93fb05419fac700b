import { useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { resolveAppLocale } from './appLocale';
import { DEFAULT_LOCALE, type SupportedLocale } from './localeCookies';
import { messagesFor } from './localeMessages';

export interface I18nProviderProps {
  /** Overrides the saved preference (tests, or a caller that already resolved it). */
  locale?: SupportedLocale;
  children: ReactNode;
}

export function I18nProvider({ locale: preferred, children }: I18nProviderProps) {
  const locale = useMemo(() => resolveAppLocale(preferred), [preferred]);
  const messages = useMemo(() => messagesFor(locale), [locale]);

  // Screen readers and the browser's own features read the page language from <html lang>.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
