// Rows of every membership table for a fan of a tenant, for the tenancy probe
// (server/platform/tenancyProbe.test.ts).
import type { TenantScope } from '../../db/tenantScope';
import { membershipInvoices, membershipPlans, memberships } from '../tables';

export async function seedMembershipProbeRows(db: TenantScope, userId: number): Promise<void> {
  const name = { en: `Probe plan of ${db.tenantId}` };
  const [plan] = await db
    .insert(membershipPlans, {
      name,
      description: name,
      monthlyPrice: 500,
      perks: ['MEMBERS_ONLY_POSTS'],
    })
    .returning();
  const now = new Date();
  const [membership] = await db
    .insert(memberships, {
      userId,
      planId: plan.id,
      status: 'ACTIVE',
      monthlyPrice: 500,
      taxRatePercent: 10,
      currentPeriodStart: now,
      currentPeriodEnd: now,
      paymentProvider: 'local',
    })
    .returning();
  await db.insert(membershipInvoices, {
    membershipId: membership.id,
    userId,
    planName: name,
    periodStart: now,
    periodEnd: now,
    amount: 500,
    taxRatePercent: 10,
    status: 'PAID',
  });
}
