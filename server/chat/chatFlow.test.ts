// The happy path of the chat: join the garden, post, and read the history back with
// pagination in both directions.
import { demoTenant } from '../db/demoTenant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';
import { testBackends } from '../testing/testDatabase';

const POST = `mutation Post($input: PostChatMessageInput!) {
  postChatMessage(input: $input) {
    __typename
    ... on PostChatMessagePayload {
      clientMutationId
      messageEdge { cursor node { id body createdAt viewerIsAuthor author { displayName } channel { id } } }
      channel { id }
    }
  }
}`;

const PAGE = `query Page($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {
  node(id: $id) {
    ... on Channel {
      messages(first: $first, after: $after, last: $last, before: $before) {
        edges { cursor node { body author { displayName } } }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }
  }
}`;

describe.each(testBackends)('chat flow (%s)', (backend) => {
  let garden: TestGarden;
  let channelId: string;

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    // A fresh channel of the demo garden would need a tenant edit; the seeded one
    // holds 4 messages, which the pagination checks account for.
    channelId = channelGlobalId(garden.demo.channelIds.lobby);
  });
  afterAll(() => garden?.close());

  it('shows a signed-out visitor the garden and its channels in the request language', async () => {
    const query = `{ community { tenantId name memberCount channels { edges { node { name viewerHasJoined } } } }
      viewer { isSignedIn user { id } joinedCommunity { id } } }`;
    const ja = await garden.call(query);
    expect(ja.data.community.name).toBe('魔王子と人形の庭');
    expect(ja.data.community.tenantId).toBe('demo');
    expect(ja.data.community.memberCount).toBe(demoTenant.fans?.length);
    expect(
      ja.data.community.channels.edges.map((edge: { node: { name: string } }) => edge.node.name),
    ).toEqual(['雑談', 'ファンアート', '放送後ネタバレ', '自己紹介', '庭師の会ラウンジ']);
    expect(ja.data.viewer).toEqual({ isSignedIn: false, user: null, joinedCommunity: null });
    const en = await garden.call(query, {}, { language: 'en' });
    expect(en.data.community.name).toBe('The Garden of the Demon Prince and the Puppet');
    expect(en.data.community.channels.edges[0].node.name).toBe('Lobby');
  });

  it('joins the garden and its open channels, and shows the fan as the viewer', async () => {
    const join = await garden.call(
      `mutation($input: JoinCommunityInput!) { joinCommunity(input: $input) { __typename
        ... on JoinCommunityPayload { clientMutationId user { displayName } viewer { isSignedIn user { displayName } joinedCommunity { tenantId }
          joinedChannels { edges { node { name viewerHasJoined } } } } } } }`,
      { input: { clientMutationId: 'j1', displayName: '  ゆき  ' } },
      { as: 'fan-yuki' },
    );
    const payload = join.data.joinCommunity;
    expect(payload.__typename).toBe('JoinCommunityPayload');
    expect(payload.user.displayName).toBe('ゆき');
    expect(payload.viewer.isSignedIn).toBe(true);
    expect(payload.viewer.user.displayName).toBe('ゆき');
    expect(payload.viewer.joinedCommunity.tenantId).toBe('demo');
    // The members' channel too: it is open, only its messages wait for the membership.
    expect(payload.viewer.joinedChannels.edges).toHaveLength(5);
    expect(
      payload.viewer.joinedChannels.edges.every(
        (edge: { node: { viewerHasJoined: boolean } }) => edge.node.viewerHasJoined,
      ),
    ).toBe(true);

    const signedInNotJoined = await garden.call(
      '{ viewer { isSignedIn user { id } } }',
      {},
      { as: 'fan-nobody' },
    );
    expect(signedInNotJoined.data.viewer).toEqual({ isSignedIn: true, user: null });
  });

  it('posts a trimmed message that reads back as the newest, written by the viewer', async () => {
    const result = await garden.call(
      POST,
      { input: { clientMutationId: 'p1', channelId, body: '  はじめまして！  ' } },
      { as: 'fan-yuki' },
    );
    const payload = result.data.postChatMessage;
    expect(payload.__typename).toBe('PostChatMessagePayload');
    expect(payload.clientMutationId).toBe('p1');
    expect(payload.channel.id).toBe(channelId);
    expect(payload.messageEdge.node).toMatchObject({
      body: 'はじめまして！',
      viewerIsAuthor: true,
      author: { displayName: 'ゆき' },
      channel: { id: channelId },
    });
    expect(new Date(payload.messageEdge.node.createdAt).toISOString()).toBe(
      payload.messageEdge.node.createdAt,
    );

    const latest = await garden.call(
      `query($id: ID!) { node(id: $id) { ... on Channel { lastMessage { body viewerIsAuthor } } } }`,
      {
        id: channelId,
      },
    );
    expect(latest.data.node.lastMessage).toEqual({ body: 'はじめまして！', viewerIsAuthor: false });
  });

  it('pages backwards from the newest and forwards from a cursor, oldest first within a page', async () => {
    for (let index = 1; index <= 6; index += 1) {
      const posted = await garden.call(
        POST,
        { input: { clientMutationId: `page-${index}`, channelId, body: `message ${index}` } },
        { as: 'fan-yuki' },
      );
      expect(posted.data.postChatMessage.__typename).toBe('PostChatMessagePayload');
    }
    // The channel now holds 4 seeded + 1 + 6 = 11 messages.
    const newest = (await garden.call(PAGE, { id: channelId, last: 3 })).data.node.messages;
    expect(newest.edges.map((edge: { node: { body: string } }) => edge.node.body)).toEqual([
      'message 4',
      'message 5',
      'message 6',
    ]);
    expect(newest.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    expect(newest.pageInfo.startCursor).toBe(newest.edges[0].cursor);

    const older = (
      await garden.call(PAGE, { id: channelId, last: 4, before: newest.pageInfo.startCursor })
    ).data.node.messages;
    expect(older.edges.map((edge: { node: { body: string } }) => edge.node.body)).toEqual([
      'はじめまして！',
      'message 1',
      'message 2',
      'message 3',
    ]);
    expect(older.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });

    const oldest = (
      await garden.call(PAGE, { id: channelId, last: 100, before: older.pageInfo.startCursor })
    ).data.node.messages;
    const seededInLobby = demoTenant.messages?.filter((message) => message.channel === 'lobby');
    expect(oldest.edges).toHaveLength(seededInLobby?.length ?? 0);
    expect(oldest.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });

    const forwards = (
      await garden.call(PAGE, { id: channelId, first: 2, after: older.pageInfo.endCursor })
    ).data.node.messages;
    expect(forwards.edges.map((edge: { node: { body: string } }) => edge.node.body)).toEqual([
      'message 4',
      'message 5',
    ]);
    expect(forwards.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const tail = (
      await garden.call(PAGE, { id: channelId, first: 5, after: forwards.pageInfo.endCursor })
    ).data.node.messages;
    expect(tail.edges.map((edge: { node: { body: string } }) => edge.node.body)).toEqual([
      'message 6',
    ]);
    expect(tail.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
  });

  it('refuses pages over 100 and malformed cursors', async () => {
    const tooMany = await garden.call(PAGE, { id: channelId, last: 101 });
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const badCursor = await garden.call(PAGE, { id: channelId, last: 2, before: 'not-a-cursor' });
    expect(badCursor.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
