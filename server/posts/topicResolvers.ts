// Topics, their categories, and the garden's lists: the timelines, trend, topics, categories.
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { toGlobalId } from '../graphql/globalId';
import { pickLocalized } from '../graphql/language';
import { readHomeTimeline, readTrend } from './feeds';
import { readPostPage, visiblePosts } from './postPage';
import { searchPosts } from './searchPosts';
import { posts, topics } from './tables';
import { readTopicCategoryPage, readTopicPage } from './topicPage';

/** Pinned posts shown above a topic's list: a handful, never a second feed. */
const MAX_PINNED_POSTS = 3;

export const topicResolvers: Resolvers = {
  Community: {
    timeline: (_community, args, context) => readPostPage(context, undefined, args),
    homeTimeline: (_community, args, context) => readHomeTimeline(context, args),
    trend: (_community, args, context) => readTrend(context, args),
    searchPosts: (_community, args, context) => searchPosts(context, args),
    topicCategories: (_community, args, context) => readTopicCategoryPage(context, args),
    topics: (_community, args, context) => readTopicPage(context, undefined, args),
  },
  TopicCategory: {
    id: (category) => toGlobalId('TopicCategory', category.id),
    name: (category, _args, context) => pickLocalized(category.name, context.language),
    topics: (category, args, context) =>
      readTopicPage(context, eq(topics.categoryId, category.id), args),
  },
  Topic: {
    id: (topic) => toGlobalId('Topic', topic.id),
    name: (topic, _args, context) => pickLocalized(topic.name, context.language),
    description: (topic, _args, context) => pickLocalized(topic.description, context.language),
    category: (topic, _args, context) =>
      topic.categoryId === null
        ? null
        : context.loaders.posts.topicCategoryById.load(topic.categoryId),
    postCount: async (topic, _args, context) =>
      context.db.count(posts, and(eq(posts.topicId, topic.id), await visiblePosts(context))),
    pinnedPosts: async (topic, _args, context) =>
      context.db
        .select(
          posts,
          and(eq(posts.topicId, topic.id), isNotNull(posts.pinnedAt), await visiblePosts(context)),
        )
        .orderBy(desc(posts.pinnedAt))
        .limit(MAX_PINNED_POSTS),
    posts: (topic, args, context) =>
      readPostPage(context, and(eq(posts.topicId, topic.id), isNull(posts.pinnedAt)), args),
  },
};
