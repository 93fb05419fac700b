// Tables of the supporter rank feature: seasons (window, ranks, whether spending counts), each
// fan's choice to appear anonymously, and the final standing of each rewarded fan, written
// once by the season-end job. Points themselves are never stored: they are counted from the
// activity log (and paid orders) of the season's window (standings.ts).
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
import { users } from '../community/tables';
import type { StoredReward } from '../engagement/tables';
import { createdAt, tenantId, type LocalizedText } from '../platform/tables';

/** One rank of a season: reached at `threshold` points, rewarded at the season's end. */
export interface StoredSupporterRank {
  key: string;
  name: LocalizedText;
  threshold: number;
  rewards: StoredReward[];
}

export const supporterSeasons = pgTable(
  'supporter_seasons',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** Midnight Asia/Tokyo of the first day. */
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Midnight Asia/Tokyo after the last day (exclusive). */
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    countsSpending: boolean('counts_spending').notNull().default(false),
    /** Lowest threshold first. */
    ranks: jsonb('ranks').$type<StoredSupporterRank[]>().notNull(),
    /** Set by the season-end job, in the transaction that gave the rewards. */
    rewardsGrantedAt: timestamp('rewards_granted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('supporter_seasons_tenant_starts').on(t.tenantId, t.startsAt)],
);

/** A fan who chose to appear on leaderboards as an anonymous supporter (no row: by name). */
export const supporterRankPreferences = pgTable(
  'supporter_rank_preferences',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    hidden: boolean('hidden').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

/** A fan's final standing in an ended season; one row per fan and season, so rewards go once. */
export const supporterSeasonResults = pgTable(
  'supporter_season_results',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => supporterSeasons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    points: integer('points').notNull(),
    position: integer('position').notNull(),
    /** The rank held at the end; null below the first threshold. */
    rankKey: text('rank_key'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('supporter_season_results_fan').on(t.tenantId, t.seasonId, t.userId)],
);

export type SupporterSeasonRow = typeof supporterSeasons.$inferSelect;

/** SupporterRank resolves from the stored rank. */
export type SupporterRankRow = StoredSupporterRank;

/** SupporterStanding resolves from its season and the viewer (null: a visitor). */
export type SupporterStandingRow = {
  season: SupporterSeasonRow;
  userId: number | null;
};

/** SupporterLeaderboardEntry resolves from one counted standing of a season. */
export type SupporterLeaderboardEntryRow = {
  season: SupporterSeasonRow;
  userId: number;
  points: number;
  position: number;
  /** The row in the list, from 0. */
  row: number;
};
