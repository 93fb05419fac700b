import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { AppLayoutQuery } from '../../__generated__/AppLayoutQuery.graphql';
import { isClosedCommunityBuild } from '../../config';
import { pageQuery } from '../../routing/routeDeclaration';
import { createRouteQueries, type RouteQueries } from '../../routing/routeQueries';
import { AppLayout } from './AppLayout';
import { navigationFromRoutes } from './navigation/navigation';
import { PageLoader } from './PageLoader';
import { RouteErrorFallback } from './RouteErrorFallback';

const layoutQuery = pageQuery<AppLayoutQuery>(
  () => import('../../__generated__/AppLayoutQuery.graphql'),
  undefined,
  'store-or-network',
);

/**
 * The layout route every page renders inside. Its loader starts the shell's query; the
 * pages sit under a pathless route whose error element keeps the header on screen. The
 * tab bar and side navigation list the pages whose `handle` declares a `navigation` entry.
 */
export function appLayoutRoute(
  environment: IEnvironment,
  pages: RouteObject[],
  {
    closedCommunity = isClosedCommunityBuild(),
    queries = createRouteQueries(),
  }: { closedCommunity?: boolean; queries?: RouteQueries } = {},
): RouteObject {
  return {
    id: 'app-layout',
    element: (
      <AppLayout closedCommunity={closedCommunity} navigation={navigationFromRoutes(pages)} />
    ),
    loader: ({ params, request }) =>
      queries.load(environment, layoutQuery, params, new URL(request.url)),
    errorElement: <RouteErrorFallback />,
    hydrateFallbackElement: <PageLoader />,
    children: [{ errorElement: <RouteErrorFallback />, children: pages }],
  };
}
