import { loadQuery } from 'react-relay';
import type { RouteObject } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import HomePageQueryNode, { type HomePageQuery } from '../../__generated__/HomePageQuery.graphql';

/** `/`: the query starts in the loader while the page's code loads in parallel. */
export function homeRoute(environment: Environment): RouteObject {
  return {
    index: true,
    loader: () =>
      loadQuery<HomePageQuery>(
        environment,
        HomePageQueryNode,
        {},
        { fetchPolicy: 'store-or-network' },
      ),
    lazy: async () => ({ Component: (await import('./HomePage')).HomePage }),
  };
}
