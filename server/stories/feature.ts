// The stories feature: stories with chapters of book, video and link parts, each chapter
// locked or not by a period, a supporter rank or a view pass (a store item).
import { defineServerFeature } from '../platform/serverFeature';
import { createStoriesLoaders } from './loaders';
import { storyOperatorResolvers } from './operatorResolvers';
import { storyEditResolvers } from './storyEditResolvers';
import { storyResolvers } from './storyResolvers';
import { stories, storyChapters, storyParts } from './tables';

export const storiesFeature = defineServerFeature({
  name: 'stories',
  resolvers: [storyResolvers, storyOperatorResolvers, storyEditResolvers],
  tables: { stories, storyChapters, storyParts },
  loaders: createStoriesLoaders,
  nodeTypes: {
    Story: (loaders) => loaders.storyById,
    StoryChapter: (loaders) => loaders.chapterById,
  },
});
