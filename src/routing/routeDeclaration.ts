// How a feature declares its routes: one object per route, its path next to its page, its
// query and the facts the server needs (common/routeManifest.ts). Pure data: `npm run
// codegen` imports the route table in Node to write the server's manifest, and
// routeObjects.tsx turns the same declarations into React Router routes.
import type { Params } from 'react-router-dom';
import type { ConcreteRequest, FetchPolicy, OperationType } from 'relay-runtime';
import {
  pageNamespaces,
  type RouteFacts,
  type RouteManifestEntry,
} from '../../common/routeManifest';
import type { GardenRouteHandle } from '../features/shell/navigation/navigation';

/** A page's query: the compiled node and its variables from the route's params and URL. */
export interface PageQuery<Q extends OperationType = OperationType> {
  /** The compiled query, imported once a route needs it (see pageQuery). */
  node: () => Promise<ConcreteRequest>;
  variables: (params: Params, url: URL) => Q['variables'];
  fetchPolicy: FetchPolicy;
}

/**
 * The page's query for a route, from an `import()` of its compiled artifact: the artifacts
 * of a hundred pages are then each in their page's chunk group, not in the app's entry that
 * every first view waits for. Without `variables` the query takes none; store-and-network
 * shows a page seen before at once, then refreshes it.
 */
export function pageQuery<Q extends OperationType>(
  load: () => Promise<{ default: ConcreteRequest }>,
  variables?: (params: Params, url: URL) => Q['variables'],
  fetchPolicy: FetchPolicy = 'store-and-network',
): PageQuery<Q> {
  let node: Promise<ConcreteRequest> | undefined;
  return {
    node: () => (node ??= load().then((module) => module.default)),
    variables: variables ?? (() => ({}) as Q['variables']),
    fetchPolicy,
  };
}

export interface PageRoute extends RouteFacts {
  /** From the root, without the leading slash; '' is the index (/). */
  path: string;
  /** The page module in the feature's folder; it exports a component of the same name. */
  page: string;
  /** Props the page component is rendered with (one page serving two paths). */
  pageProps?: Readonly<Record<string, string>>;
  query?: PageQuery;
  /** The shell's navigation entry and full-height flag. */
  handle?: GardenRouteHandle;
}

/** A path kept for old links that sends the visitor to `redirect`. */
export interface RedirectRoute {
  path: string;
  redirect: string;
}

export type RouteDeclaration = PageRoute | RedirectRoute;

export interface FeatureRoutes {
  /** The folder under src/features/; also the default translation namespace. */
  feature: string;
  routes: readonly RouteDeclaration[];
}

/** A feature's routes: its pages' namespaces default to the feature's own. */
export function featureRoutes(feature: string, routes: readonly RouteDeclaration[]): FeatureRoutes {
  return { feature, routes };
}

export function isRedirect(route: RouteDeclaration): route is RedirectRoute {
  return 'redirect' in route;
}

/** The page module's path from the project root, e.g. src/features/chat/MessagesPage.tsx. */
export function pageSource(feature: string, page: string): string {
  return `src/features/${feature}/${page}.tsx`;
}

/** What the app knows of a declared route: its manifest entry but its query's name. */
export type DeclaredRouteFacts = Omit<RouteManifestEntry, 'query'>;

/** A declared route's facts, for the app's route handles and the server's manifest. */
export function declaredRouteFacts(feature: string, route: RouteDeclaration): DeclaredRouteFacts {
  const path = `/${route.path}`;
  if (isRedirect(route)) {
    return {
      path,
      page: null,
      namespaces: pageNamespaces('shell', []),
      layout: 'shell',
      sitemap: null,
      metadata: 'site',
      redirect: route.redirect,
    };
  }
  const layout = route.layout ?? 'shell';
  return {
    path,
    page: pageSource(feature, route.page),
    namespaces: pageNamespaces(layout, route.namespaces ?? [feature]),
    layout,
    sitemap: route.sitemap ?? null,
    metadata: route.metadata ?? 'site',
    redirect: null,
  };
}

/** One route's manifest entry: its facts and the name its compiled query carries. */
async function manifestEntry(
  feature: string,
  route: RouteDeclaration,
): Promise<RouteManifestEntry> {
  const { path, page, ...facts } = declaredRouteFacts(feature, route);
  const query = !isRedirect(route) && route.query ? (await route.query.node()).params.name : null;
  return { path, page, query, ...facts };
}

/** The manifest of a route table, in declaration order. */
export function routeManifest(features: readonly FeatureRoutes[]): Promise<RouteManifestEntry[]> {
  return Promise.all(
    features.flatMap(({ feature, routes }) => routes.map((route) => manifestEntry(feature, route))),
  );
}
