// The coin ledger's only writers. Every function runs inside the caller's transaction, so a
// draw's spend, a purchase's credit or a mission's reward commits with the action it pays
// for, or not at all. The fan's wallet row is locked first (SELECT … FOR UPDATE): two
// spends of one fan serialise, and the balance never goes negative (also a CHECK).
// A reference (the caller's key, e.g. `order:42`) moves coins once per kind: calling again
// with it returns the first movement and changes nothing.
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import type { LocalizedText } from '../platform/tables';
import { defaultFreeCoinExpiry, MAX_COINS_PER_MOVEMENT } from './coinRules';
import {
  coinEntries,
  coinMovements,
  coinWallets,
  freeCoinLots,
  type CoinAccount,
  type CoinMovementKind,
  type CoinMovementRow,
  type FreeLotUse,
} from './tables';

export interface CoinBalanceNow {
  paid: number;
  free: number;
}

interface MovementBase {
  userId: number;
  amount: number;
  reference: string;
  label: LocalizedText;
}

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_COINS_PER_MOVEMENT) {
    throw new RangeError(`A coin movement of ${amount} coins`);
  }
}

/** The fan's wallet, created empty if needed and locked until the transaction ends. */
async function lockWallet(tx: TenantScope, userId: number): Promise<CoinBalanceNow> {
  await tx.insert(coinWallets, { userId }).onConflictDoNothing();
  const [wallet] = await tx.select(coinWallets, eq(coinWallets.userId, userId)).for('update');
  return { paid: wallet.paid, free: wallet.free };
}

async function existingMovement(
  tx: TenantScope,
  kind: CoinMovementKind,
  reference: string,
): Promise<CoinMovementRow | null> {
  const [row] = await tx.select(
    coinMovements,
    and(eq(coinMovements.kind, kind), eq(coinMovements.reference, reference)),
  );
  return row ?? null;
}

/** Writes a movement, its zero-sum legs, and the wallet's new balances. */
async function record(
  tx: TenantScope,
  movement: {
    userId: number;
    kind: CoinMovementKind;
    reference: string;
    label: LocalizedText;
    paidChange: number;
    freeChange: number;
    freeLots?: FreeLotUse[];
    reversesId?: number;
  },
  counter: { account: CoinAccount; amount: number }[],
): Promise<CoinMovementRow> {
  const [row] = await tx
    .insert(coinMovements, {
      ...movement,
      freeLots: movement.freeLots ?? [],
      reversesId: movement.reversesId ?? null,
    })
    .returning();
  const legs = [
    { account: 'FAN_PAID' as const, userId: movement.userId, amount: movement.paidChange },
    { account: 'FAN_FREE' as const, userId: movement.userId, amount: movement.freeChange },
    ...counter.map((leg) => ({ ...leg, userId: null })),
  ].filter((leg) => leg.amount !== 0);
  if (legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0) {
    throw new Error(`Coin movement ${movement.reference} does not balance`);
  }
  await tx.insert(
    coinEntries,
    legs.map((leg) => ({ ...leg, movementId: row.id })),
  );
  await tx.update(
    coinWallets,
    {
      paid: sql`${coinWallets.paid} + ${movement.paidChange}`,
      free: sql`${coinWallets.free} + ${movement.freeChange}`,
    },
    eq(coinWallets.userId, movement.userId),
  );
  return row;
}

/** Free coins for a mission, a check-in, a campaign or an operator's grant. */
export async function grantFreeCoins(
  tx: TenantScope,
  grant: MovementBase & { expiresAt?: Date },
): Promise<CoinMovementRow> {
  checkAmount(grant.amount);
  await lockWallet(tx, grant.userId);
  const done = await existingMovement(tx, 'GRANT', grant.reference);
  if (done) return done;
  const row = await record(
    tx,
    { ...grant, kind: 'GRANT', paidChange: 0, freeChange: grant.amount },
    [{ account: 'GARDEN_GRANTED', amount: -grant.amount }],
  );
  await tx.insert(freeCoinLots, {
    userId: grant.userId,
    grantId: row.id,
    remaining: grant.amount,
    expiresAt: grant.expiresAt ?? defaultFreeCoinExpiry(new Date()),
  });
  return row;
}

