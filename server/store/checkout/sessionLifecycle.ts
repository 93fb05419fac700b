// How a checkout session goes on when it is not paid: a failed payment opens it again,
// and when its hold runs out it expires and its stock goes back, once: the status change
// is a conditional update, so of two racing callers only one releases.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/tenantScope';
import { checkoutLines, checkoutSessions } from '../tables';
import { releaseStock } from './stock';

/** After a failed payment the fan has at least this long to try again. */
const REOPENED_HOLD_MS = 10 * 60 * 1000;

async function releaseLines(tx: TenantScope, sessionIds: number[]): Promise<void> {
  if (sessionIds.length === 0) return;
  const lines = await tx.select(checkoutLines, inArray(checkoutLines.sessionId, sessionIds));
  for (const line of lines) await releaseStock(tx, line.itemId, line.quantity);
}

/**
 * Expires the tenant's sessions whose hold ran out (open, or paying past the payment's
 * deadline), releasing their stock; returns the expired sessions' payment ids to cancel
 * at the provider.
 */
export async function expireCheckoutSessions(
  db: TenantScope,
  now = new Date(),
): Promise<{ id: number; paymentId: string | null }[]> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(
        checkoutSessions,
        { status: 'EXPIRED' },
        and(
          inArray(checkoutSessions.status, ['OPEN', 'PAYING']),
          lt(checkoutSessions.expiresAt, now),
        ),
      )
      .returning({ id: checkoutSessions.id, paymentId: checkoutSessions.paymentId });
    await releaseLines(
      tx,
      expired.map((session) => session.id),
    );
    return expired;
  });
}

/**
 * A payment of a paying session failed (3-D Secure refused, an ID payment not made): the
 * session is open again with its stock still held, so the fan can pay another way until
 * it expires. False when the session was not paying that payment.
 */
export async function reopenCheckoutSession(
  tx: TenantScope,
  sessionId: number,
  paymentId: string,
  failure: string,
  now = new Date(),
): Promise<boolean> {
  const reopened = await tx
    .update(
      checkoutSessions,
      {
        status: 'OPEN',
        paymentId: null,
        paymentActionUrl: null,
        paymentFailure: failure,
        expiresAt: sql`greatest(${checkoutSessions.expiresAt}, ${new Date(now.getTime() + REOPENED_HOLD_MS)})`,
      },
      and(
        eq(checkoutSessions.id, sessionId),
        eq(checkoutSessions.status, 'PAYING'),
        eq(checkoutSessions.paymentId, paymentId),
      ),
    )
    .returning({ id: checkoutSessions.id });
  return reopened.length === 1;
}
