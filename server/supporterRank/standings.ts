// A season's standings, counted from what fans did in its window: activity events (each
// event one row of the log, so counted once however often it was processed) weighted by
// pointRules.ts, plus paid store orders when the season counts spending. Ties share a
// place: a fan's position is 1 + the number of fans with more points.
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import { activityEvents } from '../engagement/tables';
import { orders } from '../store/tables';
import { SUPPORTER_POINTS_PER_ACTIVITY, YEN_PER_SPENDING_POINT } from './pointRules';
import type { StoredSupporterRank, SupporterSeasonRow } from './tables';

export interface Standing {
  userId: number;
  points: number;
  position: number;
}

/** Every fan with points in the season, most points first (ties by who joined first). */
export async function seasonStandings(
  db: TenantScope,
  season: SupporterSeasonRow,
  /** Count only this fan (their position is then 1). */
  onlyUserId?: number,
): Promise<Standing[]> {
  const points = new Map<number, number>();
  const add = (userId: number, value: number) =>
    points.set(userId, (points.get(userId) ?? 0) + value);
  const activity = await db
    .selectFields(
      { userId: activityEvents.userId, kind: activityEvents.kind, events: count() },
      activityEvents,
      and(
        gte(activityEvents.occurredAt, season.startsAt),
        lt(activityEvents.occurredAt, season.endsAt),
        onlyUserId === undefined ? undefined : eq(activityEvents.userId, onlyUserId),
      ),
    )
    .groupBy(activityEvents.userId, activityEvents.kind);
  for (const row of activity) add(row.userId, row.events * SUPPORTER_POINTS_PER_ACTIVITY[row.kind]);
  if (season.countsSpending) {
    const spent = await db
      .selectFields(
        { userId: orders.userId, yen: sql<number>`coalesce(sum(${orders.total}), 0)::int` },
        orders,
        and(
          eq(orders.status, 'PAID'),
          gte(orders.createdAt, season.startsAt),
          lt(orders.createdAt, season.endsAt),
          onlyUserId === undefined ? undefined : eq(orders.userId, onlyUserId),
        ),
      )
      .groupBy(orders.userId);
    for (const row of spent) add(row.userId, Math.floor(row.yen / YEN_PER_SPENDING_POINT));
  }
  const sorted = [...points]
    .filter(([, value]) => value > 0)
    .sort(([userA, a], [userB, b]) => b - a || userA - userB);
  const standings: Standing[] = [];
  sorted.forEach(([userId, value], index) => {
    const previous = standings[index - 1];
    const position = previous && previous.points === value ? previous.position : index + 1;
    standings.push({ userId, points: value, position });
  });
  return standings;
}

export interface RankProgress {
  rank: StoredSupporterRank | null;
  nextRank: StoredSupporterRank | null;
  pointsToNextRank: number | null;
  /** 0 to 1 from the current rank's threshold (or 0) to the next one's; 1 at the top. */
  progress: number;
}

/** The rank `points` reach in a season and the way to the next one. */
export function rankProgress(ranks: StoredSupporterRank[], points: number): RankProgress {
  const sorted = [...ranks].sort((a, b) => a.threshold - b.threshold);
  const rank = sorted.filter((candidate) => candidate.threshold <= points).at(-1) ?? null;
  const nextRank = sorted.find((candidate) => candidate.threshold > points) ?? null;
  if (!nextRank) return { rank, nextRank, pointsToNextRank: null, progress: 1 };
  const base = rank?.threshold ?? 0;
  return {
    rank,
    nextRank,
    pointsToNextRank: nextRank.threshold - points,
    progress: Math.max(0, Math.min(1, (points - base) / (nextRank.threshold - base))),
  };
}
