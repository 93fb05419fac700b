// What decides whether an item can be bought now: its sale window, whether it was
// withdrawn, and its stock. The same rules answer StoreItem.isOnSale and guard checkout.
import type { StoreItemRow } from './tables';

export function isOnSale(item: StoreItemRow, now = new Date()): boolean {
  if (item.withdrawnAt) return false;
  if (item.saleStartsAt && item.saleStartsAt > now) return false;
  if (item.saleEndsAt && item.saleEndsAt <= now) return false;
  return true;
}

export function isSoldOut(item: StoreItemRow): boolean {
  return item.stockRemaining !== null && item.stockRemaining <= 0;
}

/** The schema's TaxRate of a stored rate. */
export function taxRateOf(percent: number): 'STANDARD_10' | 'REDUCED_8' {
  return percent === 8 ? 'REDUCED_8' : 'STANDARD_10';
}
