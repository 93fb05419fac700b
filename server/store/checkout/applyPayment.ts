// What a payment's state means for its checkout session, wherever the state was learned
// (the answer to payCheckout, refreshCheckout, a webhook): paid → the order; waiting for
// the fan or the provider → PAYING with the hold extended to the payment's deadline;
// failed → the session opens again for another try.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CARD_ACTION_HOLD_MS, ID_PAYMENT_HOLD_MS } from '../../../common/storeLimits';
import type { TenantScope } from '../../db/tenantScope';
import type { Payment, PaymentProvider } from '../payments/paymentProvider';
import { checkoutSessions, type CheckoutSessionRow } from '../tables';
import { completeCheckout, type Completion } from './completeCheckout';
import { reopenCheckoutSession } from './sessionLifecycle';

export type Applied = Completion | { kind: 'waiting' } | { kind: 'failed'; failure: string };

export async function applyPayment(
  tx: TenantScope,
  session: Pick<CheckoutSessionRow, 'id' | 'paymentMethod'>,
  payment: Payment,
  provider: PaymentProvider,
  now = new Date(),
): Promise<Applied> {
  switch (payment.status) {
    case 'succeeded':
      return completeCheckout(tx, session.id, payment, provider.name);
    case 'requires_action':
    case 'processing': {
      const hold =
        session.paymentMethod === 'ID_PAYMENT' ? ID_PAYMENT_HOLD_MS : CARD_ACTION_HOLD_MS;
      await tx.update(
        checkoutSessions,
        {
          status: 'PAYING',
          paymentProvider: provider.name,
          paymentId: payment.id,
          paymentActionUrl: payment.actionUrl ?? null,
          paymentFailure: null,
          expiresAt: sql`greatest(${checkoutSessions.expiresAt}, ${new Date(now.getTime() + hold)})`,
        },
        // Never back from COMPLETED or EXPIRED on a stale answer.
        and(
          eq(checkoutSessions.id, session.id),
          inArray(checkoutSessions.status, ['OPEN', 'PAYING']),
        ),
      );
      return { kind: 'waiting' };
    }
    default: {
      const failure = payment.failureCode ?? 'DECLINED';
      await reopenCheckoutSession(tx, session.id, payment.id, failure, now);
      return { kind: 'failed', failure };
    }
  }
}

/** A payment that arrived after its session expired is given back at once. */
export async function refundLatePayment(
  db: TenantScope,
  provider: PaymentProvider,
  applied: Applied,
  paymentId: string,
): Promise<void> {
  if (applied.kind === 'late') await provider.refundPayment(db, paymentId);
}
