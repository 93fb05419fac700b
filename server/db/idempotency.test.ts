// Retried mutations with the same clientMutationId return the first result and act
// once, even when the identical requests race.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';
import { testBackends } from '../testing/testDatabase';
import { chatMessages } from '../chat/tables';
import { users } from '../community/tables';
import { mutationReceipts } from '../platform/tables';
import { tableCounts } from '../testing/tableCounts';
import { deleteExpiredReceipts, RECEIPT_LIFETIME_MS } from './idempotency';

const POST = `mutation Post($input: PostChatMessageInput!) {
  postChatMessage(input: $input) { __typename ... on PostChatMessagePayload { clientMutationId messageEdge { cursor node { id body } } } }
}`;
const JOIN = `mutation Join($input: JoinCommunityInput!) {
  joinCommunity(input: $input) { __typename ... on JoinCommunityPayload { user { id displayName } } }
}`;

describe.each(testBackends)('idempotent mutations (%s)', (backend) => {
  let garden: TestGarden;
  let lobby: string;
  const bodiesOf = async (channelId: number) =>
    (
      await garden.database.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.channelId, channelId))
    ).map((row) => row.body);

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    lobby = channelGlobalId(garden.demo.channelIds.lobby);
    await garden.join('poster', 'Poster');
  });
  afterAll(() => garden?.close());

  it('returns the first message for a sequential retry and stores it once', async () => {
    const input = { clientMutationId: 'retry-1', channelId: lobby, body: 'once only' };
    const first = await garden.call(POST, { input }, { as: 'poster' });
    const retry = await garden.call(POST, { input }, { as: 'poster' });
    expect(first.data.postChatMessage.__typename).toBe('PostChatMessagePayload');
    expect(retry.data.postChatMessage).toEqual(first.data.postChatMessage);
    const bodies = await bodiesOf(garden.demo.channelIds.lobby);
    expect(bodies.filter((body) => body === 'once only')).toHaveLength(1);
  });

  it('refuses a clientMutationId reused with a different input, writing nothing', async () => {
    const input = { clientMutationId: 'reuse-1', channelId: lobby, body: 'the first input' };
    const first = await garden.call(POST, { input }, { as: 'poster' });
    expect(first.data.postChatMessage.__typename).toBe('PostChatMessagePayload');
    const before = await tableCounts(garden.database.db);
    const reused = await garden.call(
      `mutation Post($input: PostChatMessageInput!) { postChatMessage(input: $input) {
        __typename ... on InvalidInputError { message field } } }`,
      { input: { ...input, body: 'a changed body' } },
      { as: 'poster', language: 'en' },
    );
    expect(reused.data.postChatMessage).toEqual({
      __typename: 'InvalidInputError',
      field: 'clientMutationId',
      message: 'This request id was already used for a different action.',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
    expect(await bodiesOf(garden.demo.channelIds.lobby)).not.toContain('a changed body');
  });

  it('lets receipts expire: the cleanup deletes those older than 24 hours', async () => {
    const input = { clientMutationId: 'old-1', channelId: lobby, body: 'an old message' };
    await garden.call(POST, { input }, { as: 'poster' });
    const receiptOf = eq(mutationReceipts.clientMutationId, 'old-1');
    await garden.database.db
      .update(mutationReceipts)
      .set({ createdAt: new Date(Date.now() - RECEIPT_LIFETIME_MS - 60_000) })
      .where(receiptOf);
    expect(await deleteExpiredReceipts(garden.database.db)).toBeGreaterThanOrEqual(1);
    expect(await garden.database.db.select().from(mutationReceipts).where(receiptOf)).toEqual([]);
    const fresh = await garden.database.db
      .select()
      .from(mutationReceipts)
      .where(eq(mutationReceipts.clientMutationId, 'retry-1'));
    expect(fresh).toHaveLength(1);
  });

  it('acts once when identical posts race', async () => {
    const input = { clientMutationId: 'race-1', channelId: lobby, body: 'raced message' };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => garden.call(POST, { input }, { as: 'poster' })),
    );
    const ids = new Set(results.map((result) => result.data.postChatMessage.messageEdge.node.id));
    expect(ids.size).toBe(1);
    expect(
      (await bodiesOf(garden.demo.channelIds.lobby)).filter((body) => body === 'raced message'),
    ).toHaveLength(1);
  });

  it('keeps the same clientMutationId of different fans apart', async () => {
    await garden.join('second-poster', 'Second');
    const input = { clientMutationId: 'shared-id', channelId: lobby, body: 'from whoever' };
    const a = await garden.call(POST, { input }, { as: 'poster' });
    const b = await garden.call(POST, { input }, { as: 'second-poster' });
    expect(a.data.postChatMessage.messageEdge.node.id).not.toBe(
      b.data.postChatMessage.messageEdge.node.id,
    );
  });

  it('joins once when identical joins race, and joining again keeps the first profile', async () => {
    const input = { clientMutationId: 'join-race', displayName: 'Racer' };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => garden.call(JOIN, { input }, { as: 'racer' })),
    );
    const userIds = new Set(results.map((result) => result.data.joinCommunity.user.id));
    expect(userIds.size).toBe(1);
    const again = await garden.call(
      JOIN,
      { input: { clientMutationId: 'join-again', displayName: 'Other name' } },
      { as: 'racer' },
    );
    expect(again.data.joinCommunity.user).toEqual(results[0].data.joinCommunity.user);
    const racers = await garden.database.db
      .select()
      .from(users)
      .where(eq(users.displayName, 'Racer'));
    expect(racers).toHaveLength(1);
  });

  it('lets a refused mutation be retried with the same clientMutationId once it can succeed', async () => {
    const input = { clientMutationId: 'refused-first', channelId: lobby, body: 'after joining' };
    const refused = await garden.call(POST, { input }, { as: 'late-joiner' });
    expect(refused.data.postChatMessage.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    await garden.join('late-joiner', 'Late');
    const accepted = await garden.call(POST, { input }, { as: 'late-joiner' });
    expect(accepted.data.postChatMessage.__typename).toBe('PostChatMessagePayload');
  });
});
