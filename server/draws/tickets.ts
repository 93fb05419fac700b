// Treasure-machine tickets: a balance per fan (any machine that takes tickets), moved
// once per reference. Spending is one conditional UPDATE, so concurrent spends never
// take the balance below zero.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import type { LocalizedText } from '../platform/tables';
import { treasureTicketBalances, treasureTicketMovements } from './tables';

interface TicketMove {
  userId: number;
  amount: number;
  reference: string;
  label: LocalizedText;
}

/** Records the movement once per reference; false when the reference moved tickets before. */
async function recordMovement(tx: TenantScope, move: TicketMove): Promise<boolean> {
  const inserted = await tx
    .insert(treasureTicketMovements, move)
    .onConflictDoNothing()
    .returning({ id: treasureTicketMovements.id });
  return inserted.length > 0;
}

export async function grantTickets(tx: TenantScope, move: TicketMove): Promise<boolean> {
  if (!(await recordMovement(tx, move))) return false;
  await tx
    .insert(treasureTicketBalances, { userId: move.userId, balance: move.amount })
    .onConflictDoUpdate({
      target: treasureTicketBalances.userId,
      set: { balance: sql`${treasureTicketBalances.balance} + ${move.amount}` },
    });
  return true;
}

export async function spendTickets(
  tx: TenantScope,
  move: TicketMove,
): Promise<{ ok: true } | { ok: false; available: number }> {
  const spent = await tx
    .update(
      treasureTicketBalances,
      { balance: sql`${treasureTicketBalances.balance} - ${move.amount}` },
      and(
        eq(treasureTicketBalances.userId, move.userId),
        gte(treasureTicketBalances.balance, move.amount),
      ),
    )
    .returning({ balance: treasureTicketBalances.balance });
  if (spent.length === 0) return { ok: false, available: await ticketBalance(tx, move.userId) };
  await recordMovement(tx, { ...move, amount: -move.amount });
  return { ok: true };
}

export async function ticketBalance(db: TenantScope, userId: number): Promise<number> {
  const [row] = await db.selectFields(
    { balance: treasureTicketBalances.balance },
    treasureTicketBalances,
    eq(treasureTicketBalances.userId, userId),
  );
  return row?.balance ?? 0;
}
