// The translation namespaces of the page on screen: the deepest matched route's, as its
// declaration gives them (routeObjects puts its manifest entry in the route's handle).
import type { RouteObject } from 'react-router-dom';
import { matchRoutes } from 'react-router-dom';
import { DEFAULT_NAMESPACES } from '../../common/routeManifest';
import type { DeclaredRouteHandle } from './routeObjects';

/** The namespaces of the deepest route among `handles` that declares them. */
export function namespacesOfHandles(handles: readonly unknown[]): readonly string[] {
  for (const handle of [...handles].reverse()) {
    const manifest = (handle as Partial<DeclaredRouteHandle> | undefined)?.manifest;
    if (manifest) return manifest.namespaces;
  }
  return DEFAULT_NAMESPACES;
}

/** The namespaces of the page at `pathname` (before the router renders). */
export function namespacesForPath(routes: RouteObject[], pathname: string): readonly string[] {
  return namespacesOfHandles(
    (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.handle),
  );
}
