import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readAppConfig } from './config';
import { getIdToken, refreshIdToken, signOut } from './features/auth/firebaseAuth';
import { announceSessionEnded } from './features/auth/sessionEnded';
import { captureEarlyInstallPrompt } from './features/pwa/earlyInstallPrompt';
import { registerServiceWorker } from './features/pwa/registerServiceWorker';
import { removeFirstViewWhenShown } from './features/shell/firstViewSkeleton';
import { keepStandaloneWindowSize } from './features/pwa/standaloneWindow';
import { getActiveLocale, setActiveLocale } from './i18n/activeLocale';
import { localeFromSearch, resolveInitialLocale } from './i18n/initialLocale';
import { lazyMessageCatalog } from './i18n/lazyMessageCatalog';
import { readLocaleCookie } from '../common/localeCookies';
import { documentCookies } from './i18n/documentCookies';
import { saveLocalePreference } from './i18n/localePreference';
import { startAnalytics } from './platform/analytics/appAnalytics';
import { scheduleCookieConsentScript } from './platform/consent/cookieConsent';
import { startErrorReporting } from './platform/errorReporting/errorReporter';
import { stylesheetsReady } from './platform/stylesheetsReady';
import { createRelayEnvironment } from './relay/environment';
import { accessBlockedRedirect } from './relay/errors';
import { createAppRouter } from './routes';
import { namespacesForPath } from './routing/routeNamespaces';
import { tenantThemeConfig } from './theme';

// Before anything awaits: the browser may offer installing the app at any moment.
captureEarlyInstallPrompt();

async function start() {
  const config = readAppConfig();
  // A wrong theme setting is a deployment mistake: fail here, loudly (spec §5).
  const themeConfig = tenantThemeConfig(config.tenantId, config.theme);
  void startErrorReporting(config);
  const analytics = startAnalytics(config);

  // Usually known at once (address or cookie); IndexedDB is asked only when it is not.
  const locale =
    localeFromSearch(location.search) ??
    readLocaleCookie(documentCookies()) ??
    (await resolveInitialLocale());
  // An address with ?hl= (the hreflang links) is a choice of language: remember it.
  if (localeFromSearch(location.search)) void saveLocalePreference(locale, analytics);
  setActiveLocale(locale);
  const relay = createRelayEnvironment({
    config,
    getIdToken,
    getLanguage: getActiveLocale,
    // A refused request (IP_BLOCKED / ACCOUNT_BLOCKED) leads to the page that explains it.
    // Refusals arrive with answers, so always after `router` below exists.
    onAccessBlocked: (error) => {
      const target = accessBlockedRedirect(error, router.state.location.pathname);
      if (target) void router.navigate(target, { replace: true });
    },
    // The server refused the ID token (expired, or revoked by an emulator restart).
    session: {
      refreshIdToken,
      end: async () => {
        await signOut().catch(() => undefined);
        announceSessionEnded();
      },
    },
  });
  const router = createAppRouter(relay.environment);
  // The first view's words (per route, spec §2) load while the router's loaders already
  // fetch the page's data and code.
  const wordsReady = lazyMessageCatalog.load(
    locale,
    namespacesForPath(router.routes, location.pathname),
  );
  await Promise.all([wordsReady, stylesheetsReady()]);

  scheduleCookieConsentScript(config.cookieConsentScriptUrl);
  keepStandaloneWindowSize(window, { fixed: config.standaloneWindowFixed ?? false });
  registerServiceWorker();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  removeFirstViewWhenShown(root);
  createRoot(root).render(
    <StrictMode>
      <App
        config={config}
        themeConfig={themeConfig}
        analytics={analytics}
        relay={relay}
        router={router}
        locale={locale}
      />
    </StrictMode>,
  );
}

void start();
