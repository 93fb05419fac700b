// Which declared page a request's path shows: the route manifest that `npm run codegen`
// writes from the features' routes files (src/routeTable.ts), matched with React Router's
// own ranking, so the server and the app always agree on the page.
import { matchRoutes } from 'react-router-dom';
import type { RouteManifest, RouteManifestEntry } from '../../common/routeManifest';
import generated from '../__generated__/route-manifest.json';

export const routeManifest = generated as RouteManifest;

export interface MatchedRoute {
  route: RouteManifestEntry;
  /** The path's parameters, decoded. */
  params: Record<string, string>;
}

const routes = routeManifest.map((route) => ({ path: route.path, route }));

/** The declared route `pathname` shows, or null for a path no route declares. */
export function matchManifestRoute(pathname: string): MatchedRoute | null {
  // A malformed escape (%E0%A4) names no page.
  if (!decodable(pathname)) return null;
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (!match) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.params))
    if (value !== undefined) params[name] = value;
  return { route: match.route.route, params };
}

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
