// Free coins past their expiry date leave the fan's balance as an EXPIRY movement. A
// maintenance job over every tenant (server/app.ts runs it hourly); each lot expires in its
// own transaction under the fan's wallet lock, and its reference `expiry:lot:<id>` makes a
// second process (or a second run) a no-op.
import { and, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { tenantScope } from '../db/tenantScope';
import { recordExpiry } from './ledger';
import { freeCoinLots } from './tables';

const LOTS_PER_RUN = 1000;

/** Expires every lot due by `now`; returns how many lots expired. */
export async function expireFreeCoins(db: Database, now = new Date()): Promise<number> {
  // Every tenant's due lots at once: a maintenance job outside any request.
  // eslint-disable-next-line no-restricted-syntax
  const due = await db
    .select({ id: freeCoinLots.id, tenantId: freeCoinLots.tenantId })
    .from(freeCoinLots)
    .where(and(gt(freeCoinLots.remaining, 0), lte(freeCoinLots.expiresAt, now)))
    .limit(LOTS_PER_RUN);
  let expired = 0;
  for (const lot of due) {
    const scope = tenantScope(db, lot.tenantId);
    const done = await scope.transaction((tx) => recordExpiry(tx, lot.id, now));
    if (done) expired += 1;
  }
  return expired;
}
