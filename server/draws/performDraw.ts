// One draw (a single pull or a ten-draw) in the caller's transaction: the checks, the box,
// the spend, the pulls, the grants and the fan's counters commit together or not at all.
// Concurrency: the fan's state row is locked first (one draw per fan and machine at a
// time: nonce, pity and offer limits stay exact); a box is taken with one conditional
// UPDATE of the machine row, so concurrent draws can never take more than is left.
import { and, eq, sql } from 'drizzle-orm';
import { pullFromDigest } from '../../common/draws/drawTable';
import type { ActionOutcome } from '../db/idempotency';
import type { TenantScope } from '../db/tenantScope';
import type { Translate } from '../graphql/translate';
import { staminaNotEnough, type StaminaNotEnoughResult } from '../graphql/typedErrors';
import type { DrawPayment } from '../__generated__/resolvers-types';
import { grantCards } from '../cards/grantCards';
import { grantFreeCoins, spendCoins } from '../coins/ledger';
import {
  lotteryError,
  lotteryMaintenance,
  type LotteryErrorResult,
  type LotteryMaintenanceResult,
} from './drawErrors';
import { loadMachineContents, pityRuleOf } from './machineContents';
import { boxOrder, currentSeed, newClientSeed, pullDigest } from './seeds';
import {
  treasureDraws,
  treasureMachineFanStates,
  treasureMachineOffers,
  treasureMachines,
  treasurePulls,
  type TreasureMachineRow,
} from './tables';
import { spendTickets } from './tickets';

export type DrawRefusal = LotteryErrorResult | LotteryMaintenanceResult | StaminaNotEnoughResult;

export interface DrawRequest {
  machineId: number;
  userId: number;
  pulls: 1 | 10;
  payment: DrawPayment;
  offerId: number | null;
  now?: Date;
}

/** Why the machine refuses draws now, if it does. */
export function machineRefusal(
  t: Translate,
  machine: TreasureMachineRow,
  now: Date,
): DrawRefusal | null {
  if (machine.status === 'MAINTENANCE') return lotteryMaintenance(t);
  if (machine.status === 'CLOSED' || (machine.closesAt && machine.closesAt <= now))
    return lotteryError(t, 'CLOSED');
  if (machine.status !== 'OPEN' || machine.opensAt > now) return lotteryError(t, 'NOT_OPEN');
  return null;
}

/** The fan's state row on the machine, created if new, locked until the transaction ends. */
export async function lockFanState(tx: TenantScope, machineId: number, userId: number) {
  await tx
    .insert(treasureMachineFanStates, { machineId, userId, clientSeed: newClientSeed() })
    .onConflictDoNothing();
  const [state] = await tx
    .select(
      treasureMachineFanStates,
      and(
        eq(treasureMachineFanStates.machineId, machineId),
        eq(treasureMachineFanStates.userId, userId),
      ),
    )
    .for('update');
  return state;
}

const drawLabel = (machine: TreasureMachineRow, pulls: number) => ({
  ja: `ガチャ「${machine.name.ja ?? machine.name.en ?? ''}」${pulls}回`,
  en: `Treasure machine "${machine.name.en ?? machine.name.ja ?? ''}" ×${pulls}`,
});