/** Paid coins a fan bought with money (1 coin = ¥1; a pack's bonus goes through grantFreeCoins). */
export async function creditPaidCoins(
  tx: TenantScope,
  purchase: MovementBase,
): Promise<CoinMovementRow> {
  checkAmount(purchase.amount);
  await lockWallet(tx, purchase.userId);
  const done = await existingMovement(tx, 'PURCHASE', purchase.reference);
  if (done) return done;
  return record(tx, { ...purchase, kind: 'PURCHASE', paidChange: purchase.amount, freeChange: 0 }, [
    { account: 'GARDEN_SOLD', amount: -purchase.amount },
  ]);
}

export type SpendResult =
  { ok: true; movement: CoinMovementRow } | { ok: false; available: number };

/**
 * Spends coins: free coins first (those expiring soonest first), then paid ones; with
 * `paidOnly`, paid coins alone. Refuses, changing nothing, when the fan has too few.
 */
export async function spendCoins(
  tx: TenantScope,
  spend: MovementBase & { paidOnly?: boolean },
  now = new Date(),
): Promise<SpendResult> {
  checkAmount(spend.amount);
  const wallet = await lockWallet(tx, spend.userId);
  const done = await existingMovement(tx, 'SPEND', spend.reference);
  if (done) return { ok: true, movement: done };
  // Lots past their expiry that the expiry job has not reached yet are not spendable.
  const lots = spend.paidOnly
    ? []
    : await tx
        .select(
          freeCoinLots,
          and(
            eq(freeCoinLots.userId, spend.userId),
            gt(freeCoinLots.remaining, 0),
            gt(freeCoinLots.expiresAt, now),
          ),
        )
        .orderBy(asc(freeCoinLots.expiresAt), asc(freeCoinLots.id));
  const spendableFree = lots.reduce((sum, lot) => sum + lot.remaining, 0);
  const available = wallet.paid + spendableFree;
  if (available < spend.amount) return { ok: false, available };

  const uses: FreeLotUse[] = [];
  let left = spend.amount;
  for (const lot of lots) {
    if (left === 0) break;
    const amount = Math.min(lot.remaining, left);
    uses.push({ lotId: lot.id, amount });
    left -= amount;
    await tx.update(
      freeCoinLots,
      { remaining: sql`${freeCoinLots.remaining} - ${amount}` },
      eq(freeCoinLots.id, lot.id),
    );
  }
  const free = spend.amount - left;
  const movement = await record(
    tx,
    {
      userId: spend.userId,
      kind: 'SPEND',
      reference: spend.reference,
      label: spend.label,
      paidChange: -left,
      freeChange: -free,
      freeLots: uses,
    },
    [{ account: 'GARDEN_REDEEMED', amount: spend.amount }],
  );
  return { ok: true, movement };
}

/** The garden account each kind of movement moved against, which its reversal moves back. */
const reversedAccount: Partial<Record<CoinMovementKind, CoinAccount>> = {
  PURCHASE: 'GARDEN_SOLD',
  GRANT: 'GARDEN_GRANTED',
  SPEND: 'GARDEN_REDEEMED',
};

export type ReversalResult =
  | { reversed: CoinMovementRow }
  | { refused: 'ALREADY_REVERSED' | 'UNKNOWN' | 'COINS_ALREADY_SPENT' };

/**
 * Undoes a purchase, a spend or a grant (a refund), once. A spend's free coins go back to
 * the lots they came from, keeping those lots' expiry dates; a purchase is undone only while
 * the fan still holds its paid coins, and a grant (a coin pack's bonus) only while its lot is
 * wholly unspent, so a refund never takes back coins that already bought something.
 */
