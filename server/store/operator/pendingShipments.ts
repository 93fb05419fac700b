// Query.pendingShipments (operators): the garden's paid orders whose parcel of physical goods
// has not left yet, the oldest first, so an operator works through them and marks each one
// shipped (markOrderShipped). Keyset on the order id: a newly paid order joins the end and
// never shifts a page; a shipped or refunded one leaves the list.
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { MAX_ORDERS_PER_PAGE } from '../../../common/storeLimits';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../../community/roles';
import { checkPageSize, decodeCursor, pageOf } from '../../graphql/cursor';
import { resolveResultType } from '../../graphql/typedErrors';
import { orderCursor } from '../storePages';
import { checkoutShipments, orders } from '../tables';

const DEFAULT_PAGE_SIZE = 20;

export const pendingShipmentsResolvers: Resolvers = {
  Query: {
    pendingShipments: async (_parent, args, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_ORDERS_PER_PAGE);
      const afterId = args.after ? decodeCursor(t, 'orderId', args.after) : null;
      const rows = await db
        .select(
          orders,
          and(
            eq(orders.status, 'PAID'),
            inArray(
              orders.sessionId,
              db.selectFields(
                { id: checkoutShipments.sessionId },
                checkoutShipments,
                isNull(checkoutShipments.shippedAt),
              ),
            ),
            afterId !== null ? gt(orders.id, afterId) : undefined,
          ),
        )
        .orderBy(asc(orders.id))
        .limit(size + 1);
      return {
        __typename: 'OrderConnection' as const,
        ...pageOf(rows, size, orderCursor, afterId !== null),
      };
    },
  },
  PendingShipmentsResult: { __resolveType: resolveResultType },
};
