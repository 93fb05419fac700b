// Tables of the information feature: news articles, who read them, who starred them, and
// the official schedule.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { InformationCategory } from '../__generated__/resolvers-types';
import { users } from '../community/tables';
import { createdAt, tenantId, type LocalizedText } from '../platform/tables';

export const informationArticles = pgTable(
  'information_articles',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    category: text('category').$type<InformationCategory>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    /** Per language, the paragraphs in order. */
    body: jsonb('body').$type<Partial<Record<'ja' | 'en', string[]>>>().notNull(),
    pinnedAt: timestamp('pinned_at', { withTimezone: true, mode: 'date' }),
    /** Readable in full only with the MEMBERS_ONLY_POSTS perk (server/subscriptions/perks.ts). */
    membersOnly: boolean('members_only').notNull().default(false),
    /** Hidden from everyone until then (scheduled articles). */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('information_articles_tenant_published').on(t.tenantId, t.publishedAt)],
);

export const informationReads = pgTable(
  'information_reads',
  {
    tenantId: tenantId(),
    articleId: integer('article_id')
      .notNull()
      .references(() => informationArticles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.userId] }),
    index('information_reads_tenant_user').on(t.tenantId, t.userId),
  ],
);

export const informationFavorites = pgTable(
  'information_favorites',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    articleId: integer('article_id')
      .notNull()
      .references(() => informationArticles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('information_favorites_tenant_user').on(t.tenantId, t.userId, t.id),
    uniqueIndex('information_favorites_article_user').on(t.tenantId, t.articleId, t.userId),
  ],
);

export const officialSchedules = pgTable(
  'official_schedules',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    place: jsonb('place').$type<LocalizedText>(),
    streamUrl: text('stream_url'),
    createdAt: createdAt(),
  },
  (t) => [index('official_schedules_tenant_ends').on(t.tenantId, t.endsAt, t.id)],
);

export type InformationArticleRow = typeof informationArticles.$inferSelect;
export type OfficialScheduleRow = typeof officialSchedules.$inferSelect;
