import { defineMessages } from 'react-intl';
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
    query: pageQuery<InformationPageQuery>(InformationPageQueryNode),
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
    query: pageQuery<ArticlePageQuery>(ArticlePageQueryNode, (params) => ({
      articleId: params.articleId ?? '',
    })),
  },
  {
    path: 'information/:articleId/favorite-information-list',
    page: 'FavoriteInformationPage',
    query: pageQuery<FavoriteInformationPageQuery>(FavoriteInformationPageQueryNode),
  },
  {
    path: 'events',
    page: 'EventsPage',
    query: pageQuery<EventsPageQuery>(EventsPageQueryNode),
    handle: { navigation: { section: 'more', label: messages.events, icon: 'events', order: 22 } },
  },
  {
    path: 'official-schedules/:scheduleId',
    page: 'OfficialSchedulePage',
    query: pageQuery<OfficialSchedulePageQuery>(OfficialSchedulePageQueryNode, (params) => ({
      scheduleId: params.scheduleId ?? '',
    })),
  },
]);
