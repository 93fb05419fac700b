// Stock of limited items moves only through these two conditional updates, inside the
// transaction that holds or releases it. `stock_remaining >= q` is checked by PostgreSQL
// on the row's latest committed version under its row lock, so concurrent checkouts
// serialise on the item's row and stock never goes below zero (0 oversold).
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/tenantScope';
import { storeItems } from '../tables';

/** Takes `quantity` from an item's stock; false when not enough is left. Unlimited items always succeed. */
export async function holdStock(
  tx: TenantScope,
  itemId: number,
  quantity: number,
): Promise<boolean> {
  const held = await tx
    .update(
      storeItems,
      { stockRemaining: sql`${storeItems.stockRemaining} - ${quantity}` },
      and(
        eq(storeItems.id, itemId),
        or(isNull(storeItems.stockRemaining), gte(storeItems.stockRemaining, quantity)),
      ),
    )
    .returning({ id: storeItems.id });
  return held.length === 1;
}

/** Gives stock back (an expired or canceled session, a refund). Unlimited items stay unlimited. */
export async function releaseStock(
  tx: TenantScope,
  itemId: number,
  quantity: number,
): Promise<void> {
  await tx.update(
    storeItems,
    { stockRemaining: sql`${storeItems.stockRemaining} + ${quantity}` },
    eq(storeItems.id, itemId),
  );
}
