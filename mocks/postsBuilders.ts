// Builders of the posts feature's types (Post, PostImage, PostDraft, PostComment, Topic,
// TopicCategory): the scalar fields of the index-th object, in a language, for
// relay-test-utils and the mock server alike.
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
    // Now and then a fan fixed a typo an hour after posting.
    editedAt: index % 7 === 4 ? mockDateTime(index * 180 - 60) : null,
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

/** The pictures shipped with the app (public/images/posts), as the demo garden uses them. */
const gardenPostImages = [
  {
    url: '/images/posts/tea-party.webp',
    width: 1200,
    height: 900,
    altText: {
      ja: '月夜の庭で、王子と人形が白いテーブルを囲んでお茶会をしているイラスト。',
      en: 'The prince and the puppet having tea at a white table in a moonlit garden.',
    },
  },
  {
    url: '/images/posts/rose-study.webp',
    width: 900,
    height: 1200,
    altText: { ja: '赤い薔薇一輪の練習スケッチ。', en: 'A practice sketch of a single red rose.' },
  },
  {
    url: '/images/posts/cafe-acrylic-stand.webp',
    width: 1200,
    height: 1200,
    altText: {
      ja: 'カフェのテーブルにカフェラテと魔王子のアクリルスタンド。',
      en: 'A café latte and an acrylic stand of the demon prince on a café table.',
    },
  },
  {
    url: '/images/posts/horns-sketch.webp',
    width: 1200,
    height: 900,
    altText: {
      ja: '魔王子の角を横から描いた三段階のスケッチ。',
      en: 'Three side-view sketches of the demon prince’s horn.',
    },
  },
] as const;

/** An image of a post: one of the demo garden's pictures with its size. */
export function buildPostImage(locale: MockLocale, index: number) {
  const image = pick(gardenPostImages, index);
  return {
    uploadId: mockGlobalId('PostImageUpload', index),
    url: image.url,
    width: image.width,
    height: image.height,
    altText: image.altText[locale],
  };
}

const gardenDraftBodies = [
  {
    ja: '第13話の予想：人形の糸は最後の一本だけ王子が自分で切る気がする。もう少し考えてから投稿する…',
    en: 'Episode 13 guess: the prince cuts the puppet’s last string himself. Thinking it over before posting…',
  },
  {
    ja: 'お茶会イラストの続き、背景の月をもう少し大きくしたい。',
    en: 'More of the tea party drawing: I want a bigger moon in the background.',
  },
] as const;

/** A draft of the viewer's; a higher index is an older draft (a day apart). */
export function buildPostDraft(locale: MockLocale, index: number) {
  const when = mockDateTime(index * 60 * 24);
  return {
    id: mockGlobalId('PostDraft', index),
    body: pick(gardenDraftBodies, index)[locale],
    visibility: index % 2 === 1 ? ('MEMBERS' as const) : ('PUBLIC' as const),
    createdAt: when,
    updatedAt: when,
  };
}

export function buildAlreadyMaxLikeCountError(locale: MockLocale) {
  return {
    message: errorMessage(locale, 'errors.alreadyMaxLikeCount', { limit: MAX_LIKES_PER_FAN }),
    maxLikeCount: MAX_LIKES_PER_FAN,
  };
}
