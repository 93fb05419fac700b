// The fan's address book: Viewer.deliveryAddresses, Mutation.saveDeliveryAddress and
// Mutation.removeDeliveryAddress. Addresses are the owner's alone: the loader reads anyone
// else's as null, so node(id), the connection and every mutation see only the viewer's.
// Each change locks the fan's row first, so the size limit and the one default hold under
// concurrent edits from two devices.
import { and, asc, eq, ne } from 'drizzle-orm';
import { checkShippingAddress } from '../../../common/delivery/shippingAddress';
import { MAX_DELIVERY_ADDRESSES } from '../../../common/storeLimits';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { users } from '../../community/tables';
import { runIdempotently } from '../../db/idempotency';
import type { TenantScope } from '../../db/tenantScope';
import { dbIdOf, toGlobalId } from '../../graphql/globalId';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
} from '../../graphql/typedErrors';
import { storeError, type StoreErrorResult } from '../storeErrors';
import { emptyPage } from '../../graphql/cursor';
import { readDeliveryAddressPage } from '../storePages';
import { deliveryAddresses, type DeliveryAddressRow } from '../tables';
import { shippingAddressOf } from './addressColumns';

/** Makes `addressId` the fan's one default address. */
async function makeDefault(tx: TenantScope, userId: number, addressId: number): Promise<void> {
  await tx.update(
    deliveryAddresses,
    { isDefault: false },
    and(eq(deliveryAddresses.userId, userId), ne(deliveryAddresses.id, addressId)),
  );
  await tx.update(deliveryAddresses, { isDefault: true }, eq(deliveryAddresses.id, addressId));
}

export const addressBookResolvers: Resolvers = {
  DeliveryAddress: {
    id: (row) => toGlobalId('DeliveryAddress', row.id),
    address: (row) => shippingAddressOf(row),
  },
  Viewer: {
    deliveryAddresses: async (_viewer, args, context) => {
      const viewer = await context.loaders.community.viewerUser();
      return viewer
        ? readDeliveryAddressPage(context, viewer.id, args)
        : emptyPage<DeliveryAddressRow>();
    },
  },
  Mutation: {
    saveDeliveryAddress: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      let existing: DeliveryAddressRow | null = null;
      if (input.id != null) {
        const id = dbIdOf(input.id, 'DeliveryAddress');
        existing = id === null ? null : await context.loaders.store.deliveryAddressById.load(id);
        if (!existing) return notFound(t);
      }
      const checked = checkShippingAddress(input);
      if ('problem' in checked) {
        const { field, reason, limit } = checked.problem;
        return invalidInput(t, field, reason, limit);
      }
      const { address } = checked;

      const result = await runIdempotently<StoreErrorResult | ReturnType<typeof notFound>>(
        db,
        {
          actor: identity.uid,
          mutation: 'saveDeliveryAddress',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          await tx.select(users, eq(users.id, viewer.id)).for('update');
          const book = await tx
            .select(deliveryAddresses, eq(deliveryAddresses.userId, viewer.id))
            .orderBy(asc(deliveryAddresses.id));
          let id: number;
          if (existing) {
            // Removed on another device since it was read: nothing to change.
            if (!book.some((row) => row.id === existing.id))
              return { done: false, refusal: notFound(t) };
            await tx.update(
              deliveryAddresses,
              { ...address, updatedAt: new Date() },
              eq(deliveryAddresses.id, existing.id),
            );
            id = existing.id;
          } else {
            if (book.length >= MAX_DELIVERY_ADDRESSES)
              return {
                done: false,
                refusal: storeError(t, 'ADDRESS_BOOK_FULL', null, {
                  limit: MAX_DELIVERY_ADDRESSES,
                }),
              };
            const [row] = await tx
              .insert(deliveryAddresses, { userId: viewer.id, ...address })
              .returning({ id: deliveryAddresses.id });
            id = row.id;
          }
          if (input.makeDefault || !book.some((row) => row.isDefault && row.id !== id))
            await makeDefault(tx, viewer.id, id);
          return { done: true, resultRef: String(id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      const saved = await context.loaders.store.deliveryAddressById.load(Number(result.resultRef));
      if (!saved) return notFound(t);
      return {
        __typename: 'SaveDeliveryAddressPayload',
        clientMutationId: input.clientMutationId,
        deliveryAddress: saved,
        viewer: {},
      };
    },
    removeDeliveryAddress: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const id = dbIdOf(input.id, 'DeliveryAddress');
      const address = id === null ? null : await context.loaders.store.deliveryAddressById.load(id);
      if (!address) return notFound(t);

      const result = await runIdempotently<never>(
        db,
        {
          actor: identity.uid,
          mutation: 'removeDeliveryAddress',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          await tx.select(users, eq(users.id, viewer.id)).for('update');
          const [removed] = await tx
            .delete(
              deliveryAddresses,
              and(eq(deliveryAddresses.id, address.id), eq(deliveryAddresses.userId, viewer.id)),
            )
            .returning();
          if (removed?.isDefault) {
            const [oldest] = await tx
              .select(deliveryAddresses, eq(deliveryAddresses.userId, viewer.id))
              .orderBy(asc(deliveryAddresses.id))
              .limit(1);
            if (oldest) await makeDefault(tx, viewer.id, oldest.id);
          }
          // Removed already (another device): the fan's wish holds all the same.
          return { done: true, resultRef: String(address.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return notFound(t);
      context.renewLoaders();
      return {
        __typename: 'RemoveDeliveryAddressPayload',
        clientMutationId: input.clientMutationId,
        removedDeliveryAddressId: toGlobalId('DeliveryAddress', Number(result.resultRef)),
        viewer: {},
      };
    },
  },
  SaveDeliveryAddressResult: { __resolveType: resolveResultType },
  RemoveDeliveryAddressResult: { __resolveType: resolveResultType },
};