export async function performDraw(
  tx: TenantScope,
  t: Translate,
  request: DrawRequest,
): Promise<ActionOutcome<DrawRefusal>> {
  const now = request.now ?? new Date();
  const { machineId, userId, pulls, payment } = request;
  const refuse = (refusal: DrawRefusal) => ({ done: false as const, refusal });

  const state = await lockFanState(tx, machineId, userId);
  const [machine] = await tx.select(treasureMachines, eq(treasureMachines.id, machineId));
  const closed = machineRefusal(t, machine, now);
  if (closed) return refuse(closed);

  // The price: an offer, the single or ten-draw coin price, or tickets per pull.
  let price: number | null;
  if (request.offerId !== null) {
    const [offer] = await tx.select(
      treasureMachineOffers,
      and(
        eq(treasureMachineOffers.id, request.offerId),
        eq(treasureMachineOffers.machineId, machineId),
      ),
    );
    if (!offer || offer.pulls !== pulls || payment !== 'COINS')
      return refuse(lotteryError(t, 'NOT_FOR_SALE'));
    const used = await tx.count(
      treasureDraws,
      and(eq(treasureDraws.userId, userId), eq(treasureDraws.offerId, offer.id)),
    );
    if (used >= offer.perFanLimit) return refuse(lotteryError(t, 'OFFER_USED_UP'));
    price = offer.coinPrice;
  } else if (payment === 'COINS') {
    price = pulls === 1 ? machine.singleCoinPrice : machine.tenCoinPrice;
  } else {
    price = machine.ticketPrice === null ? null : machine.ticketPrice * pulls;
  }
  if (price === null) return refuse(lotteryError(t, 'NOT_FOR_SALE'));

  const seed = await currentSeed(tx, machineId);
  if (!seed) return refuse(lotteryError(t, 'NOT_OPEN'));

  // A box: take `pulls` positions, or refuse with what is left.
  let boxStart = 0;
  if (machine.kind === 'STOCK') {
    const taken = await tx
      .update(
        treasureMachines,
        { boxDrawn: sql`${treasureMachines.boxDrawn} + ${pulls}` },
        and(
          eq(treasureMachines.id, machineId),
          sql`${treasureMachines.boxDrawn} + ${pulls} <= ${treasureMachines.boxSize}`,
        ),
      )
      .returning({ boxDrawn: treasureMachines.boxDrawn });
    if (taken.length === 0) {
      const [left] = await tx.selectFields(
        { drawn: treasureMachines.boxDrawn, size: treasureMachines.boxSize },
        treasureMachines,
        eq(treasureMachines.id, machineId),
      );
      return refuse(lotteryError(t, 'SOLD_OUT', left.size - left.drawn));
    }
    boxStart = taken[0].boxDrawn - pulls;
  }

  const [draw] = await tx
    .insert(treasureDraws, {
      machineId,
      userId,
      pulls,
      payment,
      price,
      offerId: request.offerId,
      seedId: seed.id,
    })
    .returning({ id: treasureDraws.id });
  const label = drawLabel(machine, pulls);
  const reference = `treasure-draw:${draw.id}`;
  // A free offer (price 0) spends nothing; the ledger moves only positive amounts.
  if (payment === 'COINS' && price > 0) {
    const spent = await spendCoins(tx, {
      userId,
      amount: price,
      reference,
      label,
      paidOnly: machine.paidCoinsOnly,
    });
    if (!spent.ok)
      return refuse(
        staminaNotEnough(t, machine.paidCoinsOnly ? 'PAID_COINS' : 'COINS', price, spent.available),
      );
  } else if (payment === 'TICKETS') {
    const spent = await spendTickets(tx, { userId, amount: price, reference, label });
    if (!spent.ok) return refuse(staminaNotEnough(t, 'TICKETS', price, spent.available));
  }

  const contents = await loadMachineContents(tx, machineId);
  const pity = pityRuleOf(machine);
  const order = machine.kind === 'STOCK' ? boxOrder(seed.serverSeed, contents.box) : [];
  const rankOfPrize = new Map(contents.prizes.map((prize) => [prize.id, prize.rankId]));
  let pityCount = state.pityCount;
  const rows = Array.from({ length: pulls }, (_, position) => {
    const nonce = state.nonce + position + 1;
    const before = pityCount;
    if (machine.kind === 'STOCK') {
      const prizeId = order[boxStart + position];
      return {
        drawId: draw.id,
        machineId,
        userId,
        position,
        seedId: seed.id,
        clientSeed: state.clientSeed,
        nonce,
        boxPosition: boxStart + position,
        pityCountBefore: before,
        isPity: false,
        rankId: rankOfPrize.get(prizeId) ?? 0,
        prizeId,
      };
    }
    const outcome = pullFromDigest(
      contents.table,
      pullDigest(seed.serverSeed, state.clientSeed, nonce),
      pity,
      before,
    );
    pityCount = outcome.pityCountAfter;
    return {
      drawId: draw.id,
      machineId,
      userId,
      position,
      seedId: seed.id,
      clientSeed: state.clientSeed,
      nonce,
      boxPosition: null,
      pityCountBefore: before,
      isPity: outcome.isPity,
      rankId: outcome.rankId,
      prizeId: outcome.itemId,
    };
  });
  const inserted = await tx
    .insert(treasurePulls, rows)
    .returning({ id: treasurePulls.id, prizeId: treasurePulls.prizeId });

  const prizeById = new Map(contents.prizes.map((prize) => [prize.id, prize]));
  for (const pull of inserted) {
    const prize = prizeById.get(pull.prizeId);
    if (prize?.kind === 'COLLECTABLE_CARD' && prize.cardId !== null) {
      // The card is the fan's in the draw's transaction; a limited edition with no copy
      // left refuses the whole draw (nothing spent), never a prize that cannot be given.
      const granted = await grantCards(tx, {
        userId,
        cardId: prize.cardId,
        count: 1,
        reference: `treasure-pull:${pull.id}`,
      });
      if (!granted.granted) return refuse(lotteryError(t, 'SOLD_OUT', granted.remaining));
    }
    if (prize?.kind === 'COIN' && prize.coinAmount) {
      await grantFreeCoins(tx, {
        userId,
        amount: prize.coinAmount,
        reference: `treasure-pull:${pull.id}`,
        label: { ja: `ガチャ景品：${prize.name.ja ?? ''}`, en: `Prize: ${prize.name.en ?? ''}` },
      });
    }
  }

  await tx.update(
    treasureMachineFanStates,
    {
      nonce: state.nonce + pulls,
      pityCount,
      points: sql`${treasureMachineFanStates.points} + ${
        payment === 'COINS' ? machine.pointsPerPaidPull * pulls : 0
      }`,
    },
    and(
      eq(treasureMachineFanStates.machineId, machineId),
      eq(treasureMachineFanStates.userId, userId),
    ),
  );
  return { done: true, resultRef: String(draw.id) };
}
