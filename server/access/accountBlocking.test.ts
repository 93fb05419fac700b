// Blocking an account ends its live streams at once; other fans' streams go on.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenant } from '../db/demoTenant';
import { users } from '../community/tables';
import { createTenant } from '../db/tenants';
import { tenantScope } from '../db/tenantScope';
import { createTranslate } from '../graphql/translate';
import type { ChatMessageAddedPayload } from '../chat/chatMessageAddedPayload';
import { openPubSub } from '../pubsub/gardenPubSub';
import { openTestDatabase } from '../testing/testDatabase';
import {
  endBlockedAccountStreams,
  markAccountBlocked,
  untilAccountBlocked,
} from './accountBlocking';

describe('blocking an account', () => {
  const events = openPubSub();
  const pubSub = events.pubSub;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await createTenant(database.db, demoTenant);
  });
  afterAll(async () => {
    await events.close();
    await database?.close();
  });

  const streamOf = (uid: string) =>
    untilAccountBlocked(
      { pubSub, tenantId: 'demo', identity: { uid }, t: createTranslate('en') },
      pubSub.subscribe('chatMessageAdded', 'demo:1'),
    )[Symbol.asyncIterator]();
  const message = { tenantId: 'demo' } as ChatMessageAddedPayload;

  it('ends the blocked fan’s streams with ACCOUNT_BLOCKED, and only theirs', async () => {
    const kuro = streamOf('seed-fan-kuro');
    const hana = streamOf('seed-fan-hana');
    const kuroNext = kuro.next();
    const hanaNext = hana.next();
    await new Promise((resolve) => setTimeout(resolve, 10));
    pubSub.publish('chatMessageAdded', 'demo:1', message);
    expect((await kuroNext).value).toBe(message);
    expect((await hanaNext).value).toBe(message);

    const kuroAfter = kuro.next();
    await markAccountBlocked(tenantScope(database.db, 'demo'), 'seed-fan-kuro');
    endBlockedAccountStreams(pubSub, { tenantId: 'demo', authUid: 'seed-fan-kuro' });
    await expect(kuroAfter).rejects.toMatchObject({
      message: 'This account can no longer use the garden.',
      extensions: { code: 'ACCOUNT_BLOCKED' },
    });
    const [row] = await database.db
      .select({ blockedAt: users.blockedAt })
      .from(users)
      .where(and(eq(users.tenantId, 'demo'), eq(users.authUid, 'seed-fan-kuro')));
    expect(row.blockedAt).toBeInstanceOf(Date);

    const hanaAfter = hana.next();
    pubSub.publish('chatMessageAdded', 'demo:1', message);
    expect((await hanaAfter).value).toBe(message);
    await hana.return?.();
  });
});
