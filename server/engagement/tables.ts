// Tables of the engagement feature: the activity log every feature writes to, missions and
// the step track they feed, daily check-in with its presents and exchange, voting events and
// profile badges. Rewards of every kind are recorded in reward_grants (rewards.ts).
import {
  bigserial,
  boolean,
  date,
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
import { users } from '../community/tables';
import { createdAt, tenantId, type LocalizedText } from '../platform/tables';

/** The fifteen mission kinds of spec §3: what a fan did, as the activity log records it. */
export const activityKinds = [
  'CHAT_ROOM_POST',
  'COMMENT',
  'POST',
  'POST_LIKE',
  'USER_FOLLOW',
  'COMMUNITY_REGISTRATION',
  'LOGGED_IN',
  'PUSH_NOTIFICATION',
  'PWA',
  'REFERRAL_CODE',
  'TREASURE_MACHINE_DRAW',
  'CASUAL_GAME_PLAY',
  'ARENA_GAME_PLAY',
  'NFT_GET',
  'NFT_COLLECTION',
] as const;
export type ActivityKind = (typeof activityKinds)[number];
export const activityKind = pgEnum('activity_kind', activityKinds);

/** Spec §3's mission rewards; the kinds whose feature has not landed are recorded, not granted. */
export const rewardKinds = [
  'COIN',
  'COLLECTABLE_CARD',
  'GAME_CARD_LEVEL_UP_ITEM',
  'NFT',
  'PROFILE_BADGE',
  'STEP_MISSION_POINT',
  'TREASURE_MACHINE_TICKET',
] as const;
export type RewardKind = (typeof rewardKinds)[number];
export const rewardKind = pgEnum('reward_kind', rewardKinds);

/** One reward of a mission, step, present or store item. */
export interface StoredReward {
  kind: RewardKind;
  amount: number;
  /** PROFILE_BADGE: the badge's key in the garden. */
  badgeKey?: string;
  /** COLLECTABLE_CARD: the card's id in the garden. */
  cardId?: number;
}

export const missionPeriod = pgEnum('mission_period', ['ONCE', 'DAILY', 'WEEKLY', 'MONTHLY']);

/**
 * The durable activity log: one row per thing a fan did, written in the transaction of the
 * action. `sourceKey` names the action (e.g. `chat:123`), so the same action is logged once.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: activityKind('kind').notNull(),
    sourceKey: text('source_key').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set by the one processing that counted it (activityProcessing.ts). */
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('activity_events_tenant_kind_source').on(t.tenantId, t.kind, t.sourceKey),
    index('activity_events_tenant_processed').on(t.tenantId, t.processedAt, t.id),
    index('activity_events_tenant_user').on(t.tenantId, t.userId, t.id),
  ],
);

export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    kind: activityKind('kind').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    targetCount: integer('target_count').notNull(),
    period: missionPeriod('period').notNull(),
    rewards: jsonb('rewards').$type<StoredReward[]>().notNull(),
    position: integer('position').notNull(),
    /** Operators retire a mission instead of deleting it: progress and claims stay. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('missions_tenant_kind').on(t.tenantId, t.kind)],
);

/** A fan's count for one mission in one period (`ONCE`, `2026-11-22`, `W2026-11-16`, `2026-11`). */
export const missionProgress = pgTable(
  'mission_progress',
  {
    tenantId: tenantId(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    periodKey: text('period_key').notNull(),
    count: integer('count').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.missionId, t.userId, t.periodKey] }),
    index('mission_progress_tenant_user').on(t.tenantId, t.userId),
  ],
);

/** The garden's step track: step mission points unlock its steps in order. */
export const stepMissionSteps = pgTable(
  'step_mission_steps',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    position: integer('position').notNull(),
    requiredPoints: integer('required_points').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    rewards: jsonb('rewards').$type<StoredReward[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('step_mission_steps_tenant_position').on(t.tenantId, t.position)],
);

export const stepMissionPoints = pgTable('step_mission_points', {
  tenantId: tenantId(),
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  points: integer('points').notNull(),
});

export const stepMissionClaims = pgTable(
  'step_mission_claims',
  {
    tenantId: tenantId(),
    stepId: integer('step_id')
      .notNull()
      .references(() => stepMissionSteps.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    claimedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.stepId, t.userId] }),
    index('step_mission_claims_tenant_user').on(t.tenantId, t.userId),
  ],
);

/** Every reward given, by kind: a durable record, and the queue of kinds not granted yet. */
export const rewardGrants = pgTable(
  'reward_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** What earned it, e.g. `mission:3:2026-11-22`; one grant per reference and kind. */
    reference: text('reference').notNull(),
    kind: rewardKind('kind').notNull(),
    amount: integer('amount').notNull(),
    badgeKey: text('badge_key'),
    /** When the reward reached its feature; null while that feature has not landed. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reward_grants_tenant_user_reference_kind').on(
      t.tenantId,
      t.userId,
      t.reference,
      t.kind,
    ),
  ],
);

/** One check-in per fan and Tokyo day, with the streak and total it made. */
export const checkIns = pgTable(
  'check_ins',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    streak: integer('streak').notNull(),
    total: integer('total').notNull(),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    index('check_ins_tenant_user_day').on(t.tenantId, t.userId, t.day),
  ],
);

