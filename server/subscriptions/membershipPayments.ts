// What a membership invoice's payment does, wherever its outcome was learned (the answer
// to subscribe or to a renewal charge, or the provider's webhook): paid → the period is
// the invoice's and the next renewal is scheduled; failed → a first payment ends the
// membership, a renewal starts the grace period. Every step is conditional on the invoice
// still PENDING, so a replayed webhook or a second answer never extends twice.
import { eq } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import { scheduleJob } from '../platform/scheduledJobs';
import type { Payment, PaymentTarget } from '../store/payments/paymentProvider';
import { graceEndAfter } from './membershipPeriods';
import { membershipInvoices, memberships, type MembershipRow } from './tables';

export const RENEW_MEMBERSHIP_JOB = 'subscriptions.renew';
export const LAPSE_MEMBERSHIP_JOB = 'subscriptions.lapse';

export function membershipReference(tenantId: string, invoiceId: number): string {
  return `membership:${tenantId}:${invoiceId}`;
}

/** Each period gets its own job key: a job that reschedules its own key would be lost. */
export async function scheduleRenewal(tx: TenantScope, membership: MembershipRow): Promise<void> {
  await scheduleJob(tx, {
    kind: RENEW_MEMBERSHIP_JOB,
    key: `${membership.id}@${membership.currentPeriodEnd.toISOString()}`,
    runAt: membership.currentPeriodEnd,
    payload: { membershipId: membership.id },
  });
}

export type InvoiceOutcome = 'applied' | 'unchanged' | 'late';

export async function applyInvoicePayment(
  tx: TenantScope,
  invoiceId: number,
  payment: Pick<Payment, 'id' | 'status'>,
  now = new Date(),
): Promise<InvoiceOutcome> {
  const [invoice] = await tx
    .select(membershipInvoices, eq(membershipInvoices.id, invoiceId))
    .for('update');
  if (!invoice || invoice.status !== 'PENDING') return 'unchanged';
  if (payment.status !== 'succeeded' && payment.status !== 'failed') return 'unchanged';
  const [membership] = await tx
    .select(memberships, eq(memberships.id, invoice.membershipId))
    .for('update');
  const paid = payment.status === 'succeeded';
  await tx.update(
    membershipInvoices,
    { status: paid ? 'PAID' : 'FAILED', paidAt: paid ? now : null, paymentId: payment.id },
    eq(membershipInvoices.id, invoice.id),
  );
  const first = membership.status === 'INCOMPLETE';
  if (!first && membership.status !== 'ACTIVE' && membership.status !== 'PAST_DUE')
    // Paid after the membership lapsed or ended: given back (the caller refunds).
    return paid ? 'late' : 'applied';
  if (paid) {
    const [renewed] = await tx
      .update(
        memberships,
        {
          status: 'ACTIVE',
          currentPeriodStart: invoice.periodStart,
          currentPeriodEnd: invoice.periodEnd,
          graceEndsAt: null,
          paymentActionUrl: null,
        },
        eq(memberships.id, membership.id),
      )
      .returning();
    await scheduleRenewal(tx, renewed);
  } else if (first) {
    await tx.update(
      memberships,
      { status: 'ENDED', endedAt: now, paymentActionUrl: null },
      eq(memberships.id, membership.id),
    );
  } else if (membership.status === 'ACTIVE') {
    const graceEndsAt = graceEndAfter(invoice.periodStart);
    await tx.update(
      memberships,
      { status: 'PAST_DUE', graceEndsAt },
      eq(memberships.id, membership.id),
    );
    await scheduleJob(tx, {
      kind: LAPSE_MEMBERSHIP_JOB,
      key: `${membership.id}@${graceEndsAt.toISOString()}`,
      runAt: graceEndsAt,
      payload: { membershipId: membership.id },
    });
  }
  return 'applied';
}

/** Webhook events whose reference is a membership invoice's. */
export const membershipPaymentTarget: PaymentTarget = (reference) => {
  const match = /^membership:([a-z0-9_-]+):(\d+)$/.exec(reference ?? '');
  if (!match) return null;
  const invoiceId = Number(match[2]);
  return {
    tenantId: match[1],
    async apply(tx, payment, provider) {
      const outcome = await applyInvoicePayment(tx, invoiceId, payment);
      return outcome === 'late'
        ? { afterCommit: (db) => provider.refundPayment(db, payment.id) }
        : {};
    },
  };
};
