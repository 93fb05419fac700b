import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../i18n/I18nProvider';
import { createEagerMessageCatalog } from '../../i18n/localeMessages';
import type { SupportedLocale } from '../../i18n/localeCookies';
import { AppStateRoot } from '../../state/AppStateRoot';
import { gardenTheme } from '../../theme';

// Tests see every namespace at once; the app loads them per route.
const everyNamespace = createEagerMessageCatalog();

/**
 * The app's providers for component tests (no router, no Relay environment: tests add
 * their own). Mantine's test env turns off transitions and portals.
 */
export function TestProviders({
  locale = 'ja',
  children,
}: {
  locale?: SupportedLocale;
  children: ReactNode;
}) {
  return (
    <MantineProvider theme={gardenTheme} env="test">
      <AppStateRoot>
        <I18nProvider locale={locale} catalog={everyNamespace}>
          {children}
        </I18nProvider>
      </AppStateRoot>
    </MantineProvider>
  );
}
