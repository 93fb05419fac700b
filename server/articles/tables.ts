// The table of the articles feature: the operators' feature articles (読みもの), their
// words per language and their body in the pages' structured blocks (common/pageBlocks.ts).
import {
  boolean,
  index,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoredPageBlocks } from '../../common/pageBlocks';
import { createdAt, tenantId, type LocalizedText } from '../platform/tables';

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** The address: /articles/{slug}. */
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    lead: jsonb('lead').$type<LocalizedText>().notNull(),
    /** A path on this site or an https URL (checked by safeHref when written and read). */
    coverImageUrl: text('cover_image_url'),
    body: jsonb('body').$type<StoredPageBlocks>().notNull().default({}),
    /** Readable in full only with the MEMBERS_ONLY_POSTS perk (server/subscriptions/perks.ts). */
    membersOnly: boolean('members_only').notNull().default(false),
    /** Hidden from everyone until then (scheduled articles). */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('articles_tenant_slug').on(t.tenantId, t.slug),
    index('articles_tenant_published').on(t.tenantId, t.publishedAt, t.id),
  ],
);

export type ArticleRow = typeof articles.$inferSelect;
