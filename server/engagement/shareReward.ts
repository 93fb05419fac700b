// Mutation.receiveVotingShareReward: the one-time reward for sharing a voting event (spec §8
// "already received share reward" after). The row keyed by (event, fan) makes it once.
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  notFound,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
} from '../graphql/typedErrors';
import {
  alreadyReceivedShareReward,
  type AlreadyReceivedShareRewardResult,
} from './engagementErrors';
import { rewardLabel } from './rewardLabels';
import { grantRewards } from './rewards';
import { votingShareRewards } from './tables';

export const shareRewardResolvers: Resolvers = {
  Mutation: {
    receiveVotingShareReward: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const eventId = dbIdOf(input.eventId, 'VotingEvent');
      const event = eventId ? await context.loaders.engagement.votingEventById.load(eventId) : null;
      if (!event) return notFound(t);
      const result = await runIdempotently<AlreadyReceivedShareRewardResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'receiveVotingShareReward',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const [received] = await tx
            .insert(votingShareRewards, { eventId: event.id, userId: viewer.id })
            .onConflictDoNothing()
            .returning({ eventId: votingShareRewards.eventId });
          if (!received) return { done: false, refusal: alreadyReceivedShareReward(t) };
          if (event.shareRewardCoins > 0) {
            await grantRewards(tx, {
              userId: viewer.id,
              rewards: [{ kind: 'COIN', amount: event.shareRewardCoins }],
              reference: `voting-share:${event.id}`,
              label: rewardLabel('engagement.ledger.share', event.title),
            });
          }
          return { done: true, resultRef: String(event.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      return {
        __typename: 'ReceiveVotingShareRewardPayload',
        clientMutationId: input.clientMutationId,
        event,
        viewer: {},
      };
    },
  },
  ReceiveVotingShareRewardResult: { __resolveType: resolveResultType },
};
