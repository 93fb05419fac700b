import { defineMessages } from 'react-intl';
import type { DraftPostsPageQuery } from '../../__generated__/DraftPostsPageQuery.graphql';
import type { HomeTimelinePageQuery } from '../../__generated__/HomeTimelinePageQuery.graphql';
import type { PostPageQuery } from '../../__generated__/PostPageQuery.graphql';
import type { SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql';
import type { TimelinePageQuery } from '../../__generated__/TimelinePageQuery.graphql';
import type { TrendPageQuery } from '../../__generated__/TrendPageQuery.graphql';
import type { TimelineSettingsPageQuery } from '../../__generated__/TimelineSettingsPageQuery.graphql';
import type { TopicCategoryPageQuery } from '../../__generated__/TopicCategoryPageQuery.graphql';
import type { TopicPageQuery } from '../../__generated__/TopicPageQuery.graphql';
import type { TopicsPageQuery } from '../../__generated__/TopicsPageQuery.graphql';
import { featureRoutes, pageQuery } from '../../routing/routeDeclaration';

const messages = defineMessages({
  timeline: { id: 'common.nav.timeline' },
  topics: { id: 'common.nav.topics' },
  search: { id: 'common.nav.search' },
});

// Posts show relative times in the chat's words (RelativeTime).
const namespaces = ['chat', 'posts'];

/** The posts: timelines, trends, a post, topics and search. */
export const postsRoutes = featureRoutes('posts', [
  {
    path: 'timeline',
    page: 'TimelinePage',
    namespaces,
    query: pageQuery<TimelinePageQuery>(
      () => import('../../__generated__/TimelinePageQuery.graphql'),
    ),
    handle: {
      navigation: { section: 'tabs', label: messages.timeline, icon: 'timeline', order: 15 },
    },
  },
  {
    // What the home timeline shows; the settings frame speaks the accounts' words.
    path: 'settings/timeline',
    page: 'TimelineSettingsPage',
    namespaces: ['posts', 'accounts'],
    query: pageQuery<TimelineSettingsPageQuery>(
      () => import('../../__generated__/TimelineSettingsPageQuery.graphql'),
      undefined,
      'network-only',
    ),
  },
  {
    path: 'home-timeline',
    page: 'HomeTimelinePage',
    namespaces,
    query: pageQuery<HomeTimelinePageQuery>(
      () => import('../../__generated__/HomeTimelinePageQuery.graphql'),
    ),
  },
  {
    path: 'trend',
    page: 'TrendPage',
    namespaces,
    query: pageQuery<TrendPageQuery>(() => import('../../__generated__/TrendPageQuery.graphql')),
  },
  {
    path: 'posts/:postId',
    page: 'PostPage',
    namespaces,
    metadata: 'post',
    query: pageQuery<PostPageQuery>(
      () => import('../../__generated__/PostPageQuery.graphql'),
      (params) => ({
        postId: params.postId ?? '',
      }),
    ),
  },
  {
    // The fan's own drafts: never in the sitemap, never rendered with anyone else's data.
    path: 'draft-posts',
    page: 'DraftPostsPage',
    namespaces,
    query: pageQuery<DraftPostsPageQuery>(
      () => import('../../__generated__/DraftPostsPageQuery.graphql'),
    ),
  },
  {
    path: 'topics',
    page: 'TopicsPage',
    namespaces,
    query: pageQuery<TopicsPageQuery>(() => import('../../__generated__/TopicsPageQuery.graphql')),
    handle: {
      navigation: { section: 'more', label: messages.topics, icon: 'topics', order: 30 },
    },
  },
  {
    path: 'search',
    page: 'SearchPage',
    namespaces,
    // A blank query asks for nothing: the server answers an empty page without a scan.
    query: pageQuery<SearchPageQuery>(
      () => import('../../__generated__/SearchPageQuery.graphql'),
      (_params, url) => ({
        query: url.searchParams.get('q')?.trim() ?? '',
      }),
    ),
    handle: {
      navigation: { section: 'more', label: messages.search, icon: 'search', order: 35 },
    },
  },
  {
    path: 'topics/:topicId',
    page: 'TopicPage',
    namespaces,
    query: pageQuery<TopicPageQuery>(
      () => import('../../__generated__/TopicPageQuery.graphql'),
      (params) => ({
        topicId: params.topicId ?? '',
      }),
    ),
  },
  {
    path: 'topic-categories/:topicCategoryId',
    page: 'TopicCategoryPage',
    namespaces,
    query: pageQuery<TopicCategoryPageQuery>(
      () => import('../../__generated__/TopicCategoryPageQuery.graphql'),
      (params) => ({
        topicCategoryId: params.topicCategoryId ?? '',
      }),
    ),
  },
]);
