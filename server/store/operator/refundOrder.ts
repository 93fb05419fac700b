// Mutation.refundOrder (spec §3 "payment process"): an operator refunds a paid order once.
// In one transaction the order becomes REFUNDED (a conditional change: a second refund,
// even a concurrent one, is refused), its limited stock returns, the paid coins it
// bought and the free bonus coins that came with them are reversed through the ledger
// (refused when the fan has spent any of them), the audit
// log records it, and last the provider gives the money back (its idempotency key makes a
// retried call safe; a provider failure rolls everything back).
import { and, eq } from 'drizzle-orm';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { reverseMovement } from '../../coins/ledger';
import { OPERATOR_ROLES, requireRole } from '../../community/roles';
import { runIdempotently } from '../../db/idempotency';
import { dbIdOf } from '../../graphql/globalId';
import type { Translate } from '../../graphql/translate';
import { clientMutationIdReused, notFound, resolveResultType } from '../../graphql/typedErrors';
import { releaseStock } from '../checkout/stock';
import { bonusCoinsReference, paidCoinsReference } from '../checkout/deliverCoins';
import { paymentProvider } from '../payments/providers';
import { checkoutLines, orders } from '../tables';
import { enqueueStoreMail } from '../mail/storeMailOutbox';
import { audit } from './auditLog';

type RefundErrorReason = 'ALREADY_REFUNDED' | 'COINS_ALREADY_SPENT';

interface RefundErrorResult {
  __typename: 'RefundError';
  message: string;
  refundReason: RefundErrorReason;
}

function refundError(t: Translate, reason: RefundErrorReason): RefundErrorResult {
  return {
    __typename: 'RefundError',
    message: t(
      reason === 'ALREADY_REFUNDED' ? 'errors.refund.alreadyRefunded' : 'errors.refund.coinsSpent',
    ),
    refundReason: reason,
  };
}

export const refundOrderResolvers: Resolvers = {
  Mutation: {
    refundOrder: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      const orderId = dbIdOf(input.orderId, 'Order');
      // Any fan's order of this garden: operators refund orders that are not theirs.
      const [order] = orderId === null ? [] : await db.select(orders, eq(orders.id, orderId));
      if (!order) return notFound(t);
      const operator = await context.loaders.community.viewerUser();
      if (!operator || !context.identity) return notFound(t);
      const provider = paymentProvider();

      const result = await runIdempotently<RefundErrorResult>(
        db,
        {
          actor: context.identity.uid,
          mutation: 'refundOrder',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const [refunded] = await tx
            .update(
              orders,
              { status: 'REFUNDED', refundedAt: new Date() },
              and(eq(orders.id, order.id), eq(orders.status, 'PAID')),
            )
            .returning();
          if (!refunded) return { done: false, refusal: refundError(t, 'ALREADY_REFUNDED') };
          const lines = await tx.select(
            checkoutLines,
            eq(checkoutLines.sessionId, order.sessionId),
          );
          for (const line of lines) {
            await releaseStock(tx, line.itemId, line.quantity);
            if (line.kind !== 'COIN_PACK') continue;
            // The paid coins and the pack's bonus go back together or not at all: a pack
            // without a bonus has no grant to reverse (UNKNOWN), which is fine.
            for (const reference of [
              paidCoinsReference(order.id, line.id),
              bonusCoinsReference(order.id, line.id),
            ]) {
              const reversal = await reverseMovement(tx, {
                reference,
                label: { ja: `返金：${line.name.ja ?? ''}`, en: `Refund: ${line.name.en ?? ''}` },
              });
              if ('refused' in reversal && reversal.refused === 'COINS_ALREADY_SPENT')
                return { done: false, refusal: refundError(t, 'COINS_ALREADY_SPENT') };
            }
          }
          await audit(tx, {
            actorUserId: operator.id,
            action: 'refundOrder',
            target: `Order:${order.id}`,
            details: { total: order.total, paymentId: order.paymentId },
          });
          await enqueueStoreMail(tx, refunded, 'REFUND_NOTICE');
          await provider.refundPayment(tx, order.paymentId);
          return { done: true, resultRef: String(order.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      const [after] = await db.select(orders, eq(orders.id, order.id));
      return {
        __typename: 'RefundOrderPayload',
        clientMutationId: input.clientMutationId,
        order: after,
      };
    },
  },
  RefundOrderResult: { __resolveType: resolveResultType },
};
