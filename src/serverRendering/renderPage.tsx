// The server rendering entry (built to dist/.ssr/renderPage.mjs; the server loads it:
// server/http/serverRendering.ts). It renders the real app for one request: React Router's
// static handler runs the matched routes' loaders, which start their Relay queries against
// the server's in-process GraphQL; React renders once every query and lazy page is ready;
// the page then carries the store's records so the app hydrates without fetching them again.
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { RenderPage } from '../../common/serverRendering';
import { App } from '../App';
import { lazyMessageCatalog } from '../i18n/lazyMessageCatalog';
import type { Analytics } from '../platform/analytics/analytics';
import { appRoutes } from '../routes';
import { createRouteQueries } from '../routing/routeQueries';
import { namespacesForPath } from '../routing/routeNamespaces';
import { authStateFor, initialAuthState } from '../state/auth';
import { tenantThemeConfig } from '../theme';
import { PageStatusProvider, type PageStatusRecord } from './pageStatus';
import { renderComplete } from './renderComplete';
import { serverRelayEnvironment } from './serverRelayEnvironment';

// Nothing is measured on the server: the browser counts the page view once hydrated.
const noAnalytics: Analytics = {
  event: () => undefined,
  pageView: () => undefined,
  setUserProperties: () => undefined,
  abTestEvent: () => undefined,
};

export const renderPage: RenderPage = async ({
  url,
  config,
  locale,
  viewer,
  execute,
  reportError,
}) => {
  const renderedAt = new Date();
  const relay = serverRelayEnvironment(execute);
  const routes = appRoutes(relay.environment, createRouteQueries());
  const handler = createStaticHandler(routes);
  const pathname = new URL(url).pathname;
  const [context] = await Promise.all([
    handler.query(new Request(url)),
    lazyMessageCatalog.load(locale, namespacesForPath(routes, pathname)),
  ]);
  // A declared redirect answered by a route (<Navigate>) is the server's 302 already;
  // a loader's redirect would arrive here.
  if (context instanceof Response) {
    return { kind: 'redirect', location: context.headers.get('location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const initialAuth = viewer
    ? authStateFor({ uid: viewer.uid, email: viewer.email })
    : initialAuthState;
  const pageStatus: PageStatusRecord = { status: 200 };
  const html = await renderComplete(
    <App
      config={config}
      themeConfig={tenantThemeConfig(config.tenantId, config.theme)}
      analytics={noAnalytics}
      relay={relay}
      locale={locale}
      initialAuth={initialAuth}
      renderedAt={renderedAt}
      // The loaders' data are query references: the browser's router makes its own.
      pages={
        <PageStatusProvider record={pageStatus}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageStatusProvider>
      }
    />,
    url,
    reportError,
  );
  return {
    kind: 'html',
    html,
    status: pageStatus.status,
    state: {
      locale,
      viewer,
      records: relay.environment.getStore().getSource().toJSON(),
      renderedAt: renderedAt.toISOString(),
    },
  };
};
