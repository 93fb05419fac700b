// Tables of the platform: tenants, their garden (community) with its settings, banned
// words, mutation receipts and scheduled jobs. Every table of tenant content
// carries tenant_id (tenantId() below), and every query goes through the tenant scope
// (server/db/tenantScope.ts): ids alone never cross a tenant boundary.
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
import type { FeatureFlagValue } from '../../common/appConfig';
import type { ThemeConfig } from '../../common/themeConfig';

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

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  createdAt: createdAt(),
});

/**
 * The tenant_id column of every table of tenant content: the one way a table joins the
 * tenancy, so the probe test and the scoped queries (server/db/tenantScope.ts) find it.
 */
export const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);

export const communities = pgTable('communities', {
  id: serial('id').primaryKey(),
  // One community (garden) per tenant.
  tenantId: tenantId().unique(),
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

export const bannedWords = pgTable(
  'banned_words',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    word: text('word').notNull(),
  },
  (t) => [uniqueIndex('banned_words_tenant_word').on(t.tenantId, t.word)],
);

export const mutationReceipts = pgTable(
  'mutation_receipts',
  {
    tenantId: tenantId(),
    /** The auth uid of the caller: receipts exist before a fan profile does (joinCommunity). */
    actor: text('actor').notNull(),
    mutation: text('mutation').notNull(),
    clientMutationId: text('client_mutation_id').notNull(),
    /** What the first call produced, e.g. the message id; read back on a retry. */
    resultRef: text('result_ref'),
    /** SHA-256 of the first call's input: the same id with another input is refused. */
    inputHash: text('input_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.actor, t.mutation, t.clientMutationId] }),
    // Expired receipts are deleted by age (db/idempotency.ts).
    index('mutation_receipts_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Work a feature scheduled for later (a prize draw's close, a season's end): due at
 * run_at, done once (server/platform/scheduledJobs.ts). One job per tenant, kind and key.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scheduled_jobs_tenant_kind_key').on(t.tenantId, t.kind, t.key),
    index('scheduled_jobs_due').on(t.runAt),
  ],
);

export type CommunityRow = typeof communities.$inferSelect;
