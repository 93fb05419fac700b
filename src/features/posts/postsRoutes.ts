import { defineMessages } from 'react-intl';
import DraftPostsPageQueryNode, {
  type DraftPostsPageQuery,
} from '../../__generated__/DraftPostsPageQuery.graphql';
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
import TimelineSettingsPageQueryNode, {
  type TimelineSettingsPageQuery,
} from '../../__generated__/TimelineSettingsPageQuery.graphql';
import TopicCategoryPageQueryNode, {
  type TopicCategoryPageQuery,
} from '../../__generated__/TopicCategoryPageQuery.graphql';
import TopicPageQueryNode, {
  type TopicPageQuery,
} from '../../__generated__/TopicPageQuery.graphql';
import TopicsPageQueryNode, {
  type TopicsPageQuery,
} from '../../__generated__/TopicsPageQuery.graphql';
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
    query: pageQuery<TimelinePageQuery>(TimelinePageQueryNode),
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
      TimelineSettingsPageQueryNode,
      undefined,
      'network-only',
    ),
  },
  {
    path: 'home-timeline',
    page: 'HomeTimelinePage',
    namespaces,
    query: pageQuery<HomeTimelinePageQuery>(HomeTimelinePageQueryNode),
  },
  {
    path: 'trend',
    page: 'TrendPage',
    namespaces,
    query: pageQuery<TrendPageQuery>(TrendPageQueryNode),
  },
  {
    path: 'posts/:postId',
    page: 'PostPage',
    namespaces,
    metadata: 'post',
    query: pageQuery<PostPageQuery>(PostPageQueryNode, (params) => ({
      postId: params.postId ?? '',
    })),
  },
  {
    // The fan's own drafts: never in the sitemap, never rendered with anyone else's data.
    path: 'draft-posts',
    page: 'DraftPostsPage',
    namespaces,
    query: pageQuery<DraftPostsPageQuery>(DraftPostsPageQueryNode),
  },
  {
    path: 'topics',
    page: 'TopicsPage',
    namespaces,
    query: pageQuery<TopicsPageQuery>(TopicsPageQueryNode),
    handle: {
      navigation: { section: 'more', label: messages.topics, icon: 'topics', order: 30 },
    },
  },
  {
    path: 'search',
    page: 'SearchPage',
    namespaces,
    // A blank query asks for nothing: the server answers an empty page without a scan.
    query: pageQuery<SearchPageQuery>(SearchPageQueryNode, (_params, url) => ({
      query: url.searchParams.get('q')?.trim() ?? '',
    })),
    handle: {
      navigation: { section: 'more', label: messages.search, icon: 'search', order: 35 },
    },
  },
  {
    path: 'topics/:topicId',
    page: 'TopicPage',
    namespaces,
    query: pageQuery<TopicPageQuery>(TopicPageQueryNode, (params) => ({
      topicId: params.topicId ?? '',
    })),
  },
  {
    path: 'topic-categories/:topicCategoryId',
    page: 'TopicCategoryPage',
    namespaces,
    query: pageQuery<TopicCategoryPageQuery>(TopicCategoryPageQueryNode, (params) => ({
      topicCategoryId: params.topicCategoryId ?? '',
    })),
  },
]);
