// Taking a check-in present (once per fan: the claim row's key) and exchanging check-in points
// for an item of /check-in/stores (the balance moves by one conditional update, so it never
// goes below zero however many exchanges race).
import { and, eq, gte, sql } from 'drizzle-orm';
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
  notEnoughCheckInPoints,
  rewardNotClaimable,
  type NotEnoughCheckInPointsResult,
  type RewardNotClaimableResult,
} from './engagementErrors';
import { rewardLabel } from './rewardLabels';
import { grantRewards } from './rewards';
import { checkInPointBalances, checkInPresentClaims, checkIns } from './tables';

export const checkInRewardResolvers: Resolvers = {
  Mutation: {
    claimCheckInPresent: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const presentId = dbIdOf(input.presentId, 'CheckInPresent');
      const present = presentId
        ? await context.loaders.engagement.presentById.load(presentId)
        : null;
      if (!present) return notFound(t);
      const result = await runIdempotently<RewardNotClaimableResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'claimCheckInPresent',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const [reached] = await tx.selectFields(
            {
              streak: sql<number>`coalesce(max(${checkIns.streak}), 0)::int`,
              total: sql<number>`count(*)::int`,
            },
            checkIns,
            eq(checkIns.userId, viewer.id),
          );
          const value = present.rule === 'STREAK' ? reached.streak : reached.total;
          if (value < present.threshold) {
            return { done: false, refusal: rewardNotClaimable(t, 'NOT_REACHED') };
          }
          const [claim] = await tx
            .insert(checkInPresentClaims, { presentId: present.id, userId: viewer.id })
            .onConflictDoNothing()
            .returning({ presentId: checkInPresentClaims.presentId });
          if (!claim) return { done: false, refusal: rewardNotClaimable(t, 'ALREADY_CLAIMED') };
          await grantRewards(tx, {
            userId: viewer.id,
            rewards: present.rewards,
            reference: `check-in-present:${present.id}`,
            label: rewardLabel('engagement.ledger.present', present.title),
          });
          return { done: true, resultRef: String(present.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      return {
        __typename: 'ClaimCheckInPresentPayload',
        clientMutationId: input.clientMutationId,
        present,
        viewer: {},
      };
    },
    exchangeCheckInStoreItem: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const itemId = dbIdOf(input.itemId, 'CheckInStoreItem');
      const item = itemId ? await context.loaders.engagement.storeItemById.load(itemId) : null;
      if (!item) return notFound(t);
      const result = await runIdempotently<NotEnoughCheckInPointsResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'exchangeCheckInStoreItem',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const [spent] = await tx
            .update(
              checkInPointBalances,
              { points: sql`${checkInPointBalances.points} - ${item.pricePoints}` },
              and(
                eq(checkInPointBalances.userId, viewer.id),
                gte(checkInPointBalances.points, item.pricePoints),
              ),
            )
            .returning({ points: checkInPointBalances.points });
          if (!spent) {
            const [balance] = await tx.select(
              checkInPointBalances,
              eq(checkInPointBalances.userId, viewer.id),
            );
            return {
              done: false,
              refusal: notEnoughCheckInPoints(t, item.pricePoints, balance?.points ?? 0),
            };
          }
          // Each exchange is its own earning, named by the call's receipt.
          await grantRewards(tx, {
            userId: viewer.id,
            rewards: item.rewards,
            reference: `check-in-store:${item.id}:${input.clientMutationId}`,
            label: rewardLabel('engagement.ledger.store', item.title),
          });
          return { done: true, resultRef: String(item.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      return {
        __typename: 'ExchangeCheckInStoreItemPayload',
        clientMutationId: input.clientMutationId,
        item,
        checkIn: { userId: viewer.id },
        viewer: {},
      };
    },
  },
  ClaimCheckInPresentResult: { __resolveType: resolveResultType },
  ExchangeCheckInStoreItemResult: { __resolveType: resolveResultType },
};
