import { defineMessages } from 'react-intl';
import type { ArticlePageQuery } from '../../__generated__/ArticlePageQuery.graphql';
import type { EventsPageQuery } from '../../__generated__/EventsPageQuery.graphql';
import type { FavoriteInformationPageQuery } from '../../__generated__/FavoriteInformationPageQuery.graphql';
import type { InformationPageQuery } from '../../__generated__/InformationPageQuery.graphql';
import type { OfficialSchedulePageQuery } from '../../__generated__/OfficialSchedulePageQuery.graphql';

import { featureRoutes, pageQuery } from '../../routing/routeDeclaration';

const messages = defineMessages({
  information: { id: 'common.nav.information' },
  events: { id: 'common.nav.events' },
});

/** The information routes: news, an article, favourites, events and one event. */
export const informationRoutes = featureRoutes('information', [
  {
    path: 'information',
    page: 'InformationPage',
    query: pageQuery<InformationPageQuery>(
      () => import('../../__generated__/InformationPageQuery.graphql'),
    ),
    handle: {
      navigation: {
        section: 'more',
        label: messages.information,
        icon: 'information',
        order: 20,
        badge: 'unreadInformation',
      },
    },
  },
  {
    path: 'information/:articleId/general-information',
    page: 'ArticlePage',
    query: pageQuery<ArticlePageQuery>(
      () => import('../../__generated__/ArticlePageQuery.graphql'),
      (params) => ({
        articleId: params.articleId ?? '',
      }),
    ),
  },
  {
    path: 'information/:articleId/favorite-information-list',
    page: 'FavoriteInformationPage',
    query: pageQuery<FavoriteInformationPageQuery>(
      () => import('../../__generated__/FavoriteInformationPageQuery.graphql'),
    ),
  },
  {
    path: 'events',
    page: 'EventsPage',
    query: pageQuery<EventsPageQuery>(() => import('../../__generated__/EventsPageQuery.graphql')),
    handle: { navigation: { section: 'more', label: messages.events, icon: 'events', order: 22 } },
  },
  {
    path: 'official-schedules/:scheduleId',
    page: 'OfficialSchedulePage',
    query: pageQuery<OfficialSchedulePageQuery>(
      () => import('../../__generated__/OfficialSchedulePageQuery.graphql'),
      (params) => ({
        scheduleId: params.scheduleId ?? '',
      }),
    ),
  },
]);
