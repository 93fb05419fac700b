// Tables of the posts feature: topics and their categories, posts, likes and comments.
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../community/tables';
import { createdAt, tenantId, type LocalizedText } from '../platform/tables';

export const postVisibility = pgEnum('post_visibility', ['MEMBERS', 'PUBLIC']);

export const topicCategories = pgTable(
  'topic_categories',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('topic_categories_tenant_position').on(t.tenantId, t.position)],
);

export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    categoryId: integer('category_id').references(() => topicCategories.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('topics_tenant_position').on(t.tenantId, t.position)],
);

export const posts = pgTable(
  'posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    topicId: integer('topic_id').references(() => topics.id),
    body: text('body').notNull(),
    /** The body folded for search (common/searchText.ts): width, kana and case made one. */
    searchText: text('search_text').notNull().default(''),
    /**
     * The search index's grams of searchText (common/searchText.ts searchGrams: each
     * character and each adjacent pair), so a search asks the GIN index first.
     */
    searchGrams: text('search_grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    visibility: postVisibility('visibility').notNull(),
    /** Written by the garden's official account: a badge, and it may be pinned. */
    isOfficial: boolean('is_official').notNull().default(false),
    /** Set on official posts pinned to the top of their topic. */
    pinnedAt: timestamp('pinned_at', { withTimezone: true, mode: 'date' }),
    /** Kept in step by likePost in the same transaction as the fan's like row. */
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /** The trend ranking (trendScore.ts), moved with the counts in the same statement. */
    trendScore: doublePrecision('trend_score').notNull().default(0),
    createdAt: createdAt(),
    /** When its author last changed it (editPost); null when never. */
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // The timeline pages by id, newest first; a topic's page likewise.
    index('posts_tenant_id').on(t.tenantId, t.id),
    index('posts_tenant_topic_id').on(t.tenantId, t.topicId, t.id),
    // A fan's own posts (the home timeline reads those of the fans one follows).
    index('posts_tenant_author_id').on(t.tenantId, t.authorId, t.id),
    index('posts_tenant_trend').on(t.tenantId, t.trendScore.desc(), t.id.desc()),
    // Search: the posts holding all of a query's grams (pg_trgm skips CJK in the C locale).
    index('posts_search_grams').using('gin', t.searchGrams),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    tenantId: tenantId(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 1 to MAX_LIKES_PER_FAN: a fan cheers a post with several likes. */
    count: integer('count').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_likes_tenant_user').on(t.tenantId, t.userId),
  ],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('post_comments_tenant_post_id').on(t.tenantId, t.postId, t.id)],
);

/**
 * A fan's post saved for later: only its author ever reads it. Publishing writes a new
 * post (so it reaches the top of the timeline then, not where the draft was started) and
 * deletes the draft; no feed, search or node of posts ever sees a draft.
 */
export const postDrafts = pgTable(
  'post_drafts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    topicId: integer('topic_id').references(() => topics.id),
    /** 0 to MAX_POST_LENGTH characters: a draft may be empty, a post may not. */
    body: text('body').notNull(),
    visibility: postVisibility('visibility').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('post_drafts_tenant_author_id').on(t.tenantId, t.authorId, t.id)],
);

/**
 * An image a fan uploaded for a post (POST /uploads/post-image), re-encoded, with its
 * size. Unattached at first (readable by its uploader only), then held by a draft (still
 * the author's only) and finally by a post (as readable as the post). Demo images shipped
 * with the app (public/images) have a `publicPath` instead of a storage key.
 */
export const postImages = pgTable(
  'post_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id),
    storageKey: text('storage_key'),
    publicPath: text('public_path'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    altText: text('alt_text').notNull().default(''),
    postId: bigint('post_id', { mode: 'number' }).references(() => posts.id, {
      onDelete: 'cascade',
    }),
    draftId: bigint('draft_id', { mode: 'number' }).references(() => postDrafts.id, {
      onDelete: 'cascade',
    }),
    /** The order within its post or draft, from 0. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('post_images_tenant_post').on(t.tenantId, t.postId, t.position),
    index('post_images_tenant_draft').on(t.tenantId, t.draftId, t.position),
    uniqueIndex('post_images_storage_key').on(t.storageKey),
  ],
);

export type TopicCategoryRow = typeof topicCategories.$inferSelect;
export type TopicRow = typeof topics.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
export type PostCommentRow = typeof postComments.$inferSelect;
export type PostDraftRow = typeof postDrafts.$inferSelect;
export type PostImageRow = typeof postImages.$inferSelect;

/** What a fan's home timeline shows (no row: everything, the defaults). */
export const timelinePreferences = pgTable(
  'timeline_preferences',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    showOfficialPosts: boolean('show_official_posts').notNull().default(true),
    showFollowedPosts: boolean('show_followed_posts').notNull().default(true),
    showOwnPosts: boolean('show_own_posts').notNull().default(true),
    /** Posts filed under a topic (the topic boards); off keeps only free posts. */
    showTopicPosts: boolean('show_topic_posts').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

export type StoredTimelinePreferences = typeof timelinePreferences.$inferSelect;
