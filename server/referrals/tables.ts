// Tables of the referrals feature: each fan's invite code, the one use of a friend's code
// per fan, the garden's referral rewards, and the operators' campaign code pages with their
// codes and redemptions.
import {
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
import { users } from '../community/tables';
import { createdAt, tenantId, type LocalizedText } from '../platform/tables';

/** One fan's personal invite code, created the first time the fan's referral is read. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    uniqueIndex('referral_codes_tenant_code').on(t.tenantId, t.code),
  ],
);

/** A fan used a friend's code: one row per invitee (the unique index makes it once). */
export const referralRedemptions = pgTable(
  'referral_redemptions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id),
    inviteeId: integer('invitee_id')
      .notNull()
      .references(() => users.id),
    inviterCoins: integer('inviter_coins').notNull(),
    inviteeCoins: integer('invitee_coins').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referral_redemptions_tenant_invitee').on(t.tenantId, t.inviteeId),
    index('referral_redemptions_tenant_inviter').on(t.tenantId, t.inviterId),
  ],
);

/** The garden's referral rewards; a garden without a row gives the defaults (rules.ts). */
export const referralSettings = pgTable('referral_settings', {
  tenantId: tenantId().primaryKey(),
  inviterCoins: integer('inviter_coins').notNull(),
  inviteeCoins: integer('invitee_coins').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A campaign code page, /campaign-code/{slug}. */
export const campaignCodePages = pgTable(
  'campaign_code_pages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    rewardCoins: integer('reward_coins').notNull(),
    perFanLimit: integer('per_fan_limit').notNull(),
    totalLimit: integer('total_limit').notNull(),
    /** Redemptions so far; raised under the page's row lock, never above totalLimit. */
    redeemedCount: integer('redeemed_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('campaign_code_pages_tenant_slug').on(t.tenantId, t.slug)],
);

/** A code of a campaign page: shared (maxUses null) or single-use (maxUses 1). */
export const campaignCodes = pgTable(
  'campaign_codes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    pageId: integer('page_id')
      .notNull()
      .references(() => campaignCodePages.id),
    code: text('code').notNull(),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaign_codes_tenant_page_code').on(t.tenantId, t.pageId, t.code),
    index('campaign_codes_tenant_page').on(t.tenantId, t.pageId, t.id),
  ],
);

/** One fan redeemed one code (once per fan and code). */
export const campaignCodeRedemptions = pgTable(
  'campaign_code_redemptions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    pageId: integer('page_id')
      .notNull()
      .references(() => campaignCodePages.id),
    codeId: integer('code_id')
      .notNull()
      .references(() => campaignCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaign_code_redemptions_tenant_code_user').on(t.tenantId, t.codeId, t.userId),
    index('campaign_code_redemptions_tenant_page_user').on(t.tenantId, t.pageId, t.userId),
  ],
);

/** Viewer.referral resolves from the viewer's code row. */
export type ViewerReferralRow = typeof referralCodes.$inferSelect;
export type CampaignCodePageRow = typeof campaignCodePages.$inferSelect;

/** A wrong campaign code a fan tried: too many in a short time are refused (rules.ts). */
export const campaignCodeFailures = pgTable(
  'campaign_code_failures',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('campaign_code_failures_tenant_user').on(t.tenantId, t.userId, t.createdAt)],
);
