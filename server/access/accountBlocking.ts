// Blocking an account (users.blocked_at) takes effect at once everywhere: the API and
// pages refuse it from the next request (accessRules.ts), and its live streams end now,
// through the `accountBlocked` event (shared over Redis between server processes).
import { eq } from 'drizzle-orm';
import { createGraphQLError, Repeater } from 'graphql-yoga';
import type { TenantScope } from '../db/tenantScope';
import { users } from '../community/tables';
import type { Translate } from '../graphql/translate';
import type { GardenPubSub } from '../pubsub/gardenPubSub';

function blockedTopic(tenantId: string, authUid: string): string {
  return `${tenantId}:${authUid}`;
}

/** Marks a fan of the scope's garden blocked (in the caller's transaction, if any). */
export async function markAccountBlocked(db: TenantScope, authUid: string): Promise<void> {
  await db.update(users, { blockedAt: new Date() }, eq(users.authUid, authUid));
}

/** Ends every live stream of a blocked fan, on every server process (after the commit). */
export function endBlockedAccountStreams(
  pubSub: GardenPubSub,
  account: { tenantId: string; authUid: string },
): void {
  pubSub.publish('accountBlocked', blockedTopic(account.tenantId, account.authUid), account);
}

/**
 * The events of `source` until the signed-in fan is blocked; then the subscription ends
 * with ACCOUNT_BLOCKED. Signed-out subscribers get `source` as it is.
 */
export function untilAccountBlocked<T>(
  context: {
    pubSub: GardenPubSub;
    tenantId: string;
    identity: { uid: string } | null;
    t: Translate;
  },
  source: AsyncIterable<T>,
): AsyncIterable<T> {
  if (!context.identity) return source;
  const blocked = context.pubSub.subscribe(
    'accountBlocked',
    blockedTopic(context.tenantId, context.identity.uid),
  );
  return new Repeater<T>(async (push, stop) => {
    const events = source[Symbol.asyncIterator]();
    const blockedEvents = blocked[Symbol.asyncIterator]();
    void blockedEvents.next().then(({ done }) => {
      if (done) return;
      stop(
        createGraphQLError(context.t('errors.accountBlocked'), {
          extensions: { code: 'ACCOUNT_BLOCKED' },
        }),
      );
    });
    void (async () => {
      for (let next = await events.next(); !next.done; next = await events.next())
        await push(next.value);
      stop();
    })().catch((error: unknown) => stop(error));
    await stop;
    await Promise.all([events.return?.(), blockedEvents.return?.()]);
  });
}
