import './design/styles';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { Suspense, useMemo, type ReactNode } from 'react';
import { AppErrorBoundary } from './AppErrorBoundary';
import type { AppConfig, FeatureFlagValue } from '../common/appConfig';
import { AuthListener } from './features/auth/AuthListener';
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
import { RenderClockProvider } from './serverRendering/renderClock';
import { MarkInteractive } from './serverRendering/MarkInteractive';
import { AppStateRoot } from './state/AppStateRoot';
import type { AuthState } from './state/auth';
import { createGardenTheme, gardenCssVariablesResolver } from './theme';

interface AppProps {
  config: AppConfig;
  themeConfig: ThemeConfig;
  analytics: Analytics;
  relay: GardenRelayEnvironment;
  locale: SupportedLocale;
  /** The fan as the server rendered the page for them; the sign-in service reports later. */
  initialAuth?: AuthState;
  /** The pages: the browser's router, or the server's static one (src/serverRendering/). */
  pages: ReactNode;
  /** The browser's navigation progress bar (none on the server). */
  navigationProgress?: ReactNode;
  /** When the server rendered the page the app draws or hydrates; null if it did not. */
  renderedAt?: Date | null;
}

const NO_FLAGS: Record<string, FeatureFlagValue> = {};

export function App({
  config,
  themeConfig,
  analytics,
  relay,
  locale,
  initialAuth,
  pages,
  navigationProgress = null,
  renderedAt = null,
}: AppProps) {
  const theme = useMemo(() => createGardenTheme(themeConfig), [themeConfig]);
  return (
    <RenderClockProvider renderedAt={renderedAt}>
      <AppConfigProvider value={config}>
        <AnalyticsProvider value={analytics}>
          <FeatureFlagProvider flags={config.featureFlags ?? NO_FLAGS}>
            <GardenRelayProvider value={relay}>
              <MantineProvider
                theme={theme}
                cssVariablesResolver={gardenCssVariablesResolver}
                defaultColorScheme={themeConfig.colorMode}
              >
                <AppStateRoot initialAuth={initialAuth}>
                  <I18nProvider locale={locale}>
                    <ModalsProvider>
                      <Notifications position="top-center" limit={3} zIndex={400} />
                      <AuthListener />
                      <SessionEndedNotice />
                      <AppErrorBoundary>
                        <Suspense fallback={<PageLoader />}>
                          {/* Two slots on both sides: React's ids (useId) follow the tree's
                            shape, so the server's page and the browser's must have one. */}
                          {navigationProgress}
                          {pages}
                          {/* Inside the page's boundary: the page itself must have hydrated. */}
                          <MarkInteractive />
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
    </RenderClockProvider>
  );
}
