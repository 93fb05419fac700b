// The fan's basket, kept on the server so every device shows the same one: Viewer.basket,
// addToBasket and setBasketQuantity. Prices are read live here; checkout fixes them.
import { and, asc, eq, sql } from 'drizzle-orm';
import { BASKET_MAX_LINES, MAX_QUANTITY_PER_LINE } from '../../common/storeLimits';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf, toGlobalId } from '../graphql/globalId';
import { pickLocalized } from '../graphql/language';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  shouldBeLoggedInOrSignedUp,
  resolveResultType,
} from '../graphql/typedErrors';
import { isOnSale, isSoldOut } from './saleRules';
import { storeError, type StoreErrorResult } from './storeErrors';
import { basketLines, type BasketLineRow, type StoreItemRow } from './tables';

export async function readBasket(context: GraphQLContext, userId: number) {
  const lines = await context.db
    .select(basketLines, eq(basketLines.userId, userId))
    .orderBy(asc(basketLines.id));
  const items = await Promise.all(
    lines.map((line) => context.loaders.store.itemById.load(line.itemId)),
  );
  const total = lines.reduce((sum, line, i) => sum + (items[i]?.price ?? 0) * line.quantity, 0);
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    total,
  };
}

/** Whether the fan may hold `quantity` of the item in a basket now; a StoreError if not. */
export async function checkBuyable(
  context: GraphQLContext,
  item: StoreItemRow,
  quantity: number,
): Promise<StoreErrorResult | null> {
  const name = pickLocalized(item.name, context.language);
  if (!isOnSale(item)) return storeError(context.t, 'NOT_ON_SALE', item, { item: name });
  if (isSoldOut(item) || (item.stockRemaining !== null && item.stockRemaining < quantity))
    return storeError(context.t, 'SOLD_OUT', item, { item: name });
  if (item.perFanLimit !== null) {
    const bought = await context.loaders.store.viewerPurchasedCountByItemId.load(item.id);
    if (bought + quantity > item.perFanLimit)
      return storeError(context.t, 'PURCHASE_LIMIT', item, {
        item: name,
        limit: item.perFanLimit,
      });
  }
  return null;
}

function checkQuantity(context: GraphQLContext, quantity: number, min: number) {
  if (!Number.isInteger(quantity) || quantity < min)
    return invalidInput(context.t, 'quantity', 'INVALID_FORMAT');
  if (quantity > MAX_QUANTITY_PER_LINE)
    return invalidInput(context.t, 'quantity', 'TOO_LONG', MAX_QUANTITY_PER_LINE);
  return null;
}

async function basketPayload(context: GraphQLContext, userId: number) {
  context.renewLoaders();
  return readBasket(context, userId);
}

export const basketResolvers: Resolvers = {
  Viewer: {
    basket: async (_viewer, _args, context) => {
      const viewer = await context.loaders.community.viewerUser();
      return viewer ? readBasket(context, viewer.id) : null;
    },
  },
  BasketLine: {
    id: (line) => toGlobalId('BasketLine', line.id),
    item: async (line, _args, context) => {
      const item = await context.loaders.store.itemById.load(line.itemId);
      if (!item) throw new Error('The item of a basket line is missing');
      return item;
    },
    subtotal: async (line, _args, context) =>
      ((await context.loaders.store.itemById.load(line.itemId))?.price ?? 0) * line.quantity,
  },
  Mutation: {
    addToBasket: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const itemId = dbIdOf(input.itemId, 'StoreItem');
      const item = itemId === null ? null : await context.loaders.store.itemById.load(itemId);
      if (!item || item.withdrawnAt) return notFound(t);
      const badQuantity = checkQuantity(context, input.quantity, 1);
      if (badQuantity) return badQuantity;

      // Checked before the transaction: the checks read through the request's loaders, and on
      // PGlite (one connection) a read outside an open transaction would wait for it forever.
      // The basket holds no stock; checkout checks everything again, under locks.
      const [existing] = await db.select(
        basketLines,
        and(eq(basketLines.userId, viewer.id), eq(basketLines.itemId, item.id)),
      );
      const quantity = (existing?.quantity ?? 0) + input.quantity;
      if (quantity > MAX_QUANTITY_PER_LINE)
        return invalidInput(t, 'quantity', 'TOO_LONG', MAX_QUANTITY_PER_LINE);
      const refusal = await checkBuyable(context, item, quantity);
      if (refusal) return refusal;

      const result = await runIdempotently<StoreErrorResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'addToBasket',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          // Upserted: two devices adding the same item at once end in one line.
          const [line] = await tx
            .insert(basketLines, { userId: viewer.id, itemId: item.id, quantity: input.quantity })
            .onConflictDoUpdate({
              target: [basketLines.tenantId, basketLines.userId, basketLines.itemId],
              set: { quantity: sql`${basketLines.quantity} + ${input.quantity}` },
            })
            .returning({ id: basketLines.id });
          if ((await tx.count(basketLines, eq(basketLines.userId, viewer.id))) > BASKET_MAX_LINES)
            return {
              done: false,
              refusal: storeError(t, 'BASKET_FULL', item, { limit: BASKET_MAX_LINES }),
            };
          return { done: true, resultRef: String(line.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      return {
        __typename: 'AddToBasketPayload',
        clientMutationId: input.clientMutationId,
        basket: await basketPayload(context, viewer.id),
      };
    },
    setBasketQuantity: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const lineId = dbIdOf(input.lineId, 'BasketLine');
      const line: BasketLineRow | null =
        lineId === null ? null : await context.loaders.store.basketLineById.load(lineId);
      if (!line) return notFound(t);
      const badQuantity = checkQuantity(context, input.quantity, 0);
      if (badQuantity) return badQuantity;
      const item = await context.loaders.store.itemById.load(line.itemId);
      if (!item) return notFound(t);

      // Lowering a quantity is always allowed; raising it checks the item again (before the
      // transaction, as in addToBasket).
      if (input.quantity > line.quantity) {
        const refusal = await checkBuyable(context, item, input.quantity);
        if (refusal) return refusal;
      }
      const result = await runIdempotently<never>(
        db,
        {
          actor: identity.uid,
          mutation: 'setBasketQuantity',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          if (input.quantity === 0) await tx.delete(basketLines, eq(basketLines.id, line.id));
          else
            await tx.update(basketLines, { quantity: input.quantity }, eq(basketLines.id, line.id));
          return { done: true, resultRef: String(line.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      return {
        __typename: 'SetBasketQuantityPayload',
        clientMutationId: input.clientMutationId,
        basket: await basketPayload(context, viewer.id),
      };
    },
  },
  AddToBasketResult: { __resolveType: resolveResultType },
  SetBasketQuantityResult: { __resolveType: resolveResultType },
};
