import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { App } from './App';
import { readAppConfig } from './config';
import { currentUid, getIdToken, refreshIdToken, signOut } from './features/auth/firebaseAuth';
import { announceSessionEnded } from './features/auth/sessionEnded';
import { captureEarlyInstallPrompt } from './features/pwa/earlyInstallPrompt';
import { registerServiceWorker } from './features/pwa/registerServiceWorker';
import { loadEmojiFont } from './design/loadEmojiFont';
import { NavigationProgress } from './features/shell/NavigationProgress';
import { keepStandaloneWindowSize } from './features/pwa/standaloneWindow';
import { getActiveLocale, setActiveLocale } from './i18n/activeLocale';
import { localeFromSearch, resolveInitialLocale } from './i18n/initialLocale';
import { lazyMessageCatalog } from './i18n/lazyMessageCatalog';
import { readLocaleCookie } from '../common/localeCookies';
import { documentCookies } from './i18n/documentCookies';
import { saveLocalePreference } from './i18n/localePreference';
import { startAnalytics } from './platform/analytics/appAnalytics';
import { scheduleCookieConsentScript } from './platform/consent/cookieConsent';
import { reportError, startErrorReporting } from './platform/errorReporting/errorReporter';
import { createRelayEnvironment } from './relay/environment';
import { createOfflinePages, forgetOfflinePages } from './relay/offlinePages';
import { accessBlockedRedirect } from './relay/errors';
import { createAppRouter } from './routes';
import { namespacesForPath } from './routing/routeNamespaces';
import { routerReady } from './serverRendering/routerReady';
import { readServerRenderedState } from './serverRendering/serverRenderedState';
import { authStateFor } from './state/auth';
import { tenantThemeConfig } from './theme';
import type { SupportedLocale } from '../common/localeCookies';

// Before anything awaits: the browser may offer installing the app at any moment.
captureEarlyInstallPrompt();

async function start() {
  const config = readAppConfig();
  // A wrong theme setting is a deployment mistake: fail here, loudly (spec §5).
  const themeConfig = tenantThemeConfig(config.tenantId, config.theme);
  void startErrorReporting(config);
  const analytics = startAnalytics(config);

  // The page as the server rendered it, with the data and language it was drawn in. Offline,
  // the page is the service worker's saved shell (the home page as a visitor saw it), not
  // this address's: draw afresh instead of hydrating another page's markup and data.
  const serverState = navigator.onLine ? readServerRenderedState() : null;
  // The language asked for in the address or remembered in the cookie; the server used it too.
  const chosenLocale = localeFromSearch(location.search) ?? readLocaleCookie(documentCookies());
  // IndexedDB is asked only when nothing else says, and never before hydrating.
  const locale = serverState?.locale ?? chosenLocale ?? (await resolveInitialLocale());
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
        // Signed out by force: what this fan kept for reading offline goes too.
        const uid = await currentUid().catch(() => null);
        if (uid) await forgetOfflinePages(config.tenantId, uid);
        await signOut().catch(() => undefined);
        announceSessionEnded();
      },
    },
    records: serverState?.records,
    offlinePages: createOfflinePages({ tenantId: config.tenantId, currentUid }),
  });
  // Route queries keep their fetch policies: the page renders from the server's records and
  // store-and-network queries refresh them as the signed-in fan (the server may have known
  // the browser only as a visitor).
  const router = createAppRouter(relay.environment);
  // The first view's words (per route, spec §2) load while the router's loaders already
  // fetch the page's data and code.
  const wordsReady = lazyMessageCatalog.load(
    locale,
    namespacesForPath(router.routes, location.pathname),
  );
  await Promise.all([wordsReady, serverState ? routerReady(router) : undefined]);

  scheduleCookieConsentScript(config.cookieConsentScriptUrl);
  keepStandaloneWindowSize(window, { fixed: config.standaloneWindowFixed ?? false });
  registerServiceWorker();
  void loadEmojiFont();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const app = (shownLocale: SupportedLocale) => (
    <StrictMode>
      <App
        config={config}
        themeConfig={themeConfig}
        analytics={analytics}
        relay={relay}
        locale={shownLocale}
        initialAuth={serverState?.viewer ? authStateFor(serverState.viewer) : undefined}
        renderedAt={serverState ? new Date(serverState.renderedAt) : null}
        navigationProgress={<NavigationProgress router={router} />}
        pages={<RouterProvider router={router} />}
      />
    </StrictMode>
  );
  if (!serverState || !root.firstElementChild) {
    createRoot(root).render(app(locale));
    return;
  }
  const hydrated = hydrateRoot(root, app(locale), {
    // A page that did not match what the server drew still works (React draws it afresh),
    // but it is a bug: report it with where it happened.
    onRecoverableError: (error, info) => {
      console.error(error, info.componentStack);
      void reportError(error, { level: 'warning', componentStack: info.componentStack });
    },
  });
  // Drawn in the server's language; a preference only this browser keeps (IndexedDB) wins now.
  if (!chosenLocale) {
    const preferred = await resolveInitialLocale();
    if (preferred !== locale) {
      await lazyMessageCatalog.load(preferred, namespacesForPath(router.routes, location.pathname));
      setActiveLocale(preferred);
      hydrated.render(app(preferred));
    }
  }
}

void start();
