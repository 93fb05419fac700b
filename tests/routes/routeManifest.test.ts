// Every route in the server's manifest must resolve: its page module exists and exports the
// page, and the app's router shows that very route at that path. A renamed page file or a
// route the two sides rank differently fails here, not silently in preloading.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { matchManifestRoute, routeManifest } from '../../server/http/routeManifest';
import { appRoutes } from '../../src/routes';
import type { DeclaredRouteHandle } from '../../src/routing/routeObjects';

const root = path.resolve(__dirname, '..', '..');
const clientRoutes = appRoutes(createMockEnvironment());

/** A path the route matches, its parameters filled in. */
const samplePath = (pattern: string) => pattern.replace(/:[^/]+/g, 'sample-1');

function clientRouteAt(pathname: string) {
  const handle = matchRoutes(clientRoutes, pathname)?.at(-1)?.route.handle;
  return (handle as DeclaredRouteHandle | undefined)?.manifest ?? null;
}

describe('the route manifest', () => {
  it('declares the pages of today, each path once', () => {
    const paths = routeManifest.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/messages', '/blocked', '/lp/:identifier']),
    );
  });

  it.each(routeManifest.filter((route) => route.page).map((route) => [route.path, route]))(
    '%s: its page module exists and exports the page',
    (_path, route) => {
      const file = path.join(root, route.page ?? '');
      expect(existsSync(file), route.page ?? '').toBe(true);
      const name = path.basename(file, '.tsx');
      expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`export (function|const) ${name}\\b`));
    },
  );

  it.each(routeManifest.map((route) => [route.path, route]))(
    '%s: the app and the server show this route there',
    (pattern, route) => {
      const pathname = samplePath(pattern);
      // The app's handle carries every fact but the query's name (its artifact loads lazily).
      const { query: _query, ...facts } = route;
      expect(clientRouteAt(pathname)).toEqual(facts);
      expect(matchManifestRoute(pathname)?.route).toEqual(route);
    },
  );

  it('leaves unknown paths to the not-found page on both sides', () => {
    for (const pathname of ['/no-such-page', '/messages/chat/a/b', '/messagesx']) {
      expect(clientRouteAt(pathname)).toBeNull();
      expect(matchManifestRoute(pathname)).toBeNull();
    }
  });

  it('keeps the bare pages without the shell and gives each page its words', () => {
    const at = (pathname: string) => matchManifestRoute(pathname)?.route;
    expect(at('/blocked')).toMatchObject({ layout: 'bare', namespaces: ['common', 'access'] });
    expect(at('/auth/handler')?.namespaces).toEqual(['common', 'auth', 'access']);
    expect(at('/settings/management/blocked-users')?.namespaces).toEqual([
      'common',
      'auth',
      'settings',
      'chat',
    ]);
    expect(at('/probability-treasure-machine/history')?.page).toBe(
      'src/features/draws/DrawHistoryPage.tsx',
    );
  });
});
