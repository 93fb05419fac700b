import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { I18nProvider } from '../src/i18n/I18nProvider';
import { createEagerMessageCatalog } from './eagerMessageCatalog';
import type { SupportedLocale } from '../common/localeCookies';
import { AppStateRoot } from '../src/state/AppStateRoot';
import { gardenCssVariablesResolver, gardenTheme } from '../src/theme';

// Tests see every namespace at once; the app loads them per route.
const everyNamespace = createEagerMessageCatalog();

/**
 * jsdom has no layout: virtualised lists (the chat log) get a viewport and rows of these
 * sizes, a viewport tall enough for every row a test renders.
 */
const virtualLayout = { viewportHeight: 10_000, itemHeight: 100 };

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
    <MantineProvider
      theme={gardenTheme}
      cssVariablesResolver={gardenCssVariablesResolver}
      env="test"
    >
      <AppStateRoot>
        <I18nProvider locale={locale} catalog={everyNamespace}>
          <ModalsProvider>
            <VirtuosoMockContext.Provider value={virtualLayout}>
              {children}
            </VirtuosoMockContext.Provider>
          </ModalsProvider>
        </I18nProvider>
      </AppStateRoot>
    </MantineProvider>
  );
}
