// Blocking an account (users.blocked_at) takes effect at once everywhere: the API and
// pages refuse it from the next request (accessRules.ts), and its live streams end now,
// through the `accountBlocked` event (shared over Redis between server processes).
import { eq } from 'drizzle-orm';
import { createGraphQLError, Repeater } from 'graphql-yoga';
import type { Database } from '../db/database';
import { tenantScope } from '../db/tenantScope';
import { users } from '../community/tables';
import type { Translate } from '../graphql/translate';
import type { GardenPubSub } from '../pubsub/gardenPubSub';

function blockedTopic(tenantId: string, authUid: string): string {
  return `${tenantId}:${authUid}`;
}

/** Blocks a fan of a garden and ends every live stream of theirs. */
export async function blockAccount(
  db: Database,
  pubSub: GardenPubSub,
  account: { tenantId: string; authUid: string },
): Promise<void> {
  await tenantScope(db, account.tenantId).update(
    users,
    { blockedAt: new Date() },
    eq(users.authUid, account.authUid),
  );
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
