// Which season is "current" and what a fan's rank is in it: the helper other features read
// (e.g. a story that unlocks at a rank) through supporterRankOf.
import { and, asc, desc, gt, lte } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import { engagementClock } from '../engagement/clock';
import { rankProgress, seasonStandings } from './standings';
import { supporterSeasons, type StoredSupporterRank, type SupporterSeasonRow } from './tables';

/** The season open at `now` (the latest to start), else the latest started, else the next. */
export async function currentSeason(
  db: TenantScope,
  now = engagementClock.now(),
): Promise<SupporterSeasonRow | null> {
  const [open] = await db
    .select(
      supporterSeasons,
      and(lte(supporterSeasons.startsAt, now), gt(supporterSeasons.endsAt, now)),
    )
    .orderBy(desc(supporterSeasons.startsAt), desc(supporterSeasons.id))
    .limit(1);
  if (open) return open;
  const [started] = await db
    .select(supporterSeasons, lte(supporterSeasons.startsAt, now))
    .orderBy(desc(supporterSeasons.endsAt), desc(supporterSeasons.id))
    .limit(1);
  if (started) return started;
  const [next] = await db
    .select(supporterSeasons)
    .orderBy(asc(supporterSeasons.startsAt), asc(supporterSeasons.id))
    .limit(1);
  return next ?? null;
}

export interface SupporterRankOf {
  season: SupporterSeasonRow;
  points: number;
  /** The rank the fan holds; null below the first threshold. */
  rank: StoredSupporterRank | null;
}

/**
 * A fan's supporter rank in a season (default: the current one); null when the garden has no
 * season. `tx` is the tenant's scope; `tenantId` names the garden it must be.
 */
export async function supporterRankOf(
  tx: TenantScope,
  tenantId: string,
  userId: number,
  season?: SupporterSeasonRow,
): Promise<SupporterRankOf | null> {
  if (tx.tenantId !== tenantId) throw new Error('supporterRankOf: a scope of another garden');
  const of = season ?? (await currentSeason(tx));
  if (!of || of.tenantId !== tenantId) return null;
  const points = (await seasonStandings(tx, of, userId))[0]?.points ?? 0;
  return { season: of, points, rank: rankProgress(of.ranks, points).rank };
}