/** What a fan may spend at /check-in/stores: earned by checking in, spent on items. */
export const checkInPointBalances = pgTable('check_in_point_balances', {
  tenantId: tenantId(),
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  points: integer('points').notNull(),
});

export const checkInPresentRule = pgEnum('check_in_present_rule', ['STREAK', 'TOTAL']);

export const checkInPresents = pgTable(
  'check_in_presents',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url'),
    rule: checkInPresentRule('rule').notNull(),
    threshold: integer('threshold').notNull(),
    rewards: jsonb('rewards').$type<StoredReward[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('check_in_presents_tenant').on(t.tenantId, t.threshold)],
);

export const checkInPresentClaims = pgTable(
  'check_in_present_claims',
  {
    tenantId: tenantId(),
    presentId: integer('present_id')
      .notNull()
      .references(() => checkInPresents.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    claimedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.presentId, t.userId] }),
    index('check_in_present_claims_tenant_user').on(t.tenantId, t.userId),
  ],
);

export const checkInStoreItems = pgTable(
  'check_in_store_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url'),
    pricePoints: integer('price_points').notNull(),
    rewards: jsonb('rewards').$type<StoredReward[]>().notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('check_in_store_items_tenant_position').on(t.tenantId, t.position)],
);

export const votingEvents = pgTable(
  'voting_events',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** The event's path segment: /voting-event/{identifier}. */
    identifier: text('identifier').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url'),
    opensAt: timestamp('opens_at', { withTimezone: true, mode: 'date' }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true, mode: 'date' }).notNull(),
    freeVotesPerDay: integer('free_votes_per_day').notNull(),
    /** Counts are shown while voting is open, or only on the result after the close. */
    showCounts: boolean('show_counts').notNull(),
    /** Coins per vote beyond the day's free votes; null: no extra votes on this event. */
    extraVoteCoinPrice: integer('extra_vote_coin_price'),
    shareRewardCoins: integer('share_reward_coins').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('voting_events_tenant_identifier').on(t.tenantId, t.identifier)],
);

export const votingCandidates = pgTable(
  'voting_candidates',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => votingEvents.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url'),
    position: integer('position').notNull(),
    /** Kept in step with votes in the transaction that casts them. */
    voteCount: integer('vote_count').notNull().default(0),
  },
  (t) => [index('voting_candidates_tenant_event').on(t.tenantId, t.eventId, t.position)],
);

/** Free votes a fan used on one event and Tokyo day. */
export const votingDailyUsage = pgTable(
  'voting_daily_usage',
  {
    tenantId: tenantId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => votingEvents.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    freeVotesUsed: integer('free_votes_used').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId, t.day] }),
    index('voting_daily_usage_tenant_user').on(t.tenantId, t.userId),
  ],
);

export const votes = pgTable(
  'votes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => votingEvents.id),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => votingCandidates.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('votes_tenant_event_user').on(t.tenantId, t.eventId, t.userId)],
);

export const votingShareRewards = pgTable(
  'voting_share_rewards',
  {
    tenantId: tenantId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => votingEvents.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('voting_share_rewards_tenant_user').on(t.tenantId, t.userId),
  ],
);

export const badges = pgTable(
  'badges',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    key: text('key').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** A short emoji or glyph: the badge's medal when it has no image. */
    symbol: text('symbol').notNull(),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('badges_tenant_key').on(t.tenantId, t.key)],
);

export const userBadges = pgTable(
  'user_badges',
  {
    tenantId: tenantId(),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The one badge shown next to the fan's name in chat (at most one per fan). */
    shown: boolean('shown').notNull().default(false),
    earnedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.badgeId, t.userId] }),
    index('user_badges_tenant_user').on(t.tenantId, t.userId),
  ],
);

export type MissionRow = typeof missions.$inferSelect;
export type StepMissionStepRow = typeof stepMissionSteps.$inferSelect;
export type CheckInDayRow = typeof checkIns.$inferSelect;
export type CheckInPresentRow = typeof checkInPresents.$inferSelect;
export type CheckInStoreItemRow = typeof checkInStoreItems.$inferSelect;
export type VotingEventRow = typeof votingEvents.$inferSelect;
export type VotingCandidateRow = typeof votingCandidates.$inferSelect;
export type BadgeRow = typeof badges.$inferSelect;
export type RewardRow = StoredReward;
export type EarnedBadgeRow = typeof userBadges.$inferSelect;
/** The viewer's check-in and step track are resolved per field from who is asking. */
export type CheckInStatusRow = { userId: number | null };
export type StepMissionTrackRow = { userId: number | null };
