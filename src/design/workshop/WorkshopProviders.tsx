// The component workshop's providers: the app's theme, words and state around a story,
// a memory router, and a Relay environment that answers every query with the mock garden
// (the same builders as the tests and the mock server, in the chosen language).
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useMemo, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { createMockPayloadResolvers } from '../../../mocks/resolvers';
import { I18nProvider } from '../../i18n/I18nProvider';
import type { SupportedLocale } from '../../../common/localeCookies';
import { createEagerMessageCatalog } from '../../../tests/eagerMessageCatalog';
import { AppStateRoot } from '../../state/AppStateRoot';
import { gardenCssVariablesResolver, gardenTheme } from '../../theme';

const everyNamespace = createEagerMessageCatalog();
const NO_OVERRIDES: MockResolvers = {};

function mockGardenEnvironment(locale: SupportedLocale, overrides: MockResolvers): Environment {
  const environment = createMockEnvironment();
  const resolvers = { ...createMockPayloadResolvers({ locale }), ...overrides };
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, resolvers),
  );
  // relay-test-utils' types lag behind relay-runtime's; the mock is a real Environment.
  return environment as unknown as Environment;
}

export function WorkshopProviders({
  locale,
  scheme,
  initialPath = '/',
  resolvers = NO_OVERRIDES,
  children,
}: {
  locale: SupportedLocale;
  scheme: 'light' | 'dark';
  initialPath?: string;
  /** Per-story mock resolvers over the garden's (e.g. more messages, the fan's own). */
  resolvers?: MockResolvers;
  children: ReactNode;
}) {
  const environment = useMemo(() => mockGardenEnvironment(locale, resolvers), [locale, resolvers]);
  return (
    <MantineProvider
      theme={gardenTheme}
      cssVariablesResolver={gardenCssVariablesResolver}
      forceColorScheme={scheme}
    >
      <AppStateRoot>
        <I18nProvider key={locale} locale={locale} catalog={everyNamespace}>
          <RelayEnvironmentProvider environment={environment} key={locale}>
            <MemoryRouter initialEntries={[initialPath]}>
              <ModalsProvider>
                <Notifications position="top-center" />
                {children}
              </ModalsProvider>
            </MemoryRouter>
          </RelayEnvironmentProvider>
        </I18nProvider>
      </AppStateRoot>
    </MantineProvider>
  );
}
