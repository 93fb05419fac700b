// The Payment Services Act (資金決済法) report: paid coins are a prepaid payment instrument;
// at each base date (3/31 and 9/30) the issuer checks the unused balance, and above
// ¥10,000,000 it must notify and deposit half of that balance as security.
import { and, eq, sql } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import { YEN_PER_PAID_COIN } from './coinRules';
import { coinEntries } from './tables';

export const NOTIFICATION_THRESHOLD_YEN = 10_000_000;

const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The base date's parts when `text` is YYYY-03-31 or YYYY-09-30, else null. */
export function parseBaseDate(text: string): { year: number; month: 3 | 9 } | null {
  const match = /^(\d{4})-(03-31|09-30)$/.exec(text);
  if (!match) return null;
  return { year: Number(match[1]), month: match[2] === '03-31' ? 3 : 9 };
}

/** The first instant after the base date ends in Asia/Tokyo. */
export function endOfBaseDate(baseDate: { year: number; month: 3 | 9 }): Date {
  const nextDay = Date.UTC(baseDate.year, baseDate.month - 1, baseDate.month === 3 ? 32 : 31);
  return new Date(nextDay - TOKYO_OFFSET_MS);
}

export interface PrepaidBalanceFigures {
  unusedPaidCoins: number;
  unusedValueYen: number;
  exceedsThreshold: boolean;
  securityDepositYen: number;
  holderCount: number;
}

/** The fans' paid coins at the end of the base date: the sum of their FAN_PAID legs until then. */
export async function prepaidBalanceAt(db: TenantScope, end: Date): Promise<PrepaidBalanceFigures> {
  const holders = await db
    .selectFields(
      { userId: coinEntries.userId, coins: sql<string>`sum(${coinEntries.amount})` },
      coinEntries,
      and(eq(coinEntries.account, 'FAN_PAID'), sql`${coinEntries.createdAt} < ${end}`),
    )
    .groupBy(coinEntries.userId);
  const held = holders.map((holder) => Number(holder.coins)).filter((coins) => coins > 0);
  const unusedPaidCoins = held.reduce((sum, coins) => sum + coins, 0);
  const unusedValueYen = unusedPaidCoins * YEN_PER_PAID_COIN;
  const exceedsThreshold = unusedValueYen > NOTIFICATION_THRESHOLD_YEN;
  return {
    unusedPaidCoins,
    unusedValueYen,
    exceedsThreshold,
    securityDepositYen: exceedsThreshold ? Math.ceil(unusedValueYen / 2) : 0,
    holderCount: held.length,
  };
}
