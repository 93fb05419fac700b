import './design/styles';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { Suspense, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary';
import type { AppConfig, FeatureFlagValue } from '../common/appConfig';
import { AuthListener } from './features/auth/AuthListener';
import { NavigationProgress } from './features/shell/NavigationProgress';
import { SessionEndedNotice } from './features/auth/SessionEndedNotice';
import { PageLoader } from './features/shell/PageLoader';
import { I18nProvider } from './i18n/I18nProvider';
import type { SupportedLocale } from '../common/localeCookies';
import type { Analytics } from './platform/analytics/analytics';
import { AnalyticsProvider } from './platform/analytics/AnalyticsProvider';
import { AppConfigProvider } from './platform/AppConfigProvider';
import { FeatureFlagProvider } from './platform/featureFlags/FeatureFlagProvider';
import type { ThemeConfig } from '../common/themeConfig';
import type { GardenRelayEnvironment } from './relay/environment';
import { GardenRelayProvider } from './relay/GardenRelayProvider';
import type { createAppRouter } from './routes';
import { AppStateRoot } from './state/AppStateRoot';
import { createGardenTheme, gardenCssVariablesResolver } from './theme';

interface AppProps {
  config: AppConfig;
  themeConfig: ThemeConfig;
  analytics: Analytics;
  relay: GardenRelayEnvironment;
  router: ReturnType<typeof createAppRouter>;
  locale: SupportedLocale;
}

const NO_FLAGS: Record<string, FeatureFlagValue> = {};

export function App({ config, themeConfig, analytics, relay, router, locale }: AppProps) {
  const theme = useMemo(() => createGardenTheme(themeConfig), [themeConfig]);
  return (
    <AppConfigProvider value={config}>
      <AnalyticsProvider value={analytics}>
        <FeatureFlagProvider flags={config.featureFlags ?? NO_FLAGS}>
          <GardenRelayProvider value={relay}>
            <MantineProvider
              theme={theme}
              cssVariablesResolver={gardenCssVariablesResolver}
              defaultColorScheme={themeConfig.colorMode}
            >
              <AppStateRoot>
                <I18nProvider locale={locale}>
                  <ModalsProvider>
                    <Notifications position="top-center" limit={3} zIndex={400} />
                    <AuthListener />
                    <SessionEndedNotice />
                    <AppErrorBoundary>
                      <Suspense fallback={<PageLoader />}>
                        <NavigationProgress router={router} />
                        <RouterProvider router={router} />
                      </Suspense>
                    </AppErrorBoundary>
                  </ModalsProvider>
                </I18nProvider>
              </AppStateRoot>
            </MantineProvider>
          </GardenRelayProvider>
        </FeatureFlagProvider>
      </AnalyticsProvider>
    </AppConfigProvider>
  );
}
