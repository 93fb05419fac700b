// The step track (/step-mission): step mission points, earned as mission rewards, unlock the
// steps in order. A step is claimable once the fan holds its points and took every earlier
// step; the claim row (primary key step + fan) makes each step's reward a one-time grant.
import { eq, lt } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf, toGlobalId } from '../graphql/globalId';
import {
  clientMutationIdReused,
  notFound,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
} from '../graphql/typedErrors';
import { localized } from '../seo/siteMetadataOf';
import { viewerObjectId } from './viewerObjectId';
import { rewardNotClaimable, type RewardNotClaimableResult } from './engagementErrors';
import { rewardLabel } from './rewardLabels';
import { grantRewards } from './rewards';
import {
  stepMissionClaims,
  stepMissionPoints,
  stepMissionSteps,
  type StepMissionStepRow,
} from './tables';

/** Claimable once the viewer holds the points and took every earlier step. */
async function stepStatus(step: StepMissionStepRow, context: GraphQLContext) {
  const { claimed, points } = await context.loaders.engagement.viewerSteps();
  if (claimed.has(step.id)) return 'CLAIMED' as const;
  if (points < step.requiredPoints) return 'LOCKED' as const;
  const steps = await context.loaders.engagement.steps();
  const earlierOpen = steps.some(
    (other) => other.position < step.position && !claimed.has(other.id),
  );
  return earlierOpen ? ('LOCKED' as const) : ('CLAIMABLE' as const);
}

export const stepMissionResolvers: Resolvers = {
  StepMissionStep: {
    id: (step) => toGlobalId('StepMissionStep', step.id),
    position: (step) => step.position,
    title: (step, _args, context) => localized(step.title, context.language),
    requiredPoints: (step) => step.requiredPoints,
    rewards: (step) => step.rewards,
    status: (step, _args, context) => stepStatus(step, context),
  },
  StepMissionTrack: {
    id: (track) => viewerObjectId('StepMissionTrack', track.userId),
    points: async (_track, _args, context) =>
      (await context.loaders.engagement.viewerSteps()).points,
    steps: (_track, _args, context) => context.loaders.engagement.steps(),
  },
  Query: {
    stepMission: async (_parent, _args, context) => ({
      userId: await context.loaders.engagement.viewerId(),
    }),
  },
  Mutation: {
    claimStepMissionReward: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const stepId = dbIdOf(input.stepId, 'StepMissionStep');
      const step = stepId ? await context.loaders.engagement.stepById.load(stepId) : null;
      if (!step) return notFound(t);
      const result = await runIdempotently<RewardNotClaimableResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'claimStepMissionReward',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          // The fan's points row is locked first, so two claims of the same fan take turns.
          const [points] = await tx
            .select(stepMissionPoints, eq(stepMissionPoints.userId, viewer.id))
            .for('update');
          if ((points?.points ?? 0) < step.requiredPoints) {
            return { done: false, refusal: rewardNotClaimable(t, 'NOT_REACHED') };
          }
          const [earlierOpen] = await tx
            .selectFields(
              { id: stepMissionSteps.id },
              stepMissionSteps,
              lt(stepMissionSteps.position, step.position),
            )
            .then(async (earlier) => {
              const claimed = await tx.select(
                stepMissionClaims,
                eq(stepMissionClaims.userId, viewer.id),
              );
              const ids = new Set(claimed.map((row) => row.stepId));
              return earlier.filter((row) => !ids.has(row.id));
            });
          if (earlierOpen) return { done: false, refusal: rewardNotClaimable(t, 'NOT_REACHED') };
          const [claim] = await tx
            .insert(stepMissionClaims, { stepId: step.id, userId: viewer.id })
            .onConflictDoNothing()
            .returning({ stepId: stepMissionClaims.stepId });
          if (!claim) return { done: false, refusal: rewardNotClaimable(t, 'ALREADY_CLAIMED') };
          await grantRewards(tx, {
            userId: viewer.id,
            rewards: step.rewards,
            reference: `step:${step.id}`,
            label: rewardLabel('engagement.ledger.step', step.title),
          });
          return { done: true, resultRef: String(step.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      return {
        __typename: 'ClaimStepMissionRewardPayload',
        clientMutationId: input.clientMutationId,
        step,
        track: { userId: viewer.id },
        viewer: {},
      };
    },
  },
  ClaimStepMissionRewardResult: { __resolveType: resolveResultType },
};
