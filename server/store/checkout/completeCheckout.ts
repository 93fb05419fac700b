// A paid checkout session becomes its order: one conditional status change (OPEN or
// PAYING → COMPLETED) decides which caller completes it, and the unique index on
// orders.session_id is the last word, so however the success arrives (the payment's
// answer, refreshCheckout after 3-D Secure, the provider's webhook, or all of them at
// once) there is exactly one order. The held stock becomes sold, coin packs become coins
// in the same transaction, a basket checkout empties the bought lines from the basket, and
// the order's confirmation e-mail is queued (sent after commit by a job).
import { and, eq, inArray } from 'drizzle-orm';
import type { TenantScope } from '../../db/tenantScope';
import type { Payment } from '../payments/paymentProvider';
import {
  basketLines,
  checkoutLines,
  checkoutSessions,
  orders,
  storeItems,
  type OrderRow,
} from '../tables';
import { enqueueStoreMail } from '../mail/storeMailOutbox';
import { deliverCoinPacks } from './deliverCoins';

export type Completion =
  | { kind: 'completed'; order: OrderRow; first: boolean }
  /** Paid after the session expired and its stock went back: the payment is refunded. */
  | { kind: 'late' }
  | { kind: 'unknown' };

export async function completeCheckout(
  tx: TenantScope,
  sessionId: number,
  payment: Payment,
  provider: string,
): Promise<Completion> {
  const [session] = await tx
    .update(
      checkoutSessions,
      {
        status: 'COMPLETED',
        completedAt: new Date(),
        paymentId: payment.id,
        paymentProvider: provider,
        paymentActionUrl: null,
        paymentFailure: null,
      },
      and(eq(checkoutSessions.id, sessionId), inArray(checkoutSessions.status, ['OPEN', 'PAYING'])),
    )
    .returning();
  if (!session) {
    const [existing] = await tx.select(orders, eq(orders.sessionId, sessionId));
    if (existing) return { kind: 'completed', order: existing, first: false };
    const [expired] = await tx.select(checkoutSessions, eq(checkoutSessions.id, sessionId));
    return expired ? { kind: 'late' } : { kind: 'unknown' };
  }
  const [order] = await tx
    .insert(orders, {
      userId: session.userId,
      sessionId: session.id,
      total: session.total,
      paymentMethod: session.paymentMethod ?? 'CARD',
      paymentProvider: provider,
      paymentId: payment.id,
    })
    .returning();
  const lines = await tx.select(checkoutLines, eq(checkoutLines.sessionId, session.id));
  const items = await tx.select(
    storeItems,
    inArray(
      storeItems.id,
      lines.map((line) => line.itemId),
    ),
  );
  await deliverCoinPacks(
    tx,
    order,
    lines.map((line) => ({ line, item: items.find((item) => item.id === line.itemId)! })),
  );
  if (session.fromBasket) {
    await tx.delete(
      basketLines,
      and(
        eq(basketLines.userId, session.userId),
        inArray(
          basketLines.itemId,
          lines.map((line) => line.itemId),
        ),
      ),
    );
  }
  await enqueueStoreMail(tx, order, 'ORDER_CONFIRMATION');
  return { kind: 'completed', order, first: true };
}
