// Real-goods prize deliveries (spec /store/prize/delivery/*): what the fan sees of each
// delivery they asked for (Viewer.realGoodsDeliveries, node, TreasurePull.realGoodsDelivery:
// their own only, through the owner-only loader), and the operators' step that hands a
// parcel to the carrier (markRealGoodsDeliveryShipped): the tracking number, the status and
// the fan's e-mail commit together, once.
import { and, desc, eq, lt } from 'drizzle-orm';
import { MAX_TREASURE_PAGE_SIZE } from '../../common/draws/limits';
import { normalizeTrackingNumber } from '../../common/delivery/tracking';
import type { Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import { createOnce } from '../db/createOnce';
import { checkPageSize, decodeCursor, emptyPage, encodeCursor, pageOf } from '../graphql/cursor';
import { dbIdOf, toGlobalId } from '../graphql/globalId';
import { invalidInput, notFound, resolveResultType } from '../graphql/typedErrors';
import type { NotFoundResult } from '../graphql/typedErrors';
import { shippingAddressOf } from '../store/addresses/addressColumns';
import { enqueuePrizeShippedMail } from '../store/mail/storeMailOutbox';
import { audit } from '../store/operator/auditLog';
import { lotteryError, type LotteryErrorResult } from './drawErrors';
import { treasurePrizeDeliveries } from './tables';

const DEFAULT_PAGE_SIZE = 20;

export const realGoodsDeliveryResolvers: Resolvers = {
  Viewer: {
    realGoodsDeliveries: async (_viewer, args, context) => {
      const { t, db } = context;
      const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_TREASURE_PAGE_SIZE);
      const beforeId = args.after ? decodeCursor(t, 'realGoodsDeliveryId', args.after) : null;
      const viewer = await context.loaders.community.viewerUser();
      if (!viewer) return emptyPage();
      const rows = await db
        .select(
          treasurePrizeDeliveries,
          and(
            eq(treasurePrizeDeliveries.userId, viewer.id),
            beforeId !== null ? lt(treasurePrizeDeliveries.id, beforeId) : undefined,
          ),
        )
        .orderBy(desc(treasurePrizeDeliveries.id))
        .limit(size + 1);
      return pageOf(
        rows,
        size,
        (row) => encodeCursor('realGoodsDeliveryId', row.id),
        beforeId !== null,
      );
    },
  },
  TreasurePull: {
    realGoodsDelivery: (pull, _args, context) =>
      pull.deliveryId === null
        ? null
        : context.loaders.draws.realGoodsDeliveryById.load(pull.deliveryId),
  },
  RealGoodsDelivery: {
    id: (row) => toGlobalId('RealGoodsDelivery', row.id),
    shippingAddress: (row) => shippingAddressOf(row),
    // The delivery's row was already read as the viewer's own (or by an operator).
    pulls: (row, _args, context) => context.loaders.draws.pullsByDeliveryId.load(row.id),
    requestedAt: (row) => row.createdAt,
  },
  Mutation: {
    markRealGoodsDeliveryShipped: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t } = context;
      const deliveryId = dbIdOf(input.realGoodsDeliveryId, 'RealGoodsDelivery');
      if (deliveryId === null) return notFound(t);
      const trackingNumber = normalizeTrackingNumber(input.trackingNumber);
      if (!trackingNumber) return invalidInput(t, 'trackingNumber', 'INVALID_FORMAT');
      // requireRole has passed: the viewer is signed in.
      const operator = await context.loaders.community.viewerUser();
      const written = await createOnce<NotFoundResult | LotteryErrorResult>(
        context,
        'markRealGoodsDeliveryShipped',
        input,
        async (tx) => {
          const [delivery] = await tx
            .select(treasurePrizeDeliveries, eq(treasurePrizeDeliveries.id, deliveryId))
            .for('update');
          if (!delivery) return { refusal: notFound(t) };
          if (delivery.status === 'SHIPPED') return { refusal: lotteryError(t, 'ALREADY_SHIPPED') };
          const [shipped] = await tx
            .update(
              treasurePrizeDeliveries,
              {
                status: 'SHIPPED',
                carrier: input.carrier,
                trackingNumber,
                shippedAt: new Date(),
              },
              eq(treasurePrizeDeliveries.id, delivery.id),
            )
            .returning();
          await enqueuePrizeShippedMail(tx, shipped);
          await audit(tx, {
            actorUserId: operator?.id ?? 0,
            action: 'markRealGoodsDeliveryShipped',
            target: `realGoodsDelivery:${delivery.id}`,
            details: { carrier: input.carrier, trackingNumber },
          });
          return delivery.id;
        },
      );
      if ('error' in written) return written.error;
      const [delivery] = await context.db.select(
        treasurePrizeDeliveries,
        eq(treasurePrizeDeliveries.id, written.id),
      );
      return {
        __typename: 'MarkRealGoodsDeliveryShippedPayload',
        clientMutationId: input.clientMutationId,
        realGoodsDelivery: delivery,
      };
    },
  },
  MarkRealGoodsDeliveryShippedResult: { __resolveType: resolveResultType },
};
