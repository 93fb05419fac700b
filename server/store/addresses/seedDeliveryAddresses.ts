// Demo address books: a new tenant's fans may start with addresses (the demo garden's
// operator and official, who sign in locally, so a shipped checkout can be tried at once).
import {
  checkShippingAddress,
  type ShippingAddress,
} from '../../../common/delivery/shippingAddress';
import type { TenantScope } from '../../db/tenantScope';
import { deliveryAddresses } from '../tables';

export interface DeliveryAddressSeed {
  /** The fan's key in the tenant's definition. */
  fan: string;
  address: Omit<ShippingAddress, 'country'>;
  isDefault?: boolean;
}

export async function seedDeliveryAddresses(
  tx: TenantScope,
  seeds: readonly DeliveryAddressSeed[],
  userIds: Record<string, number>,
): Promise<void> {
  for (const seed of seeds) {
    // Seeds obey the rules fans do: a wrong demo address fails loudly at seeding.
    const checked = checkShippingAddress(seed.address);
    if ('problem' in checked)
      throw new Error(`Demo address of ${seed.fan}: ${JSON.stringify(checked.problem)}`);
    await tx.insert(deliveryAddresses, {
      userId: userIds[seed.fan],
      ...checked.address,
      isDefault: seed.isDefault ?? false,
    });
  }
}
