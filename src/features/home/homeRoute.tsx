import { loadQuery } from 'react-relay';
import { defineMessages } from 'react-intl';
import type { RouteObject } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import type { GardenRouteHandle } from '../shell/navigation/navigation';
import HomePageQueryNode, { type HomePageQuery } from '../../__generated__/HomePageQuery.graphql';

const messages = defineMessages({ home: { id: 'common.nav.home' } });

/** `/`: the query starts in the loader while the page's code loads in parallel. */
export function homeRoute(environment: Environment): RouteObject {
  return {
    index: true,
    handle: {
      navigation: { section: 'tabs', label: messages.home, icon: 'home', order: 10 },
    } satisfies GardenRouteHandle,
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
