// Mutation.requestTreasurePrizeDelivery: the address a fan's real-goods prizes go to, chosen
// from the fan's address book (the store's, server/store/addresses, the same one checkout
// uses) and copied onto the delivery as it is now. Recorded once per prize (a prize already
// requested is refused).
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import type { TenantScope } from '../db/tenantScope';
import { checkPageSize, decodeCursor, encodeCursor, pageOf } from '../graphql/cursor';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
} from '../graphql/typedErrors';
import { MAX_PULLS_PER_DELIVERY, MAX_TREASURE_PAGE_SIZE } from '../../common/draws/limits';
import { shippingAddressOf } from '../store/addresses/addressColumns';
import { lotteryError, type LotteryErrorResult } from './drawErrors';
import {
  prizeDrawEntries,
  prizeDrawPrizes,
  treasurePrizeDeliveries,
  treasureMachinePrizes,
  treasurePulls,
} from './tables';

/** The garden's real-goods prizes (0 stands in for none: inArray needs a value). */
async function realGoodsPrizeIds(db: TenantScope): Promise<number[]> {
  const rows = await db.selectFields(
    { id: treasureMachinePrizes.id },
    treasureMachinePrizes,
    eq(treasureMachinePrizes.kind, 'REAL_GOODS'),
  );
  return rows.length > 0 ? rows.map((row) => row.id) : [0];
}

/**
 * Marks the viewer's real-goods prize-draw wins as sent with `deliveryId` (only wins not
 * requested before: the conditional update is the check); how many it marked.
 */
async function requestEntryDeliveries(
  tx: TenantScope,
  userId: number,
  entryIds: number[],
  deliveryId: number,
): Promise<number> {
  if (entryIds.length === 0) return 0;
  const goods = tx.selectFields(
    { id: prizeDrawPrizes.id },
    prizeDrawPrizes,
    eq(prizeDrawPrizes.kind, 'REAL_GOODS'),
  );
  const updated = await tx
    .update(
      prizeDrawEntries,
      { deliveryRequestedAt: new Date(), deliveryId },
      and(
        inArray(prizeDrawEntries.id, entryIds),
        eq(prizeDrawEntries.userId, userId),
        isNull(prizeDrawEntries.deliveryRequestedAt),
        inArray(prizeDrawEntries.prizeId, goods),
      ),
    )
    .returning({ id: prizeDrawEntries.id });
  return updated.length;
}

export const requestDeliveryResolvers: Resolvers = {
  Viewer: {
    treasurePullsAwaitingDelivery: async (_viewer, args, context) => {
      const { t, db } = context;
      const size = checkPageSize(t, args.first ?? 20, MAX_TREASURE_PAGE_SIZE);
      const afterId = args.after ? decodeCursor(t, 'treasurePullId', args.after) : null;
      const viewer = await context.loaders.community.viewerUser();
      const empty = {
        hasNextPage: false,
        hasPreviousPage: false,
        startCursor: null,
        endCursor: null,
      };
      if (!viewer) return { edges: [], pageInfo: empty };
      const goods = await realGoodsPrizeIds(db);
      const rows = await db
        .select(
          treasurePulls,
          and(
            eq(treasurePulls.userId, viewer.id),
            inArray(treasurePulls.prizeId, goods),
            isNull(treasurePulls.deliveryRequestedAt),
            isNull(treasurePulls.convertedAt),
            afterId !== null ? gt(treasurePulls.id, afterId) : undefined,
          ),
        )
        .orderBy(asc(treasurePulls.id))
        .limit(size + 1);
      return pageOf(
        rows,
        size,
        (pull) => encodeCursor('treasurePullId', pull.id),
        afterId !== null,
      );
    },
  },
  Mutation: {
    requestTreasurePrizeDelivery: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const ids = [...new Set(input.pullIds)];
      const entryIds = [...new Set(input.prizeDrawEntryIds ?? [])];
      if (ids.length + entryIds.length === 0) return invalidInput(t, 'pullIds', 'REQUIRED');
      if (ids.length + entryIds.length > MAX_PULLS_PER_DELIVERY)
        return invalidInput(t, 'pullIds', 'TOO_LONG', MAX_PULLS_PER_DELIVERY);
      const addressId = dbIdOf(input.deliveryAddressId, 'DeliveryAddress');
      // Another fan's address reads as none: the loader answers only the owner.
      const address =
        addressId === null ? null : await context.loaders.store.deliveryAddressById.load(addressId);
      if (!address) return notFound(t);
      const pullIds = ids.map((id) => dbIdOf(id, 'TreasurePull'));
      const pulls = await Promise.all(
        pullIds.map((id) => (id ? context.loaders.draws.pullById.load(id) : null)),
      );
      if (pulls.some((pull) => !pull)) return notFound(t);
      const owned = pulls.flatMap((pull) => (pull ? [pull.id] : []));
      // Prize-draw wins go in the same parcel (the viewer's own only: the loader says).
      const entries = await Promise.all(
        entryIds.map((id) => {
          const entryId = dbIdOf(id, 'PrizeDrawEntry');
          return entryId ? context.loaders.draws.prizeDrawEntryById.load(entryId) : null;
        }),
      );
      if (entries.some((entry) => !entry)) return notFound(t);
      const ownedEntries = entries.flatMap((entry) => (entry ? [entry.id] : []));

      const result = await runIdempotently<LotteryErrorResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'requestTreasurePrizeDelivery',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const [delivery] = await tx
            .insert(treasurePrizeDeliveries, {
              userId: viewer.id,
              ...shippingAddressOf(address),
              // Where the shipping notice goes, in the language the fan asked in.
              contactEmail: identity.email ?? null,
              language: context.language,
            })
            .returning({ id: treasurePrizeDeliveries.id });
          // Only real goods not requested before: the conditional update is the check,
          // so two requests racing for one prize cannot both have it.
          const deliverable = await realGoodsPrizeIds(tx);
          const updated =
            owned.length === 0
              ? []
              : await tx
                  .update(
                    treasurePulls,
                    { deliveryRequestedAt: new Date(), deliveryId: delivery.id },
                    and(
                      inArray(treasurePulls.id, owned),
                      eq(treasurePulls.userId, viewer.id),
                      isNull(treasurePulls.deliveryRequestedAt),
                      isNull(treasurePulls.convertedAt),
                      inArray(treasurePulls.prizeId, deliverable),
                    ),
                  )
                  .returning({ id: treasurePulls.id });
          const updatedEntries = await requestEntryDeliveries(
            tx,
            viewer.id,
            ownedEntries,
            delivery.id,
          );
          if (updated.length !== owned.length || updatedEntries !== ownedEntries.length)
            return { done: false, refusal: lotteryError(t, 'NOT_DELIVERABLE') };
          return { done: true, resultRef: String(delivery.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      const [reloaded, delivery] = await Promise.all([
        Promise.all(owned.map((id) => context.loaders.draws.pullById.load(id))),
        context.loaders.draws.realGoodsDeliveryById.load(Number(result.resultRef)),
      ]);
      if (!delivery) throw new Error('A delivery just requested is missing');
      return {
        __typename: 'RequestTreasurePrizeDeliveryPayload',
        clientMutationId: input.clientMutationId,
        pulls: reloaded.flatMap((pull) => (pull ? [pull] : [])),
        realGoodsDelivery: delivery,
      };
    },
  },
  RequestTreasurePrizeDeliveryResult: { __resolveType: resolveResultType },
};
