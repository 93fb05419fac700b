// Builders of the posts feature's types (Post, PostComment, Topic, TopicCategory): the
// scalar fields of the index-th object, in a language, for relay-test-utils and the
// mock server alike.
import { MAX_LIKES_PER_FAN } from '../common/limits';
import { errorMessage } from './errorMessages';
import { mockDateTime, mockGlobalId } from './gardenBuilders';
import {
  gardenComments,
  gardenOfficialPosts,
  gardenPosts,
  gardenTopicCategories,
  gardenTopics,
  type MockLocale,
} from './gardenContent';

function pick<T>(list: readonly T[], index: number): T {
  return list[(((index - 1) % list.length) + list.length) % list.length];
}

/** Every fifth post (1, 6, 11, …) is the official account's. */
export function isOfficialPostIndex(index: number): boolean {
  return index % 5 === 1;
}

/**
 * A post of the timeline; a higher index is an older post (3 hours apart). Fans' posts
 * alternate members-only and public; the official announcements are public.
 */
export function buildPost(locale: MockLocale, index: number) {
  const official = isOfficialPostIndex(index);
  const text = official
    ? pick(gardenOfficialPosts, Math.ceil(index / 5))
    : pick(gardenPosts, index - Math.ceil(index / 5));
  const likeCount = ((index * 7) % 23) + 1;
  return {
    id: mockGlobalId('Post', index),
    body: text[locale],
    createdAt: mockDateTime(index * 180),
    visibility: official || index % 2 === 1 ? ('PUBLIC' as const) : ('MEMBERS' as const),
    isOfficial: official,
    likeCount,
    viewerLikeCount: Math.min(index % 4, likeCount),
    maxLikesPerFan: MAX_LIKES_PER_FAN,
    viewerIsAuthor: false,
    viewerCanDelete: false,
    commentCount: index % 3,
  };
}

/** A comment on a post; a higher index is a newer comment. */
export function buildPostComment(locale: MockLocale, index: number) {
  return {
    id: mockGlobalId('PostComment', index),
    body: pick(gardenComments, index)[locale],
    createdAt: mockDateTime(Math.max(0, 60 - index) * 5),
    viewerIsAuthor: false,
  };
}

export function buildTopic(locale: MockLocale, index: number) {
  const topic = pick(gardenTopics, index);
  return {
    id: mockGlobalId('Topic', index),
    name: topic.name[locale],
    description: topic.description[locale],
    postCount: ((index * 11) % 40) + 2,
  };
}

export function buildTopicCategory(locale: MockLocale, index: number) {
  return {
    id: mockGlobalId('TopicCategory', index),
    name: pick(gardenTopicCategories, index)[locale],
  };
}

export function buildAlreadyMaxLikeCountError(locale: MockLocale) {
  return {
    message: errorMessage(locale, 'errors.alreadyMaxLikeCount', { limit: MAX_LIKES_PER_FAN }),
    maxLikeCount: MAX_LIKES_PER_FAN,
  };
}
