// A route's query reference lives as long as a route shows it. Loaders start the queries
// (loadQuery retains their data); once a navigation settles, every reference no matched
// route holds any more — the page was left, or its params changed — is disposed, so the
// store can let go of data nobody shows and an abandoned request is cancelled.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type DataRouter, type Params } from 'react-router-dom';
import type { IEnvironment, OperationType } from 'relay-runtime';
import type { PageQuery } from './routeDeclaration';

type QueryReference = PreloadedQuery<OperationType>;

export interface RouteQueries {
  /** Starts a route's query and keeps its reference until no route shows it. */
  load(
    environment: IEnvironment,
    query: PageQuery,
    params: Params,
    url: URL,
  ): Promise<QueryReference>;
  /** Disposes every reference not among `shown` (the routes' loader data). */
  release(shown: Iterable<unknown>): void;
  /** The references not yet disposed. */
  readonly live: ReadonlySet<QueryReference>;
}

export function createRouteQueries(): RouteQueries {
  const live = new Set<QueryReference>();
  return {
    live,
    async load(environment, query, params, url) {
      const reference = loadQuery<OperationType>(
        environment,
        await query.node(),
        query.variables(params, url),
        { fetchPolicy: query.fetchPolicy },
      );
      live.add(reference);
      return reference;
    },
    release(shown) {
      const kept = new Set(shown);
      for (const reference of live) {
        if (kept.has(reference)) continue;
        reference.dispose();
        live.delete(reference);
      }
    },
  };
}

/** After each settled navigation, the references of left routes are disposed. */
export function releaseLeftRouteQueries(
  router: Pick<DataRouter, 'subscribe'>,
  queries: RouteQueries,
): () => void {
  return router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.revalidation === 'idle')
      queries.release(Object.values(state.loaderData));
  });
}

/** The page's query reference, started by its route's loader. */
export function usePageQueryRef<Q extends OperationType>(): PreloadedQuery<Q> {
  // The one place the loader's data is typed: routeObjects gives every page route with a
  // query a loader that returns its reference.
  return useLoaderData() as PreloadedQuery<Q>;
}
