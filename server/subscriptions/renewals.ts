// The scheduled work of memberships: at a period's end, a cancelled membership ends and any
// other is charged for the next month on its saved card (the outcome may come later, by
// the provider's webhook); at the end of a grace period, an unpaid membership lapses.
import { and, eq } from 'drizzle-orm';
import type { JobHandler } from '../platform/serverFeature';
import { paymentProvider } from '../store/payments/providers';
import {
  applyInvoicePayment,
  LAPSE_MEMBERSHIP_JOB,
  membershipReference,
  RENEW_MEMBERSHIP_JOB,
} from './membershipPayments';
import { oneMonthAfter } from './membershipPeriods';
import { membershipInvoices, membershipPlans, memberships } from './tables';

function membershipIdOf(payload: unknown): number {
  return Number((payload as { membershipId?: unknown }).membershipId);
}

const renewMembership: JobHandler = async (tx, job) => {
  const [membership] = await tx
    .select(memberships, eq(memberships.id, membershipIdOf(job.payload)))
    .for('update');
  if (!membership || membership.status !== 'ACTIVE' || membership.currentPeriodEnd > job.now)
    return;
  if (membership.cancelAtPeriodEnd) {
    await tx.update(
      memberships,
      { status: 'ENDED', endedAt: membership.currentPeriodEnd },
      eq(memberships.id, membership.id),
    );
    return;
  }
  const [plan] = await tx.select(membershipPlans, eq(membershipPlans.id, membership.planId));
  const periodStart = membership.currentPeriodEnd;
  // One invoice per month (membership_invoices_period): a second run finds it and stops.
  const [invoice] = await tx
    .insert(membershipInvoices, {
      membershipId: membership.id,
      userId: membership.userId,
      planName: plan.name,
      periodStart,
      periodEnd: oneMonthAfter(periodStart),
      amount: membership.monthlyPrice,
      taxRatePercent: membership.taxRatePercent,
    })
    .onConflictDoNothing()
    .returning();
  if (!invoice) return;
  if (!membership.savedPaymentMethodId) {
    await applyInvoicePayment(tx, invoice.id, { id: '', status: 'failed' }, job.now);
    return;
  }
  const payment = await paymentProvider().createPayment(tx, {
    amount: invoice.amount,
    reference: membershipReference(tx.tenantId, invoice.id),
    method: { kind: 'SAVED_CARD', paymentMethodId: membership.savedPaymentMethodId },
    returnPath: '/settings/store/subscription',
    idempotencyKey: `membership-${tx.tenantId}-${invoice.id}`,
  });
  await tx.update(
    membershipInvoices,
    { paymentId: payment.id },
    and(eq(membershipInvoices.id, invoice.id), eq(membershipInvoices.status, 'PENDING')),
  );
  await applyInvoicePayment(tx, invoice.id, payment, job.now);
};

const lapseMembership: JobHandler = async (tx, job) => {
  const [membership] = await tx
    .select(memberships, eq(memberships.id, membershipIdOf(job.payload)))
    .for('update');
  if (!membership || membership.status !== 'PAST_DUE') return;
  if (membership.graceEndsAt && membership.graceEndsAt > job.now) return;
  await tx.update(
    memberships,
    { status: 'LAPSED', endedAt: job.now },
    eq(memberships.id, membership.id),
  );
};

export const membershipJobs: Record<string, JobHandler> = {
  [RENEW_MEMBERSHIP_JOB]: renewMembership,
  [LAPSE_MEMBERSHIP_JOB]: lapseMembership,
};
