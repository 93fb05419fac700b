// The season's end: one scheduled job per season (server/platform/scheduledJobs.ts, which
// survives restarts and runs a job once across server processes) writes each fan's final
// standing and gives the rewards of the rank they hold. A fan's result row is unique per
// season, and rewards go only with a newly written row; the engagement reward grants and the
// coin ledger refuse a second grant of the same reference too.
import { and, eq, isNull } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import { grantRewards } from '../engagement/rewards';
import { scheduleJob } from '../platform/scheduledJobs';
import type { JobHandler } from '../platform/serverFeature';
import { rankProgress, seasonStandings } from './standings';
import { supporterSeasonResults, supporterSeasons, type SupporterSeasonRow } from './tables';

export const SUPPORTER_SEASON_END_JOB = 'supporterRank.seasonEnd';

/** Schedules (or moves) the season's end job, in the caller's transaction. */
export function scheduleSeasonEnd(tx: TenantScope, season: { id: number; endsAt: Date }) {
  return scheduleJob(tx, {
    kind: SUPPORTER_SEASON_END_JOB,
    key: String(season.id),
    runAt: season.endsAt,
  });
}

/** Writes the final standings of an ended season and gives its rewards, once per fan. */
export async function endSeason(tx: TenantScope, season: SupporterSeasonRow, now: Date) {
  if (season.rewardsGrantedAt) return;
  if (season.endsAt.getTime() > now.getTime()) {
    // The season was moved later after this run was due: try again at the new end.
    throw new Error(`The supporter season ${season.id} has not ended yet`);
  }
  for (const standing of await seasonStandings(tx, season)) {
    const { rank } = rankProgress(season.ranks, standing.points);
    const [written] = await tx
      .insert(supporterSeasonResults, {
        seasonId: season.id,
        userId: standing.userId,
        points: standing.points,
        position: standing.position,
        rankKey: rank?.key ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: supporterSeasonResults.id });
    if (!written || !rank || rank.rewards.length === 0) continue;
    await grantRewards(tx, {
      userId: standing.userId,
      rewards: rank.rewards,
      reference: `supporter-season:${season.id}`,
      label: {
        ja: `${season.title.ja ?? season.title.en ?? ''}「${rank.name.ja ?? rank.name.en ?? ''}」の報酬`,
        en: `${season.title.en ?? season.title.ja ?? ''}: ${rank.name.en ?? rank.name.ja ?? ''} reward`,
      },
    });
  }
  await tx.update(
    supporterSeasons,
    { rewardsGrantedAt: now },
    and(eq(supporterSeasons.id, season.id), isNull(supporterSeasons.rewardsGrantedAt)),
  );
}

export const supporterSeasonEndJob: JobHandler = async (tx, job) => {
  const [season] = await tx.select(supporterSeasons, eq(supporterSeasons.id, Number(job.key)));
  if (season) await endSeason(tx, season, job.now);
};
