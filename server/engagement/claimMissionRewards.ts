// Taking mission rewards: the progress row of the current period is marked claimed by one
// conditional update (`claimed_at IS NULL AND count >= target`) in the transaction that grants
// the rewards. Concurrent claims of the same reward serialise on that row; only the first
// finds it unclaimed, so a reward is granted exactly once.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import type { TenantScope } from '../db/tenantScope';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  notFound,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
} from '../graphql/typedErrors';
import { engagementClock } from './clock';
import { rewardNotClaimable, type RewardNotClaimableResult } from './engagementErrors';
import { missionPeriodKey } from './missionPeriods';
import { rewardLabel } from './rewardLabels';
import { grantRewards } from './rewards';
import { missionProgress, missions, type MissionRow } from './tables';

/** Claims one mission's reward of the period holding `now`; the reason when it cannot. */
export async function claimMission(
  tx: TenantScope,
  userId: number,
  mission: MissionRow,
  now: Date,
): Promise<true | RewardNotClaimableResult['notClaimable']> {
  const periodKey = missionPeriodKey(mission.period, now);
  const row = and(
    eq(missionProgress.missionId, mission.id),
    eq(missionProgress.userId, userId),
    eq(missionProgress.periodKey, periodKey),
  );
  const [claimed] = await tx
    .update(
      missionProgress,
      { claimedAt: now },
      and(
        row,
        isNull(missionProgress.claimedAt),
        sql`${missionProgress.count} >= ${mission.targetCount}`,
      ),
    )
    .returning({ count: missionProgress.count });
  if (!claimed) {
    const [current] = await tx.select(missionProgress, row).limit(1);
    return current?.claimedAt ? 'ALREADY_CLAIMED' : 'NOT_REACHED';
  }
  await grantRewards(tx, {
    userId,
    rewards: mission.rewards,
    reference: `mission:${mission.id}:${periodKey}`,
    label: rewardLabel('engagement.ledger.mission', mission.title),
  });
  return true;
}

export const claimMissionRewardResolvers: Resolvers = {
  Mutation: {
    claimMissionReward: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const missionId = dbIdOf(input.missionId, 'Mission');
      const mission = missionId
        ? await context.loaders.engagement.missionById.load(missionId)
        : null;
      if (!mission || !mission.active) return notFound(t);

      const result = await runIdempotently<RewardNotClaimableResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'claimMissionReward',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const claimed = await claimMission(tx, viewer.id, mission, engagementClock.now());
          if (claimed !== true) return { done: false, refusal: rewardNotClaimable(t, claimed) };
          return { done: true, resultRef: String(mission.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      return {
        __typename: 'ClaimMissionRewardPayload',
        clientMutationId: input.clientMutationId,
        mission,
        viewer: {},
      };
    },
    claimAllMissionRewards: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const result = await runIdempotently<never>(
        db,
        {
          actor: identity.uid,
          mutation: 'claimAllMissionRewards',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const now = engagementClock.now();
          const active = await tx
            .select(missions, eq(missions.active, true))
            .orderBy(asc(missions.position), asc(missions.id));
          const claimed: number[] = [];
          for (const mission of active) {
            if ((await claimMission(tx, viewer.id, mission, now)) === true)
              claimed.push(mission.id);
          }
          return { done: true, resultRef: claimed.join(',') };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      const ids = result.resultRef ? result.resultRef.split(',').map(Number) : [];
      const claimedMissions = await Promise.all(
        ids.map((id) => context.loaders.engagement.missionById.load(id)),
      );
      return {
        __typename: 'ClaimAllMissionRewardsPayload',
        clientMutationId: input.clientMutationId,
        claimedMissions: claimedMissions.filter((mission) => mission !== null),
        viewer: {},
      };
    },
  },
  ClaimMissionRewardResult: { __resolveType: resolveResultType },
  ClaimAllMissionRewardsResult: { __resolveType: resolveResultType },
};
