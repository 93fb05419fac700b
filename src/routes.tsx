import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { appLayoutRoute } from './features/shell/appLayoutRoute';
import { BareLayout } from './features/shell/BareLayout';
import { NotFoundPage } from './features/shell/NotFoundPage';
import { PageLoader } from './features/shell/PageLoader';
import { RootRoute } from './features/shell/RootRoute';
import { RouteErrorFallback } from './features/shell/RouteErrorFallback';
import { routeTable } from './routeTable';
import { routeObjects } from './routing/routeObjects';
import {
  createRouteQueries,
  releaseLeftRouteQueries,
  type RouteQueries,
} from './routing/routeQueries';

/**
 * The router of the declared routes (routeTable.ts): most pages inside the app shell, the
 * bare ones without it; unknown paths get the not-found page (the server answers them 404).
 */
export function appRoutes(
  environment: IEnvironment,
  queries: RouteQueries = createRouteQueries(),
): RouteObject[] {
  return [
    {
      element: <RootRoute />,
      errorElement: <RouteErrorFallback />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        appLayoutRoute(
          environment,
          [
            ...routeObjects(routeTable, 'shell', environment, queries),
            { path: '*', element: <NotFoundPage /> },
          ],
          { queries },
        ),
        {
          element: <BareLayout />,
          children: routeObjects(routeTable, 'bare', environment, queries),
        },
      ],
    },
  ];
}

export function createAppRouter(environment: IEnvironment) {
  const queries = createRouteQueries();
  const router = createBrowserRouter(appRoutes(environment, queries));
  releaseLeftRouteQueries(router, queries);
  return router;
}
