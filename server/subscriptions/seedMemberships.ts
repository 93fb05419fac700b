// Seeding a new tenant's membership plans, inside the transaction that creates the tenant
// (server/db/tenants.ts).
import type { MembershipPerk } from '../__generated__/resolvers-types';
import type { TenantScope } from '../db/tenantScope';
import type { LocalizedText } from '../platform/tables';
import { membershipPlans } from './tables';

export interface MembershipSeed {
  plans: {
    name: LocalizedText;
    description: LocalizedText;
    monthlyPrice: number;
    taxRatePercent?: 8 | 10;
    perks: MembershipPerk[];
  }[];
}

export async function seedMemberships(tx: TenantScope, seed: MembershipSeed): Promise<void> {
  for (const plan of seed.plans)
    await tx.insert(membershipPlans, { ...plan, taxRatePercent: plan.taxRatePercent ?? 10 });
}
