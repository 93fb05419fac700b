// Tables of the pages feature: the operators' pages (landing pages and free pages, as
// structured blocks), share links and banners. The page and share link tables were the
// platform's (previews only) before this feature; their SQL names stay.
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
import type { GardenPageKind } from '../__generated__/resolvers-types';
import type { StoredPageBlocks } from '../../common/pageBlocks';
import { createdAt, tenantId, type LocalizedText } from '../platform/tables';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Shareable links (/share/{url_id}): their preview, and the garden path they lead to. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    urlId: text('url_id').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url'),
    /** An internal path; "/" for links made before they led anywhere. */
    targetPath: text('target_path').notNull().default('/'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('share_links_tenant_url_id').on(t.tenantId, t.urlId)],
);

/**
 * The operators' pages: landing pages (/lp/{identifier}) and free pages (/v/{pageName}),
 * with their share preview and their blocks per language. A page without publish_starts_at
 * is a draft.
 */
export const gardenPages = pgTable(
  'landing_pages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    kind: text('kind').$type<GardenPageKind>().notNull().default('LANDING'),
    /** The identifier of a landing page, the name of a free page. */
    slug: text('identifier').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url'),
    blocks: jsonb('blocks').$type<StoredPageBlocks>().notNull().default({}),
    publishStartsAt: at('publish_starts_at'),
    publishEndsAt: at('publish_ends_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('landing_pages_tenant_kind_identifier').on(t.tenantId, t.kind, t.slug)],
);

/** Banners of the garden's sections (e.g. "home"), shown from starts_at until ends_at. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    sectionId: text('section_id').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    alt: jsonb('alt').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    href: text('href').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('banners_tenant_section').on(t.tenantId, t.sectionId, t.position)],
);

export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type GardenPageRow = typeof gardenPages.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
