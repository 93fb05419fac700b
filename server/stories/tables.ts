// Tables of the stories feature: stories, their chapters (each with at most one unlock
// condition) and the chapters' parts. Parts are read only through chapterContent.ts, after
// the viewer's unlock check.
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoryPartKind, StoryUnlockConditionKind } from '../__generated__/resolvers-types';
import { createdAt, tenantId, type LocalizedText } from '../platform/tables';
import { storeItems } from '../store/tables';

/** A story, /stories/{slug}. */
export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    coverImageUrl: text('cover_image_url'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stories_tenant_slug').on(t.tenantId, t.slug)],
);

/** A chapter of a story, in `position` order (0 first). */
export const storyChapters = pgTable(
  'story_chapters',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id),
    slug: text('slug').notNull(),
    position: integer('position').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    /** Null: open to everyone; else the one field of its kind is set. */
    unlockKind: text('unlock_kind').$type<StoryUnlockConditionKind>(),
    opensAt: timestamp('opens_at', { withTimezone: true, mode: 'date' }),
    supporterRankKey: text('supporter_rank_key'),
    viewPassItemId: integer('view_pass_item_id').references(() => storeItems.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('story_chapters_tenant_story_slug').on(t.tenantId, t.storyId, t.slug),
    index('story_chapters_tenant_story_position').on(t.tenantId, t.storyId, t.position),
  ],
);

export interface StoryBookPageValue {
  text: LocalizedText;
  imageUrl: string | null;
  imageAlt: LocalizedText;
}

/** What a part holds, by its kind. */
export type StoryPartBody =
  | { kind: 'BOOK'; pages: StoryBookPageValue[] }
  | { kind: 'VIDEO'; videoUrl: string; posterUrl: string | null }
  | { kind: 'EXTERNAL_LINK'; url: string; description: LocalizedText };

/** One part of a chapter, in `position` order. */
export const storyParts = pgTable(
  'story_parts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => storyChapters.id),
    position: integer('position').notNull(),
    kind: text('kind').$type<StoryPartKind>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<StoryPartBody>().notNull(),
  },
  (t) => [index('story_parts_tenant_chapter').on(t.tenantId, t.chapterId, t.position)],
);

export type StoryRow = typeof stories.$inferSelect;
export type StoryChapterRow = typeof storyChapters.$inferSelect;
export type StoryPartRow = typeof storyParts.$inferSelect;
/** A chapter's unlock condition, read from its row (StoryUnlockCondition). */
export type StoryUnlockConditionRow = Pick<
  StoryChapterRow,
  'opensAt' | 'supporterRankKey' | 'viewPassItemId'
> & { kind: StoryUnlockConditionKind };
/** Each part type resolves from its stored row (StoryPart's type is the row's kind). */
export type StoryBookPartRow = StoryPartRow;
export type StoryVideoPartRow = StoryPartRow;
export type StoryExternalLinkPartRow = StoryPartRow;
