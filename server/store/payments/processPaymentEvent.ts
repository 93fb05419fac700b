// A verified webhook event acts once: its id is recorded in the same transaction as what
// it does, so the same event twice changes nothing, and events may come in any order
// (a success after the browser already completed the order, a failure after a success)
// because every step is a conditional change of the session's state.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { tenantExists, tenantScope } from '../../db/tenantScope';
import { applyPayment, refundLatePayment } from '../checkout/applyPayment';
import { checkoutSessions, paymentEvents } from '../tables';
import { parseCheckoutReference, type PaymentEvent, type PaymentProvider } from './paymentProvider';

export type EventOutcome = 'processed' | 'duplicate' | 'ignored';

export async function processPaymentEvent(
  database: Database,
  provider: PaymentProvider,
  event: PaymentEvent,
): Promise<EventOutcome> {
  const target = parseCheckoutReference(event.reference);
  if (event.type === 'other' || !target || !event.paymentId) return 'ignored';
  if (event.tenantId !== null && event.tenantId !== target.tenantId) return 'ignored';
  if (!(await tenantExists(database, target.tenantId))) return 'ignored';
  const db = tenantScope(database, target.tenantId);
  const paymentId = event.paymentId;
  const outcome = await db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents, { provider: provider.name, eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return { kind: 'duplicate' as const };
    const [session] = await tx
      .select(checkoutSessions, eq(checkoutSessions.id, target.sessionId))
      .for('update');
    if (!session) return { kind: 'unknown' as const };
    return applyPayment(
      tx,
      session,
      {
        id: paymentId,
        amount: session.total,
        reference: event.reference ?? '',
        status: event.type === 'payment.succeeded' ? 'succeeded' : 'failed',
        failureCode: event.failureCode ?? null,
      },
      provider,
    );
  });
  if (outcome.kind === 'duplicate') return 'duplicate';
  await refundLatePayment(db, provider, outcome, paymentId);
  return 'processed';
}
