import { loadQuery } from 'react-relay';
import { defineMessages } from 'react-intl';
import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { GardenRouteHandle } from '../shell/navigation/navigation';
import HomeTimelinePageQueryNode, {
  type HomeTimelinePageQuery,
} from '../../__generated__/HomeTimelinePageQuery.graphql';
import PostPageQueryNode, { type PostPageQuery } from '../../__generated__/PostPageQuery.graphql';
import SearchPageQueryNode, {
  type SearchPageQuery,
} from '../../__generated__/SearchPageQuery.graphql';
import TimelinePageQueryNode, {
  type TimelinePageQuery,
} from '../../__generated__/TimelinePageQuery.graphql';
import TrendPageQueryNode, {
  type TrendPageQuery,
} from '../../__generated__/TrendPageQuery.graphql';
import TopicPageQueryNode, {
  type TopicPageQuery,
} from '../../__generated__/TopicPageQuery.graphql';
import TopicsPageQueryNode, {
  type TopicsPageQuery,
} from '../../__generated__/TopicsPageQuery.graphql';

const messages = defineMessages({
  timeline: { id: 'common.nav.timeline' },
  topics: { id: 'common.nav.topics' },
  search: { id: 'common.nav.search' },
});

/**
 * The posts routes. Each loader starts its page's query while the page's code loads
 * (lazy); store-and-network shows a page seen before at once, then refreshes it.
 */
export function postsRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: 'timeline',
      handle: {
        navigation: { section: 'tabs', label: messages.timeline, icon: 'timeline', order: 15 },
      } satisfies GardenRouteHandle,
      loader: () =>
        loadQuery<TimelinePageQuery>(
          environment,
          TimelinePageQueryNode,
          {},
          { fetchPolicy: 'store-and-network' },
        ),
      lazy: async () => {
        const { TimelinePage } = await import('./TimelinePage');
        return { Component: TimelinePage };
      },
    },
    {
      path: 'home-timeline',
      loader: () =>
        loadQuery<HomeTimelinePageQuery>(
          environment,
          HomeTimelinePageQueryNode,
          {},
          { fetchPolicy: 'store-and-network' },
        ),
      lazy: async () => {
        const { HomeTimelinePage } = await import('./HomeTimelinePage');
        return { Component: HomeTimelinePage };
      },
    },
    {
      path: 'trend',
      loader: () =>
        loadQuery<TrendPageQuery>(
          environment,
          TrendPageQueryNode,
          {},
          { fetchPolicy: 'store-and-network' },
        ),
      lazy: async () => {
        const { TrendPage } = await import('./TrendPage');
        return { Component: TrendPage };
      },
    },
    {
      path: 'posts/:postId',
      loader: ({ params }) =>
        loadQuery<PostPageQuery>(
          environment,
          PostPageQueryNode,
          { postId: params.postId ?? '' },
          { fetchPolicy: 'store-and-network' },
        ),
      lazy: async () => {
        const { PostPage } = await import('./PostPage');
        return { Component: PostPage };
      },
    },
    {
      path: 'topics',
      handle: {
        navigation: { section: 'more', label: messages.topics, icon: 'topics', order: 30 },
      } satisfies GardenRouteHandle,
      loader: () =>
        loadQuery<TopicsPageQuery>(
          environment,
          TopicsPageQueryNode,
          {},
          { fetchPolicy: 'store-and-network' },
        ),
      lazy: async () => {
        const { TopicsPage } = await import('./TopicsPage');
        return { Component: TopicsPage };
      },
    },
    {
      path: 'search',
      handle: {
        navigation: { section: 'more', label: messages.search, icon: 'search', order: 35 },
      } satisfies GardenRouteHandle,
      // A blank query asks for nothing: the server answers an empty page without a scan.
      loader: ({ request }) =>
        loadQuery<SearchPageQuery>(
          environment,
          SearchPageQueryNode,
          { query: new URL(request.url).searchParams.get('q')?.trim() ?? '' },
          { fetchPolicy: 'store-and-network' },
        ),
      lazy: async () => {
        const { SearchPage } = await import('./SearchPage');
        return { Component: SearchPage };
      },
    },
    {
      path: 'topics/:topicId',
      loader: ({ params }) =>
        loadQuery<TopicPageQuery>(
          environment,
          TopicPageQueryNode,
          { topicId: params.topicId ?? '' },
          { fetchPolicy: 'store-and-network' },
        ),
      lazy: async () => {
        const { TopicPage } = await import('./TopicPage');
        return { Component: TopicPage };
      },
    },
  ];
}
