// A verified webhook event acts once: its id is recorded in the same transaction as what
// it does, so the same event twice changes nothing, and events may come in any order
// (a success after the browser already completed the order, a failure after a success)
// because every target's step is a conditional change of its own state. The event's
// reference says whose payment it is: a checkout session's, or another feature's
// (PaymentTarget: a membership's invoice).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tenantExists, tenantScope } from '../../db/tenantScope';
import { applyPayment, refundLatePayment } from '../checkout/applyPayment';
import { checkoutSessions, paymentEvents } from '../tables';
import {
  parseCheckoutReference,
  type Payment,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentApplication,
  type PaymentTarget,
} from './paymentProvider';

export type EventOutcome = 'processed' | 'duplicate' | 'ignored';

/** The checkout's sessions: a paid session becomes its order (checkout/applyPayment.ts). */
export const checkoutPaymentTarget: PaymentTarget = (reference) => {
  const target = parseCheckoutReference(reference);
  if (!target) return null;
  return {
    tenantId: target.tenantId,
    async apply(tx, payment, provider) {
      const [session] = await tx
        .select(checkoutSessions, eq(checkoutSessions.id, target.sessionId))
        .for('update');
      if (!session) return {};
      const applied = await applyPayment(
        tx,
        session,
        { ...payment, amount: session.total },
        provider,
      );
      return { afterCommit: (db) => refundLatePayment(db, provider, applied, payment.id) };
    },
  };
};

export async function processPaymentEvent(
  database: Database,
  provider: PaymentProvider,
  event: PaymentEvent,
  targets: readonly PaymentTarget[] = [checkoutPaymentTarget],
): Promise<EventOutcome> {
  if (event.type === 'other' || !event.paymentId) return 'ignored';
  let found: PaymentApplication | null = null;
  for (const target of targets) found ??= target(event.reference);
  if (!found) return 'ignored';
  if (event.tenantId !== null && event.tenantId !== found.tenantId) return 'ignored';
  if (!(await tenantExists(database, found.tenantId))) return 'ignored';
  const db = tenantScope(database, found.tenantId);
  const payment: Payment = {
    id: event.paymentId,
    amount: 0,
    reference: event.reference ?? '',
    status: event.type === 'payment.succeeded' ? 'succeeded' : 'failed',
    failureCode: event.failureCode ?? null,
  };
  const application = found;
  const outcome = await db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents, { provider: provider.name, eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return null;
    return application.apply(tx, payment, provider);
  });
  if (!outcome) return 'duplicate';
  await outcome.afterCommit?.(db);
  return 'processed';
}
