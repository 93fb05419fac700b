// Per-request loaders of the engagement feature, all through the request's tenant scope. The
// viewer's own progress (missions, votes, badges) is read here for the viewer only: nothing of
// another fan's progress has a loader.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CommunityLoaders } from '../community/loaders';
import { createBatchLoader, type BatchLoader } from '../graphql/batchLoader';
import type { NodeLoader, RequestScope } from '../platform/serverFeature';
import {
  badges,
  checkInPointBalances,
  checkInPresents,
  checkIns,
  checkInStoreItems,
  missionProgress,
  missions,
  stepMissionClaims,
  stepMissionPoints,
  stepMissionSteps,
  userBadges,
  votes,
  votingCandidates,
  votingEvents,
  type BadgeRow,
  type CheckInDayRow,
  type CheckInPresentRow,
  type CheckInStoreItemRow,
  type MissionRow,
  type StepMissionStepRow,
  type VotingCandidateRow,
  type VotingEventRow,
} from './tables';

export interface EngagementLoaders {
  missionById: NodeLoader<MissionRow>;
  stepById: NodeLoader<StepMissionStepRow>;
  presentById: NodeLoader<CheckInPresentRow>;
  storeItemById: NodeLoader<CheckInStoreItemRow>;
  votingEventById: NodeLoader<VotingEventRow>;
  candidateById: NodeLoader<VotingCandidateRow>;
  badgeById: NodeLoader<BadgeRow>;
  badgeByKey: BatchLoader<string, BadgeRow | null>;
  /** The viewer's progress row of a mission in a period (`<missionId>|<periodKey>`). */
  viewerProgress: BatchLoader<string, { count: number; claimed: boolean } | null>;
  /** How many votes the viewer gave each candidate. */
  viewerVotesByCandidate: BatchLoader<number, number>;
  /** The badge each fan shows next to their name. */
  shownBadgeByUser: BatchLoader<number, BadgeRow | null>;
  /** The viewer's fan id in this garden, or null. */
  viewerId(): Promise<number | null>;
  /** The viewer's latest check-in, best streak and point balance (zeros for a visitor). */
  viewerCheckIns(): Promise<{ last: CheckInDayRow | null; bestStreak: number; points: number }>;
  /** The garden's step track, in order. */
  steps(): Promise<StepMissionStepRow[]>;
  /** The steps the viewer took, and the viewer's step mission points. */
  viewerSteps(): Promise<{ claimed: Set<number>; points: number }>;
}

export function createEngagementLoaders(
  { db }: RequestScope,
  others: { community: CommunityLoaders },
): EngagementLoaders {
  const viewerId = async () => (await others.community.viewerUser())?.id ?? null;
  let checkInsPromise: ReturnType<EngagementLoaders['viewerCheckIns']> | undefined;
  let stepsPromise: Promise<StepMissionStepRow[]> | undefined;
  let viewerStepsPromise: Promise<{ claimed: Set<number>; points: number }> | undefined;
  return {
    viewerCheckIns: () =>
      (checkInsPromise ??= viewerId().then(async (userId) => {
        if (userId === null) return { last: null, bestStreak: 0, points: 0 };
        const [[last], [best], [balance]] = await Promise.all([
          db.select(checkIns, eq(checkIns.userId, userId)).orderBy(desc(checkIns.day)).limit(1),
          db.selectFields(
            { streak: sql<number>`coalesce(max(${checkIns.streak}), 0)::int` },
            checkIns,
            eq(checkIns.userId, userId),
          ),
          db.select(checkInPointBalances, eq(checkInPointBalances.userId, userId)),
        ]);
        return { last: last ?? null, bestStreak: best?.streak ?? 0, points: balance?.points ?? 0 };
      })),
    steps: () =>
      (stepsPromise ??= db
        .select(stepMissionSteps)
        .orderBy(asc(stepMissionSteps.position), asc(stepMissionSteps.id))),
    viewerSteps: () =>
      (viewerStepsPromise ??= viewerId().then(async (userId) => {
        if (userId === null) return { claimed: new Set<number>(), points: 0 };
        const [claims, [points]] = await Promise.all([
          db.select(stepMissionClaims, eq(stepMissionClaims.userId, userId)),
          db.select(stepMissionPoints, eq(stepMissionPoints.userId, userId)),
        ]);
        return { claimed: new Set(claims.map((row) => row.stepId)), points: points?.points ?? 0 };
      })),
    missionById: db.rowsById(missions),
    stepById: db.rowsById(stepMissionSteps),
    presentById: db.rowsById(checkInPresents),
    storeItemById: db.rowsById(checkInStoreItems),
    votingEventById: db.rowsById(votingEvents),
    candidateById: db.rowsById(votingCandidates),
    badgeById: db.rowsById(badges),
    badgeByKey: createBatchLoader(async (keys: string[]) => {
      const rows = await db.select(badges, inArray(badges.key, keys));
      return new Map(rows.map((row) => [row.key, row]));
    }, null),
    viewerProgress: createBatchLoader(async (keys: string[]) => {
      const found = new Map<string, { count: number; claimed: boolean }>();
      const userId = await viewerId();
      if (userId === null) return found;
      const missionIds = [...new Set(keys.map((key) => Number(key.split('|')[0])))];
      const rows = await db.select(
        missionProgress,
        and(eq(missionProgress.userId, userId), inArray(missionProgress.missionId, missionIds)),
      );
      for (const row of rows) {
        found.set(`${row.missionId}|${row.periodKey}`, {
          count: row.count,
          claimed: row.claimedAt !== null,
        });
      }
      return found;
    }, null),
    viewerVotesByCandidate: createBatchLoader(async (candidateIds: number[]) => {
      const userId = await viewerId();
      if (userId === null) return new Map();
      const rows = await db
        .selectFields(
          { candidateId: votes.candidateId, count: sql<number>`count(*)::int` },
          votes,
          and(eq(votes.userId, userId), inArray(votes.candidateId, candidateIds)),
        )
        .groupBy(votes.candidateId);
      return new Map(rows.map((row) => [row.candidateId, row.count]));
    }, 0),
    shownBadgeByUser: createBatchLoader(async (userIds: number[]) => {
      const shown = await db.select(
        userBadges,
        and(inArray(userBadges.userId, userIds), eq(userBadges.shown, true)),
      );
      const rows = shown.length
        ? await db.select(badges, inArray(badges.id, [...new Set(shown.map((s) => s.badgeId))]))
        : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return new Map(shown.map((s) => [s.userId, byId.get(s.badgeId) ?? null]));
    }, null),
    viewerId,
  };
}
