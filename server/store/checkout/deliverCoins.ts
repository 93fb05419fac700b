// A paid order's coin packs become coins, in the order's transaction: the pack's price
// buys paid coins (1 coin = ¥1) and its bonus is granted as free coins. References name
// the order line, so the ledger never moves them twice; a refund reverses the same ones.
import { creditPaidCoins, grantFreeCoins } from '../../coins/ledger';
import type { TenantScope } from '../../db/tenantScope';
import type { OrderLineRow, OrderRow, StoreItemRow } from '../tables';

export const paidCoinsReference = (orderId: number, lineId: number) =>
  `order:${orderId}:line:${lineId}:paid`;
export const bonusCoinsReference = (orderId: number, lineId: number) =>
  `order:${orderId}:line:${lineId}:bonus`;

export async function deliverCoinPacks(
  tx: TenantScope,
  order: OrderRow,
  lines: { line: OrderLineRow; item: StoreItemRow }[],
): Promise<void> {
  for (const { line, item } of lines) {
    if (line.kind !== 'COIN_PACK' || !item.coinAmount) continue;
    await creditPaidCoins(tx, {
      userId: order.userId,
      amount: item.coinAmount * line.quantity,
      reference: paidCoinsReference(order.id, line.id),
      label: { ja: `コイン購入：${line.name.ja ?? ''}`, en: `Coins bought: ${line.name.en ?? ''}` },
    });
    if (item.bonusCoins)
      await grantFreeCoins(tx, {
        userId: order.userId,
        amount: item.bonusCoins * line.quantity,
        reference: bonusCoinsReference(order.id, line.id),
        label: {
          ja: `購入ボーナス：${line.name.ja ?? ''}`,
          en: `Purchase bonus: ${line.name.en ?? ''}`,
        },
      });
  }
}
