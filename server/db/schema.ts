// Tables of the garden. Every table of tenant content carries tenant_id, and every
// query filters by it: ids alone never cross a tenant boundary.
import {
  bigserial,
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
import type { FeatureFlagValue } from '../../src/config';
import type { ThemeConfig } from '../../src/platform/themeConfig';

/** A text written in several languages, e.g. { ja: '雑談', en: 'Lobby' }. */
export type LocalizedText = Partial<Record<'ja' | 'en', string>>;

/** The settings of a tenant's theme it chose; the app's defaults fill in the rest. */
export type StoredTheme = Partial<ThemeConfig>;

/** Feature flags the app starts with (src/platform/featureFlags), by flag name. */
export type StoredFeatureFlags = Record<string, FeatureFlagValue>;

/** Per-language site metadata of a tenant (title, image, description, siteUrl). */
export type StoredSiteMetadata = Partial<
  Record<string, { title: string; image: string; description: string; siteUrl: string }>
>;

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  createdAt: createdAt(),
});

export const communities = pgTable('communities', {
  id: serial('id').primaryKey(),
  // One community (garden) per tenant.
  tenantId: text('tenant_id')
    .notNull()
    .unique()
    .references(() => tenants.id),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  bannerUrl: text('banner_url'),
  /** What crawlers and share previews show for the garden, per language (server/seo). */
  siteMetadata: jsonb('site_metadata').$type<StoredSiteMetadata>().notNull().default({}),
  /** CIDR ranges (or single addresses) sent to /ip-blocked (server/access). */
  blockedIpRanges: jsonb('blocked_ip_ranges').$type<string[]>().notNull().default([]),
  /** Validated on write against the app's palettes (server/db/tenantSettings.ts). */
  theme: jsonb('theme').$type<StoredTheme>().notNull().default({}),
  featureFlags: jsonb('feature_flags').$type<StoredFeatureFlags>().notNull().default({}),
  /** Installed app: keep the window at 800 × 800 on every resize (STANDALONE_WINDOW_FIXED overrides). */
  standaloneWindowFixed: boolean('standalone_window_fixed').notNull().default(false),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** The Firebase Auth uid: one fan profile per uid and tenant. */
    authUid: text('auth_uid').notNull(),
    displayName: text('display_name').notNull(),
    avatarUrl: text('avatar_url'),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set when the garden blocks this fan: pages send them to /blocked, the API refuses. */
    blockedAt: timestamp('blocked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('users_tenant_auth_uid').on(t.tenantId, t.authUid)],
);

export const channels = pgTable(
  'channels',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    position: integer('position').notNull(),
    /** Open channels are joined automatically when a fan joins the garden. */
    isOpen: boolean('is_open').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('channels_tenant_position').on(t.tenantId, t.position)],
);

export const channelMembers = pgTable(
  'channel_members',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.userId] }),
    index('channel_members_tenant_user').on(t.tenantId, t.userId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    // The serial id doubles as the monotonic ordering key behind message cursors.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_tenant_channel_order').on(t.tenantId, t.channelId, t.id)],
);

export const bannedWords = pgTable(
  'banned_words',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    word: text('word').notNull(),
  },
  (t) => [uniqueIndex('banned_words_tenant_word').on(t.tenantId, t.word)],
);

export const mutationReceipts = pgTable(
  'mutation_receipts',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** The auth uid of the caller: receipts exist before a fan profile does (joinCommunity). */
    actor: text('actor').notNull(),
    mutation: text('mutation').notNull(),
    clientMutationId: text('client_mutation_id').notNull(),
    /** What the first call produced, e.g. the message id; read back on a retry. */
    resultRef: text('result_ref'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.actor, t.mutation, t.clientMutationId] })],
);

/** Shareable links (/share/{url_id}): what a share preview shows before the app runs. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    urlId: text('url_id').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('share_links_tenant_url_id').on(t.tenantId, t.urlId)],
);

/** Landing pages (/lp/{identifier}) of campaigns, with their share preview. */
export const landingPages = pgTable(
  'landing_pages',
  {
    id: serial('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    identifier: text('identifier').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('landing_pages_tenant_identifier').on(t.tenantId, t.identifier)],
);

export type TenantRow = typeof tenants.$inferSelect;
export type CommunityRow = typeof communities.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ChannelRow = typeof channels.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type LandingPageRow = typeof landingPages.$inferSelect;
