// Operator mutations of the catalogue: sections, items, their price, sale window and
// stock. Role-guarded first (errors as data), then checked, then written once per
// clientMutationId, with an audit log entry in the same transaction.
import { eq } from 'drizzle-orm';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../../community/roles';
import type { GraphQLContext } from '../../context';
import { runIdempotently } from '../../db/idempotency';
import { dbIdOf } from '../../graphql/globalId';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  resolveResultType,
  type InvalidInputResult,
} from '../../graphql/typedErrors';
import { checkLocalizedText } from '../../graphql/localizedText';
import { storeItems, storeSections } from '../tables';
import { audit } from './auditLog';

const MAX_PRICE = 1_000_000;
const MAX_STOCK = 1_000_000;

/** A whole number within bounds (or null when allowed), else the field's InvalidInputError. */
function checkCount(
  context: GraphQLContext,
  field: string,
  value: number | null | undefined,
  min: number,
  max: number,
): InvalidInputResult | null {
  if (value == null) return null;
  if (!Number.isInteger(value) || value < min)
    return invalidInput(context.t, field, 'INVALID_FORMAT');
  if (value > max) return invalidInput(context.t, field, 'TOO_LONG', max);
  return null;
}

function checkImageUrl(context: GraphQLContext, url: string | null | undefined) {
  if (url == null) return null;
  return /^(\/[\w\-./]+|https:\/\/[^\s"'<>]+)$/.test(url)
    ? null
    : invalidInput(context.t, 'imageUrl', 'INVALID_FORMAT');
}

function checkWindow(
  context: GraphQLContext,
  starts: string | null | undefined,
  ends: string | null | undefined,
) {
  const start = starts ? new Date(starts) : null;
  const end = ends ? new Date(ends) : null;
  if (start && Number.isNaN(start.getTime()))
    return invalidInput(context.t, 'saleStartsAt', 'INVALID_FORMAT');
  if (end && Number.isNaN(end.getTime()))
    return invalidInput(context.t, 'saleEndsAt', 'INVALID_FORMAT');
  if (start && end && end <= start) return invalidInput(context.t, 'saleEndsAt', 'INVALID_FORMAT');
  return null;
}

async function operator(context: GraphQLContext) {
  const viewer = await context.loaders.community.viewerUser();
  if (!viewer || !context.identity) throw new Error('requireRole let a visitor through');
  return { userId: viewer.id, uid: context.identity.uid };
}

async function reloadItem(context: GraphQLContext, itemId: number) {
  context.renewLoaders();
  const item = await context.loaders.store.itemById.load(itemId);
  if (!item) throw new Error('A store item could not be read back');
  return item;
}

export const catalogueAdministrationResolvers: Resolvers = {
  Mutation: {
    createStoreSection: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      const title = await checkLocalizedText(t, db, {
        ja: { field: 'titleJa', value: input.titleJa },
        en: { field: 'titleEn', value: input.titleEn },
        max: 40,
        kind: 'name',
      });
      if ('error' in title) return title.error;
      const description = await checkLocalizedText(t, db, {
        ja: { field: 'descriptionJa', value: input.descriptionJa },
        en: { field: 'descriptionEn', value: input.descriptionEn },
        max: 200,
        kind: 'body',
      });
      if ('error' in description) return description.error;
      const actor = await operator(context);
      const result = await runIdempotently<never>(
        db,
        {
          actor: actor.uid,
          mutation: 'createStoreSection',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const position = await tx.count(storeSections);
          const [row] = await tx
            .insert(storeSections, { title: title.text, description: description.text, position })
            .returning({ id: storeSections.id });
          await audit(tx, {
            actorUserId: actor.userId,
            action: 'createStoreSection',
            target: `StoreSection:${row.id}`,
          });
          return { done: true, resultRef: String(row.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      const section = await context.loaders.store.sectionById.load(Number(result.resultRef));
      if (!section) throw new Error('A created section could not be read back');
      return {
        __typename: 'CreateStoreSectionPayload',
        clientMutationId: input.clientMutationId,
        section,
      };
    },

    createStoreItem: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      const sectionId = dbIdOf(input.sectionId, 'StoreSection');
      if (sectionId === null || !(await context.loaders.store.sectionById.load(sectionId)))
        return notFound(t);
      const name = await checkLocalizedText(t, db, {
        ja: { field: 'nameJa', value: input.nameJa },
        en: { field: 'nameEn', value: input.nameEn },
        max: 60,
        kind: 'name',
      });
      if ('error' in name) return name.error;
      const description = await checkLocalizedText(t, db, {
        ja: { field: 'descriptionJa', value: input.descriptionJa },
        en: { field: 'descriptionEn', value: input.descriptionEn },
        max: 2000,
        kind: 'body',
      });
      if ('error' in description) return description.error;
      const invalid =
        checkCount(context, 'price', input.price, 1, MAX_PRICE) ??
        checkCount(context, 'stock', input.stock, 0, MAX_STOCK) ??
        checkCount(context, 'perFanLimit', input.perFanLimit, 1, 1000) ??
        checkCount(context, 'bonusCoins', input.bonusCoins, 0, MAX_PRICE) ??
        checkImageUrl(context, input.imageUrl) ??
        checkWindow(context, input.saleStartsAt, input.saleEndsAt);
      if (invalid) return invalid;
      // 1 paid coin = ¥1: a pack's price is exactly the paid coins it buys.
      if (input.kind === 'COIN_PACK' && input.coinAmount !== input.price)
        return invalidInput(t, 'coinAmount', 'INVALID_FORMAT');
      if (input.kind !== 'COIN_PACK' && (input.coinAmount != null || input.bonusCoins != null))
        return invalidInput(t, 'coinAmount', 'INVALID_FORMAT');
      const actor = await operator(context);
      const result = await runIdempotently<never>(
        db,
        {
          actor: actor.uid,
          mutation: 'createStoreItem',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const position = await tx.count(storeItems, eq(storeItems.sectionId, sectionId));
          const [row] = await tx
            .insert(storeItems, {
              sectionId,
              kind: input.kind,
              name: name.text,
              description: description.text,
              imageUrl: input.imageUrl ?? null,
              price: input.price,
              taxRatePercent: input.taxRate === 'REDUCED_8' ? 8 : 10,
              saleStartsAt: input.saleStartsAt ? new Date(input.saleStartsAt) : null,
              saleEndsAt: input.saleEndsAt ? new Date(input.saleEndsAt) : null,
              stockRemaining: input.stock ?? null,
              perFanLimit: input.perFanLimit ?? null,
              coinAmount: input.coinAmount ?? null,
              bonusCoins: input.bonusCoins ?? null,
              position,
            })
            .returning({ id: storeItems.id });
          await audit(tx, {
            actorUserId: actor.userId,
            action: 'createStoreItem',
            target: `StoreItem:${row.id}`,
            details: { price: input.price, stock: input.stock ?? null },
          });
          return { done: true, resultRef: String(row.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      return {
        __typename: 'CreateStoreItemPayload',
        clientMutationId: input.clientMutationId,
        item: await reloadItem(context, Number(result.resultRef)),
      };
    },

    updateStoreItem: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      const itemId = dbIdOf(input.itemId, 'StoreItem');
      const item = itemId === null ? null : await context.loaders.store.itemById.load(itemId);
      if (!item) return notFound(t);
      const invalid =
        checkCount(context, 'price', input.price, 1, MAX_PRICE) ??
        checkWindow(
          context,
          input.saleStartsAt ?? item.saleStartsAt?.toISOString(),
          input.saleEndsAt ?? item.saleEndsAt?.toISOString(),
        );
      if (invalid) return invalid;
      if (item.kind === 'COIN_PACK' && input.price != null && input.price !== item.coinAmount)
        return invalidInput(t, 'price', 'INVALID_FORMAT');
      const actor = await operator(context);
      const result = await runIdempotently<never>(
        db,
        {
          actor: actor.uid,
          mutation: 'updateStoreItem',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          await tx.update(
            storeItems,
            {
              ...(input.price != null ? { price: input.price } : {}),
              ...(input.saleStartsAt !== undefined
                ? { saleStartsAt: input.saleStartsAt ? new Date(input.saleStartsAt) : null }
                : {}),
              ...(input.saleEndsAt !== undefined
                ? { saleEndsAt: input.saleEndsAt ? new Date(input.saleEndsAt) : null }
                : {}),
              ...(input.withdrawn != null
                ? { withdrawnAt: input.withdrawn ? new Date() : null }
                : {}),
            },
            eq(storeItems.id, item.id),
          );
          const { clientMutationId: _id, itemId: _item, ...changes } = input;
          await audit(tx, {
            actorUserId: actor.userId,
            action: 'updateStoreItem',
            target: `StoreItem:${item.id}`,
            details: { ...changes, previousPrice: item.price },
          });
          return { done: true, resultRef: String(item.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      return {
        __typename: 'UpdateStoreItemPayload',
        clientMutationId: input.clientMutationId,
        item: await reloadItem(context, item.id),
      };
    },

    setStoreItemStock: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      const itemId = dbIdOf(input.itemId, 'StoreItem');
      const item = itemId === null ? null : await context.loaders.store.itemById.load(itemId);
      if (!item) return notFound(t);
      const invalid = checkCount(context, 'stock', input.stock, 0, MAX_STOCK);
      if (invalid) return invalid;
      const actor = await operator(context);
      const result = await runIdempotently<never>(
        db,
        {
          actor: actor.uid,
          mutation: 'setStoreItemStock',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const [before] = await tx
            .update(storeItems, { stockRemaining: input.stock ?? null }, eq(storeItems.id, item.id))
            .returning({ id: storeItems.id });
          if (!before) throw new Error('The item vanished while its stock was set');
          await audit(tx, {
            actorUserId: actor.userId,
            action: 'setStoreItemStock',
            target: `StoreItem:${item.id}`,
            details: { from: item.stockRemaining, to: input.stock ?? null },
          });
          return { done: true, resultRef: String(item.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      return {
        __typename: 'SetStoreItemStockPayload',
        clientMutationId: input.clientMutationId,
        item: await reloadItem(context, item.id),
      };
    },
  },
  CreateStoreSectionResult: { __resolveType: resolveResultType },
  CreateStoreItemResult: { __resolveType: resolveResultType },
  UpdateStoreItemResult: { __resolveType: resolveResultType },
  SetStoreItemStockResult: { __resolveType: resolveResultType },
};
