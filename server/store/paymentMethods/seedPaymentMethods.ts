// Demo saved cards: the demo garden's operator starts with two test cards kept at the local
// provider, so paying with a saved card can be tried at once (README test cards).
import type { TenantScope } from '../../db/tenantScope';
import type { CardBrand } from '../payments/paymentProvider';
import { localPaymentMethods, savedPaymentMethods } from '../tables';

export interface PaymentMethodSeed {
  /** The fan's key in the tenant's definition. */
  fan: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault?: boolean;
}

export async function seedPaymentMethods(
  tx: TenantScope,
  seeds: readonly PaymentMethodSeed[],
  userIds: Record<string, number>,
): Promise<void> {
  for (const [index, seed] of seeds.entries()) {
    // The local provider's kept card: its ids are global, so the tenant is part of it.
    const providerMethodId = `lpm_seed_${tx.tenantId}_${index}`;
    await tx.insert(localPaymentMethods, { id: providerMethodId, last4: seed.last4 });
    await tx.insert(savedPaymentMethods, {
      userId: userIds[seed.fan],
      provider: 'local',
      providerMethodId,
      brand: seed.brand,
      last4: seed.last4,
      expMonth: seed.expMonth,
      expYear: seed.expYear,
      isDefault: seed.isDefault ?? false,
    });
  }
}
