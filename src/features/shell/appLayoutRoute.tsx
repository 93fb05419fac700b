import { loadQuery } from 'react-relay';
import type { RouteObject } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import type { AppLayoutQuery } from '../../__generated__/AppLayoutQuery.graphql';
import { isClosedCommunityBuild } from '../../config';
import { AppLayout, appLayoutQuery } from './AppLayout';
import { navigationFromRoutes } from './navigation/navigation';
import { PageLoader } from './PageLoader';
import { RouteErrorFallback } from './RouteErrorFallback';

/**
 * The layout route every page renders inside. Its loader starts the shell's query; the
 * pages sit under a pathless route whose error element keeps the header on screen. The
 * tab bar and side navigation list the pages whose `handle` declares a `navigation` entry.
 */
export function appLayoutRoute(
  environment: Environment,
  pages: RouteObject[],
  { closedCommunity = isClosedCommunityBuild() }: { closedCommunity?: boolean } = {},
): RouteObject {
  return {
    id: 'app-layout',
    element: (
      <AppLayout closedCommunity={closedCommunity} navigation={navigationFromRoutes(pages)} />
    ),
    loader: () =>
      loadQuery<AppLayoutQuery>(
        environment,
        appLayoutQuery,
        {},
        { fetchPolicy: 'store-or-network' },
      ),
    errorElement: <RouteErrorFallback />,
    hydrateFallbackElement: <PageLoader />,
    children: [{ errorElement: <RouteErrorFallback />, children: pages }],
  };
}
