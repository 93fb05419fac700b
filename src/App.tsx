import { MantineProvider } from '@mantine/core';
import { Suspense, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary';
import type { AppConfig, FeatureFlagValue } from './config';
import { AuthListener } from './features/auth/AuthListener';
import { PageLoader } from './features/shell/PageLoader';
import { I18nProvider } from './i18n/I18nProvider';
import type { SupportedLocale } from './i18n/localeCookies';
import type { Analytics } from './platform/analytics/analytics';
import { AnalyticsProvider } from './platform/analytics/AnalyticsProvider';
import { AppConfigProvider } from './platform/AppConfigProvider';
import { FeatureFlagProvider } from './platform/featureFlags/FeatureFlagProvider';
import type { ThemeConfig } from './platform/themeConfig';
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
        </FeatureFlagProvider>
      </AnalyticsProvider>
    </AppConfigProvider>
  );
}
