import { MantineProvider } from '@mantine/core';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary';
import { AuthListener } from './features/auth/AuthListener';
import { PageLoader } from './features/shell/PageLoader';
import { I18nProvider } from './i18n/I18nProvider';
import type { SupportedLocale } from './i18n/localeCookies';
import type { GardenRelayEnvironment } from './relay/environment';
import { GardenRelayProvider } from './relay/GardenRelayProvider';
import type { createAppRouter } from './routes';
import { AppStateRoot } from './state/AppStateRoot';
import { gardenTheme } from './theme';

interface AppProps {
  relay: GardenRelayEnvironment;
  router: ReturnType<typeof createAppRouter>;
  locale: SupportedLocale;
}

export function App({ relay, router, locale }: AppProps) {
  return (
    <GardenRelayProvider value={relay}>
      <MantineProvider theme={gardenTheme}>
        <AppStateRoot>
          <I18nProvider locale={locale}>
            <AuthListener />
            <AppErrorBoundary>
              <Suspense fallback={<PageLoader />}>
                <RouterProvider router={router} />
              </Suspense>
            </AppErrorBoundary>
          </I18nProvider>
        </AppStateRoot>
      </MantineProvider>
    </GardenRelayProvider>
  );
}
