// Demo real-goods deliveries: a fan who drew on the garden's first machine (with granted
// tickets) and asked for some prizes to be sent to their usual address, one of them already
// shipped, so /store/prize/delivery shows every state at once. Made through the same draw
// and the same tables the fans' own requests use.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import { createTranslate } from '../graphql/translate';
import { shippingAddressOf } from '../store/addresses/addressColumns';
import { deliveryAddresses } from '../store/tables';
import { performDraw } from './performDraw';
import {
  treasureMachinePrizes,
  treasurePrizeDeliveries,
  treasurePulls,
  type TreasureMachineRow,
} from './tables';
import { grantTickets } from './tickets';

export interface PrizeDeliverySeed {
  /** The fan's key in the tenant's definition; they need an address in their book. */
  fan: string;
  /** Ten-draws on the first machine, paid with granted tickets. */
  tenDraws: number;
  /** Deliveries of the real-goods prizes won, oldest first; the rest stay waiting. */
  deliveries: {
    prizes: number;
    daysAgo: number;
    shipped?: {
      carrier: 'YAMATO' | 'SAGAWA' | 'JAPAN_POST';
      trackingNumber: string;
      daysAgo: number;
    };
  }[];
}

const DAY = 24 * 60 * 60 * 1000;

export async function seedPrizeDeliveries(
  tx: TenantScope,
  seeds: readonly PrizeDeliverySeed[],
  machine: TreasureMachineRow,
  userIds: Record<string, number>,
): Promise<void> {
  const t = createTranslate('ja');
  const { ticketPrice } = machine;
  if (ticketPrice === null) throw new Error('Demo deliveries: the first machine takes no tickets');
  for (const seed of seeds) {
    const userId = userIds[seed.fan];
    await grantTickets(tx, {
      userId,
      amount: seed.tenDraws * 10 * ticketPrice,
      reference: `demo-deliveries:${userId}`,
      label: { ja: 'デモ用チケット', en: 'Demo tickets' },
    });
    for (let draw = 0; draw < seed.tenDraws; draw += 1) {
      const drawn = await performDraw(tx, t, {
        machineId: machine.id,
        userId,
        pulls: 10,
        payment: 'TICKETS',
        offerId: null,
      });
      if (!drawn.done) throw new Error(`Demo draw of ${seed.fan}: ${drawn.refusal.message}`);
    }
    const [address] = await tx.select(
      deliveryAddresses,
      and(eq(deliveryAddresses.userId, userId), eq(deliveryAddresses.isDefault, true)),
    );
    if (!address) throw new Error(`Demo deliveries of ${seed.fan}: no usual address`);
    const goods = await tx.selectFields(
      { id: treasureMachinePrizes.id },
      treasureMachinePrizes,
      and(
        eq(treasureMachinePrizes.machineId, machine.id),
        eq(treasureMachinePrizes.kind, 'REAL_GOODS'),
      ),
    );
    const won = await tx
      .select(
        treasurePulls,
        and(
          eq(treasurePulls.userId, userId),
          isNull(treasurePulls.deliveryId),
          inArray(
            treasurePulls.prizeId,
            goods.map((prize) => prize.id),
          ),
        ),
      )
      .orderBy(asc(treasurePulls.id));
    let next = 0;
    for (const delivery of seed.deliveries) {
      const pulls = won.slice(next, next + delivery.prizes);
      next += delivery.prizes;
      if (pulls.length === 0) break;
      const requestedAt = new Date(Date.now() - delivery.daysAgo * DAY);
      const [row] = await tx
        .insert(treasurePrizeDeliveries, {
          userId,
          ...shippingAddressOf(address),
          createdAt: requestedAt,
          ...(delivery.shipped
            ? {
                status: 'SHIPPED' as const,
                carrier: delivery.shipped.carrier,
                trackingNumber: delivery.shipped.trackingNumber,
                shippedAt: new Date(Date.now() - delivery.shipped.daysAgo * DAY),
              }
            : {}),
        })
        .returning({ id: treasurePrizeDeliveries.id });
      await tx.update(
        treasurePulls,
        { deliveryId: row.id, deliveryRequestedAt: requestedAt },
        inArray(
          treasurePulls.id,
          pulls.map((pull) => pull.id),
        ),
      );
    }
  }
}
