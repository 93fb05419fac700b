import { defineMessages } from 'react-intl';
import type { StoriesPageQuery } from '../../__generated__/StoriesPageQuery.graphql';
import type { StoryChapterPageQuery } from '../../__generated__/StoryChapterPageQuery.graphql';
import type { StoryPageQuery } from '../../__generated__/StoryPageQuery.graphql';
import { featureRoutes, pageQuery } from '../../routing/routeDeclaration';
import { CHAPTERS_PAGE_SIZE, STORIES_PAGE_SIZE } from './storiesPageSize';

const messages = defineMessages({
  stories: { id: 'common.nav.stories' },
});

/** The garden's stories, one story's chapters and one chapter's reader. */
export const storiesRoutes = featureRoutes('stories', [
  {
    path: 'stories',
    page: 'StoriesPage',
    query: pageQuery<StoriesPageQuery>(
      () => import('../../__generated__/StoriesPageQuery.graphql'),
      () => ({ count: STORIES_PAGE_SIZE }),
    ),
    sitemap: 'page',
    handle: {
      navigation: { section: 'more', label: messages.stories, icon: 'stories', order: 24 },
    },
  },
  {
    path: 'stories/:storyId',
    page: 'StoryPage',
    // network-only: chapters open by the date, the fan's rank and what they bought.
    query: pageQuery<StoryPageQuery>(
      () => import('../../__generated__/StoryPageQuery.graphql'),
      (params) => ({ storyId: params.storyId ?? '', count: CHAPTERS_PAGE_SIZE }),
      'network-only',
    ),
  },
  {
    path: 'stories/:storyId/chapters/:chapterId',
    page: 'StoryChapterPage',
    query: pageQuery<StoryChapterPageQuery>(
      () => import('../../__generated__/StoryChapterPageQuery.graphql'),
      (params) => ({ storyId: params.storyId ?? '', chapterId: params.chapterId ?? '' }),
      'network-only',
    ),
  },
]);
