// Per-request loaders of the supporter rank feature, through the tenant scope. A season's
// standings are counted once per request and shared by the standing and the leaderboard.
import { inArray } from 'drizzle-orm';
import { createBatchLoader, type BatchLoader } from '../graphql/batchLoader';
import type { NodeLoader, RequestScope } from '../platform/serverFeature';
import { currentSeason } from './seasons';
import { seasonStandings, type Standing } from './standings';
import { supporterRankPreferences, supporterSeasons, type SupporterSeasonRow } from './tables';

export interface SupporterRankLoaders {
  seasonById: NodeLoader<SupporterSeasonRow>;
  currentSeason(): Promise<SupporterSeasonRow | null>;
  /** Every fan with points in the season, most first. */
  standings(season: SupporterSeasonRow): Promise<Standing[]>;
  /** Whether a fan chose to appear as an anonymous supporter. */
  hiddenFromLeaderboard: BatchLoader<number, boolean>;
}

export function createSupporterRankLoaders({ db }: RequestScope): SupporterRankLoaders {
  let current: Promise<SupporterSeasonRow | null> | undefined;
  const standings = new Map<number, Promise<Standing[]>>();
  return {
    seasonById: db.rowsById(supporterSeasons),
    currentSeason: () => (current ??= currentSeason(db)),
    standings: (season) => {
      let counted = standings.get(season.id);
      if (!counted) {
        counted = seasonStandings(db, season);
        standings.set(season.id, counted);
      }
      return counted;
    },
    hiddenFromLeaderboard: createBatchLoader(async (userIds: number[]) => {
      const rows = await db.select(
        supporterRankPreferences,
        inArray(supporterRankPreferences.userId, userIds),
      );
      return new Map(rows.map((row) => [row.userId, row.hidden]));
    }, false),
  };
}
