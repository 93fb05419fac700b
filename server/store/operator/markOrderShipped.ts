// Mutation.markOrderShipped (operators): an order's parcel of physical goods left with the
// carrier. The tracking number, the audit entry and the fan's "shipped" e-mail commit
// together, once; a retry replays, a second shipping or a refunded order is refused.
import { eq } from 'drizzle-orm';
import { normalizeTrackingNumber } from '../../../common/delivery/tracking';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../../community/roles';
import { createOnce } from '../../db/createOnce';
import { dbIdOf } from '../../graphql/globalId';
import {
  invalidInput,
  notFound,
  resolveResultType,
  type NotFoundResult,
} from '../../graphql/typedErrors';
import { enqueueStoreMail } from '../mail/storeMailOutbox';
import { storeError, type StoreErrorResult } from '../storeErrors';
import { checkoutShipments, orders } from '../tables';
import { audit } from './auditLog';

export const markOrderShippedResolvers: Resolvers = {
  Mutation: {
    markOrderShipped: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t } = context;
      const orderId = dbIdOf(input.orderId, 'Order');
      if (orderId === null) return notFound(t);
      const trackingNumber = normalizeTrackingNumber(input.trackingNumber);
      if (!trackingNumber) return invalidInput(t, 'trackingNumber', 'INVALID_FORMAT');
      // requireRole has passed: the viewer is signed in.
      const operator = await context.loaders.community.viewerUser();
      const written = await createOnce<NotFoundResult | StoreErrorResult>(
        context,
        'markOrderShipped',
        input,
        async (tx) => {
          const [order] = await tx.select(orders, eq(orders.id, orderId)).for('update');
          if (!order) return { refusal: notFound(t) };
          const [shipment] = await tx.select(
            checkoutShipments,
            eq(checkoutShipments.sessionId, order.sessionId),
          );
          if (!shipment || order.status !== 'PAID')
            return { refusal: storeError(t, 'NOTHING_TO_SHIP', null) };
          if (shipment.shippedAt) return { refusal: storeError(t, 'ALREADY_SHIPPED', null) };
          await tx.update(
            checkoutShipments,
            { carrier: input.carrier, trackingNumber, shippedAt: new Date() },
            eq(checkoutShipments.id, shipment.id),
          );
          await enqueueStoreMail(tx, order, 'ORDER_SHIPPED');
          await audit(tx, {
            actorUserId: operator?.id ?? 0,
            action: 'markOrderShipped',
            target: `order:${order.id}`,
            details: { carrier: input.carrier, trackingNumber },
          });
          return order.id;
        },
      );
      if ('error' in written) return written.error;
      const [order] = await context.db.select(orders, eq(orders.id, written.id));
      return {
        __typename: 'MarkOrderShippedPayload',
        clientMutationId: input.clientMutationId,
        order,
      };
    },
  },
  MarkOrderShippedResult: { __resolveType: resolveResultType },
};
