// Tenancy: every request names its tenant, and nothing of another tenant is ever
// visible or writable through ids, mutations or subscriptions.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';
import { readServerSentEvents } from '../testing/eventStream';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { chatMessages } from '../chat/tables';
import { toGlobalId } from './globalId';

describe.each(testBackends)('tenancy (%s)', (backend) => {
  let garden: TestGarden;

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('demo-fan', 'Demo fan');
  });
  afterAll(() => garden?.close());

  it('refuses a request without a tenant, or with an unknown one, with a clear error', async () => {
    const missing = await garden.call('{ community { name } }', {}, { tenant: null });
    expect(missing.status).toBe(400);
    expect(missing.data).toBeUndefined();
    expect(missing.errors?.[0]).toMatchObject({ extensions: { code: 'TENANT_REQUIRED' } });
    expect(missing.errors?.[0].message).toContain('tenant');

    const unknown = await garden.call(
      '{ community { name } }',
      {},
      { tenant: 'nowhere', language: 'en' },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.errors?.[0]).toEqual({
      message: 'There is no such garden.',
      extensions: { code: 'TENANT_NOT_FOUND' },
    });
    // The error body never reflects the tenant header.
    const reflected = await garden.call('{ community { name } }', {}, { tenant: '<b>evil</b>' });
    expect(JSON.stringify(reflected)).not.toContain('evil');

    const viaGet = await garden.server.yoga.fetch(
      'http://garden.test/graphql?query=%7Bcommunity%7Bname%7D%7D',
      {
        headers: { accept: 'application/json' },
      },
    );
    expect(viaGet.status).toBe(400);
  });

  it('answers GET queries for the tenant, and each tenant sees only its own garden', async () => {
    const response = await garden.server.yoga.fetch(
      'http://garden.test/graphql?query=%7Bcommunity%7BtenantId%7D%7D',
      {
        headers: { accept: 'application/json', tenant: 'other' },
      },
    );
    expect(await response.json()).toEqual({ data: { community: { tenantId: 'other' } } });
    const channels = await garden.call(
      '{ community { channels { edges { node { name } } } } }',
      {},
      { tenant: 'other' },
    );
    expect(channels.data.community.channels.edges).toEqual([{ node: { name: 'Secret' } }]);
  });

  it('resolves another tenant’s ids to null through node and nodes', async () => {
    const { other, demo } = garden;
    const [otherMessage] = await garden.database.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.tenantId, other.tenantId));
    const otherIds = [
      channelGlobalId(other.channelIds.secret),
      toGlobalId('User', other.userIds.stranger),
      toGlobalId('Community', other.communityId),
      toGlobalId('ChatMessage', otherMessage.id),
    ];
    const fromDemo = await garden.call('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: otherIds,
    });
    expect(fromDemo.data.nodes).toEqual([null, null, null, null]);
    const fromOther = await garden.call(
      'query($ids: [ID!]!) { nodes(ids: $ids) { id } }',
      { ids: otherIds },
      { tenant: 'other' },
    );
    expect(fromOther.data.nodes.map((node: { id: string } | null) => node?.id)).toEqual(otherIds);

    const demoChannel = channelGlobalId(demo.channelIds.lobby);
    const mixed = await garden.call('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: [demoChannel, 'garbage', toGlobalId('Channel', 987654)],
    });
    expect(mixed.data.nodes).toEqual([{ id: demoChannel }, null, null]);
    const single = await garden.call(
      'query($id: ID!) { node(id: $id) { id } }',
      { id: demoChannel },
      { tenant: 'other' },
    );
    expect(single.data.node).toBeNull();
  });

  it('refuses to post into another tenant’s channel, writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const result = await garden.call(
      'mutation($input: PostChatMessageInput!) { postChatMessage(input: $input) { __typename } }',
      {
        input: {
          clientMutationId: 'cross',
          channelId: channelGlobalId(garden.other.channelIds.secret),
          body: 'hello',
        },
      },
      { as: 'demo-fan' },
    );
    expect(result.data.postChatMessage.__typename).toBe('NotFoundError');
    // The demo fan has no profile in the other garden either.
    const viewer = await garden.call(
      '{ viewer { isSignedIn user { id } joinedChannels { edges { cursor } } } }',
      {},
      { as: 'demo-fan', tenant: 'other' },
    );
    expect(viewer.data.viewer).toEqual({
      isSignedIn: true,
      user: null,
      joinedChannels: { edges: [] },
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('refuses to subscribe to another tenant’s channel', async () => {
    const response = await garden.server.yoga.fetch('http://garden.test/graphql', {
      method: 'POST',
      headers: { ...(await garden.headers({ language: 'en' })), accept: 'text/event-stream' },
      body: JSON.stringify({
        query:
          'subscription($id: ID!) { chatMessageAdded(channelId: $id) { messageEdge { node { body } } } }',
        variables: { id: channelGlobalId(garden.other.channelIds.secret) },
      }),
    });
    const events = readServerSentEvents(response);
    const first = await events.next();
    expect(first?.event).toBe('next');
    expect(JSON.parse(first?.data ?? '{}')).toMatchObject({
      errors: [
        { message: 'It could not be found in this garden.', extensions: { code: 'NOT_FOUND' } },
      ],
    });
    await events.cancel();
  });
});