export async function reverseMovement(
  tx: TenantScope,
  reversal: { reference: string; label: LocalizedText },
): Promise<ReversalResult> {
  const original =
    (await existingMovement(tx, 'SPEND', reversal.reference)) ??
    (await existingMovement(tx, 'PURCHASE', reversal.reference)) ??
    (await existingMovement(tx, 'GRANT', reversal.reference));
  if (!original) return { refused: 'UNKNOWN' };
  const wallet = await lockWallet(tx, original.userId);
  if (await existingMovement(tx, 'REVERSAL', reversal.reference)) {
    return { refused: 'ALREADY_REVERSED' };
  }
  if (original.kind === 'PURCHASE' && wallet.paid < original.paidChange) {
    return { refused: 'COINS_ALREADY_SPENT' };
  }
  if (original.kind === 'GRANT') {
    // The conditional update is the check: the lot empties only if nothing was taken from it.
    const emptied = await tx
      .update(
        freeCoinLots,
        { remaining: 0 },
        and(eq(freeCoinLots.grantId, original.id), eq(freeCoinLots.remaining, original.freeChange)),
      )
      .returning({ id: freeCoinLots.id });
    if (emptied.length === 0) return { refused: 'COINS_ALREADY_SPENT' };
  }
  for (const use of original.freeLots) {
    await tx.update(
      freeCoinLots,
      { remaining: sql`${freeCoinLots.remaining} + ${use.amount}` },
      eq(freeCoinLots.id, use.lotId),
    );
  }
  const moved = -(original.paidChange + original.freeChange);
  const reversed = await record(
    tx,
    {
      userId: original.userId,
      kind: 'REVERSAL',
      reference: reversal.reference,
      label: reversal.label,
      paidChange: -original.paidChange,
      freeChange: -original.freeChange,
      freeLots: original.freeLots,
      reversesId: original.id,
    },
    [
      {
        account: reversedAccount[original.kind] ?? 'GARDEN_REDEEMED',
        amount: -moved,
      },
    ],
  );
  return { reversed };
}

/**
 * Expires what is left of one free-coin lot once it is due; false when there was nothing
 * left to expire (spent, expired already, or not due).
 */
export async function recordExpiry(tx: TenantScope, lotId: number, now: Date): Promise<boolean> {
  const [lot] = await tx.select(freeCoinLots, eq(freeCoinLots.id, lotId));
  if (!lot) return false;
  await lockWallet(tx, lot.userId);
  const [due] = await tx
    .select(
      freeCoinLots,
      and(
        eq(freeCoinLots.id, lotId),
        gt(freeCoinLots.remaining, 0),
        lte(freeCoinLots.expiresAt, now),
      ),
    )
    .for('update');
  if (!due) return false;
  const reference = `expiry:lot:${lotId}`;
  // A lot refilled by a refund after it expired expires again under a new reference.
  const again = await existingMovement(tx, 'EXPIRY', reference);
  await record(
    tx,
    {
      userId: due.userId,
      kind: 'EXPIRY',
      reference: again ? `${reference}:${now.getTime()}` : reference,
      label: { ja: '無料コインの有効期限切れ', en: 'Free coins expired' },
      paidChange: 0,
      freeChange: -due.remaining,
    },
    [{ account: 'GARDEN_EXPIRED', amount: due.remaining }],
  );
  await tx.update(freeCoinLots, { remaining: 0 }, eq(freeCoinLots.id, lotId));
  return true;
}

/** The fan's balances now (the wallet; 0 and 0 for a fan who never had coins). */
export async function coinBalance(db: TenantScope, userId: number): Promise<CoinBalanceNow> {
  const [wallet] = await db.select(coinWallets, eq(coinWallets.userId, userId));
  return { paid: wallet?.paid ?? 0, free: wallet?.free ?? 0 };
}
