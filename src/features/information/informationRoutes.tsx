import { defineMessages } from 'react-intl';
import { loadQuery } from 'react-relay';
import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import ArticlePageQueryNode, {
  type ArticlePageQuery,
} from '../../__generated__/ArticlePageQuery.graphql';
import EventsPageQueryNode, {
  type EventsPageQuery,
} from '../../__generated__/EventsPageQuery.graphql';
import FavoriteInformationPageQueryNode, {
  type FavoriteInformationPageQuery,
} from '../../__generated__/FavoriteInformationPageQuery.graphql';
import InformationPageQueryNode, {
  type InformationPageQuery,
} from '../../__generated__/InformationPageQuery.graphql';
import OfficialSchedulePageQueryNode, {
  type OfficialSchedulePageQuery,
} from '../../__generated__/OfficialSchedulePageQuery.graphql';
import type { GardenRouteHandle } from '../shell/navigation/navigation';

const messages = defineMessages({
  information: { id: 'common.nav.information' },
  events: { id: 'common.nav.events' },
});

const refresh = { fetchPolicy: 'store-and-network' } as const;

/** The information routes: news, an article, favourites, events and one event. */
export function informationRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: 'information',
      handle: {
        navigation: {
          section: 'more',
          label: messages.information,
          icon: 'information',
          order: 20,
        },
      } satisfies GardenRouteHandle,
      loader: () =>
        loadQuery<InformationPageQuery>(environment, InformationPageQueryNode, {}, refresh),
      lazy: async () => {
        const { InformationPage } = await import('./InformationPage');
        return { Component: InformationPage };
      },
    },
    {
      path: 'information/:articleId/general-information',
      loader: ({ params }) =>
        loadQuery<ArticlePageQuery>(
          environment,
          ArticlePageQueryNode,
          { articleId: params.articleId ?? '' },
          refresh,
        ),
      lazy: async () => {
        const { ArticlePage } = await import('./ArticlePage');
        return { Component: ArticlePage };
      },
    },
    {
      path: 'information/:articleId/favorite-information-list',
      loader: () =>
        loadQuery<FavoriteInformationPageQuery>(
          environment,
          FavoriteInformationPageQueryNode,
          {},
          refresh,
        ),
      lazy: async () => {
        const { FavoriteInformationPage } = await import('./FavoriteInformationPage');
        return { Component: FavoriteInformationPage };
      },
    },
    {
      path: 'events',
      handle: {
        navigation: { section: 'more', label: messages.events, icon: 'events', order: 22 },
      } satisfies GardenRouteHandle,
      loader: () => loadQuery<EventsPageQuery>(environment, EventsPageQueryNode, {}, refresh),
      lazy: async () => {
        const { EventsPage } = await import('./EventsPage');
        return { Component: EventsPage };
      },
    },
    {
      path: 'official-schedules/:scheduleId',
      loader: ({ params }) =>
        loadQuery<OfficialSchedulePageQuery>(
          environment,
          OfficialSchedulePageQueryNode,
          { scheduleId: params.scheduleId ?? '' },
          refresh,
        ),
      lazy: async () => {
        const { OfficialSchedulePage } = await import('./OfficialSchedulePage');
        return { Component: OfficialSchedulePage };
      },
    },
  ];
}
