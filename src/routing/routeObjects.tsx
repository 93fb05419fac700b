// The declared routes as React Router routes: the page's code loads lazily (its chunk is
// the one the server preloads), the loader starts the page's query alongside it, and the
// route's handle carries its manifest facts (the page's words) for the client.
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { PageLayout } from '../../common/routeManifest';
import type { GardenRouteHandle } from '../features/shell/navigation/navigation';
import {
  declaredRouteFacts,
  isRedirect,
  type DeclaredRouteFacts,
  type FeatureRoutes,
  type PageRoute,
} from './routeDeclaration';
import type { RouteQueries } from './routeQueries';

type PageModule = Record<string, ComponentType<Record<string, string>>>;

// Every page module of a feature folder, each its own chunk, keyed like pageSource() from src/.
const pageModules = import.meta.glob<PageModule>('../features/*/*Page.tsx');

/** The handle of a declared route: its navigation entry plus its manifest facts. */
export interface DeclaredRouteHandle extends GardenRouteHandle {
  manifest: DeclaredRouteFacts;
}

function lazyPage(feature: string, route: PageRoute): RouteObject['lazy'] {
  const load = pageModules[`../features/${feature}/${route.page}.tsx`];
  // A renamed or missing page fails when the app starts, not when a visitor opens it.
  if (!load)
    throw new Error(`route /${route.path}: no page src/features/${feature}/${route.page}.tsx`);
  return async () => {
    const Page = (await load())[route.page];
    if (!Page)
      throw new Error(`src/features/${feature}/${route.page}.tsx exports no ${route.page}`);
    const props = route.pageProps;
    return { Component: props ? () => <Page {...props} /> : Page };
  };
}

/** The routes of `features` drawn in `layout`, in declaration order. */
export function routeObjects(
  features: readonly FeatureRoutes[],
  layout: PageLayout,
  environment: IEnvironment,
  queries: RouteQueries,
): RouteObject[] {
  return features.flatMap(({ feature, routes }) =>
    routes.flatMap((route): RouteObject[] => {
      const manifest = declaredRouteFacts(feature, route);
      if (manifest.layout !== layout) return [];
      const where = route.path === '' ? { index: true as const } : { path: route.path };
      if (isRedirect(route)) {
        return [
          {
            ...where,
            handle: { manifest } satisfies DeclaredRouteHandle,
            element: <Navigate to={route.redirect} replace />,
          },
        ];
      }
      const { query } = route;
      return [
        {
          ...where,
          handle: { ...route.handle, manifest } satisfies DeclaredRouteHandle,
          loader: query
            ? ({ params, request }) =>
                queries.load(environment, query, params, new URL(request.url))
            : undefined,
          lazy: lazyPage(feature, route),
        },
      ];
    }),
  );
}
