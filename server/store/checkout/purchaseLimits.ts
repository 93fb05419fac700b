// What a fan has bought or holds: per-item counts for purchase limits, and the month's
// spending for minors' caps. Held sessions count as bought: two open checkouts cannot
// pass a limit together. Callers lock the fan's row first (startCheckout), so these
// reads and the session written after them are one step per fan.
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/tenantScope';
import { checkoutLines, checkoutSessions, orders } from '../tables';

const HOLDING = ['OPEN', 'PAYING'] as const;

/** How many of each item the fan bought (not refunded) or holds in an open session. */
export async function boughtOrHeldCounts(
  tx: TenantScope,
  userId: number,
  itemIds: number[],
): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const sessionIds = tx.selectFields(
    { id: checkoutSessions.id },
    checkoutSessions,
    and(
      eq(checkoutSessions.userId, userId),
      inArray(checkoutSessions.status, [...HOLDING, 'COMPLETED']),
    ),
  );
  const refunded = tx.selectFields(
    { id: orders.sessionId },
    orders,
    and(eq(orders.userId, userId), eq(orders.status, 'REFUNDED')),
  );
  const rows = await tx
    .selectFields(
      { itemId: checkoutLines.itemId, count: sql<number>`sum(${checkoutLines.quantity})::int` },
      checkoutLines,
      and(
        inArray(checkoutLines.itemId, itemIds),
        inArray(checkoutLines.sessionId, sessionIds),
        sql`${checkoutLines.sessionId} not in (${refunded})`,
      ),
    )
    .groupBy(checkoutLines.itemId);
  return new Map(rows.map((row) => [row.itemId, row.count]));
}

/** The first moment of the month in Japan (JST, UTC+9), as a Date. */
export function startOfMonthInJapan(now: Date): Date {
  const japan = new Date(now.getTime() + 9 * 60 * 60 * 1000);
  return new Date(Date.UTC(japan.getUTCFullYear(), japan.getUTCMonth(), 1) - 9 * 60 * 60 * 1000);
}

/** Yen the fan spent this month (paid orders, not refunded) or holds in open sessions. */
export async function monthSpend(
  tx: TenantScope,
  userId: number,
  now = new Date(),
): Promise<number> {
  const since = startOfMonthInJapan(now);
  const [paid] = await tx.selectFields(
    { total: sql<number>`coalesce(sum(${orders.total}), 0)::int` },
    orders,
    and(eq(orders.userId, userId), ne(orders.status, 'REFUNDED'), gte(orders.createdAt, since)),
  );
  const [held] = await tx.selectFields(
    { total: sql<number>`coalesce(sum(${checkoutSessions.total}), 0)::int` },
    checkoutSessions,
    and(eq(checkoutSessions.userId, userId), inArray(checkoutSessions.status, [...HOLDING])),
  );
  return (paid?.total ?? 0) + (held?.total ?? 0);
}
