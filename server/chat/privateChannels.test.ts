// Private channels (direct messages and small groups): starting one, the request and its
// one-message rule, accepting, rejecting, adding members up to the cap, leaving, the
// list by latest activity with unread counts, and the negatives: only members can read a
// private channel or learn it exists, through node/nodes, the connections, the mutations,
// /stream, the first-view HTML and the sitemap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_CHANNEL_MAX_MEMBERS } from '../../common/limits';
import { publicPagePaths } from '../seo/sitemap';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { subscribeOnStream } from '../testing/streamSubscription';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';

const CHANNEL_FIELDS = `id name isPrivate viewerMembershipStatus viewerCanPost viewerUnreadCount
  otherMembers { status user { displayName } }`;

const START = `mutation Start($input: StartDirectMessageInput!) {
  startDirectMessage(input: $input) {
    __typename
    ... on StartDirectMessagePayload { channel { ${CHANNEL_FIELDS} } }
    ... on Error { message }
  }
}`;
const RESPOND = `mutation Respond($input: RespondToChannelRequestInput!) {
  respondToChannelRequest(input: $input) {
    __typename
    ... on RespondToChannelRequestPayload { channelId channel { ${CHANNEL_FIELDS} } }
    ... on Error { message }
  }
}`;
const ADD = `mutation Add($input: AddPrivateChannelMemberInput!) {
  addPrivateChannelMember(input: $input) {
    __typename
    ... on AddPrivateChannelMemberPayload { channel { ${CHANNEL_FIELDS} } }
    ... on ChannelMemberLimitError { maxMembers }
    ... on Error { message }
  }
}`;
const LEAVE = `mutation Leave($input: LeavePrivateChannelInput!) {
  leavePrivateChannel(input: $input) {
    __typename
    ... on LeavePrivateChannelPayload { channelId }
    ... on Error { message }
  }
}`;
const POST = `mutation Post($input: PostChatMessageInput!) {
  postChatMessage(input: $input) {
    __typename
    ... on PostChatMessagePayload { messageEdge { node { id body } } }
    ... on Error { message }
  }
}`;
const REACT = `mutation React($input: SetChatMessageReactionInput!) {
  setChatMessageReaction(input: $input) { __typename }
}`;
const MARK_READ = `mutation MarkRead($input: MarkChannelReadInput!) {
  markChannelRead(input: $input) { __typename }
}`;
const NODE = `query Node($id: ID!) {
  node(id: $id) { id ... on Channel { name messages(last: 10) { edges { node { body } } } } }
}`;
const NODES = `query Nodes($ids: [ID!]!) { nodes(ids: $ids) { id } }`;
const LISTS = `query Lists {
  community { channels(first: 100) { edges { node { id } } } }
  viewer {
    joinedChannels(first: 100) { edges { node { id } } }
    privateChannels(first: 20) { edges { node { ${CHANNEL_FIELDS} lastMessage { body } } } }
  }
}`;
const ADDED = `subscription Added($channelId: ID!) {
  chatMessageAdded(channelId: $channelId) { messageEdge { node { body } } }
}`;
const PRIVATE_UPDATED = `subscription PrivateUpdated {
  privateChannelUpdated { channel { id viewerUnreadCount lastMessage { body } } }
}`;

let counter = 0;
const nextId = () => `p-${(counter += 1)}`;

describe.each(testBackends)('private channels (%s)', (backend) => {
  let garden: TestGarden;
  const userIds: Record<string, string> = {};

  async function mutate(
    query: string,
    as: string | undefined,
    input: Record<string, unknown>,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<any> {
    const result = await garden.call(
      query,
      { input: { clientMutationId: nextId(), ...input } },
      { as },
    );
    expect(result.errors).toBeUndefined();
    return Object.values(result.data ?? {})[0];
  }
  const start = (as: string, to: string) => mutate(START, as, { userId: userIds[to] });
  const post = (as: string, channelId: string, body: string) =>
    mutate(POST, as, { channelId, body });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function lists(as?: string): Promise<any> {
    const result = await garden.call(LISTS, {}, { as });
    expect(result.errors).toBeUndefined();
    return result.data;
  }

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    const names = ['aoi', 'ren', 'sora', 'hina', 'kai', 'mio', 'yuu', 'nagi', 'riku', 'emi'];
    for (const name of names) {
      await garden.join(name, name.toUpperCase());
      const me = await garden.call('{ viewer { user { id } } }', {}, { as: name });
      userIds[name] = me.data.viewer.user.id;
    }
  });
  afterAll(() => garden?.close());

  it('starts a direct message as a request that allows one message until accepted', async () => {
    const started = await start('aoi', 'ren');
    expect(started.__typename).toBe('StartDirectMessagePayload');
    expect(started.channel).toMatchObject({
      name: 'REN',
      isPrivate: true,
      viewerMembershipStatus: 'ACTIVE',
      viewerCanPost: true,
      otherMembers: [{ status: 'REQUESTED', user: { displayName: 'REN' } }],
    });
    const channelId = started.channel.id;
    // The pair has one direct message, whoever starts it again.
    expect((await start('aoi', 'ren')).channel.id).toBe(channelId);

    expect((await post('aoi', channelId, 'はじめまして！')).__typename).toBe(
      'PostChatMessagePayload',
    );
    const before = await tableCounts(garden.database.db);
    expect(await post('aoi', channelId, 'もう一通')).toMatchObject({
      __typename: 'ChannelRequestPendingError',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
    // The asked fan reads the request but cannot post before accepting.
    const asked = await lists('ren');
    expect(asked.viewer.privateChannels.edges[0].node).toMatchObject({
      id: channelId,
      name: 'AOI',
      viewerMembershipStatus: 'REQUESTED',
      viewerCanPost: false,
      viewerUnreadCount: 1,
      lastMessage: { body: 'はじめまして！' },
    });
    expect((await post('ren', channelId, 'まだ')).__typename).toBe(
      'ShouldBeLoggedInOrSignedUpError',
    );

    const accepted = await mutate(RESPOND, 'ren', { channelId, accept: true });
    expect(accepted.channel).toMatchObject({
      viewerMembershipStatus: 'ACTIVE',
      viewerCanPost: true,
    });
    expect((await post('ren', channelId, 'よろしく！')).__typename).toBe('PostChatMessagePayload');
    expect((await post('aoi', channelId, '二通目')).__typename).toBe('PostChatMessagePayload');
    // Answering twice: there is no request any more.
    expect((await mutate(RESPOND, 'ren', { channelId, accept: true })).__typename).toBe(
      'NotFoundError',
    );
  });

  it('refuses signed-out visitors, the viewer themselves and fans of no garden of this tenant', async () => {
    expect((await start(undefined as unknown as string, 'ren')).__typename).toBe(
      'ShouldBeLoggedInOrSignedUpError',
    );
    expect((await start('aoi', 'aoi')).__typename).toBe('NotFoundError');
    const stranger = await garden.call(
      '{ viewer { user { id } } }',
      {},
      {
        as: 'other-fan',
        tenant: OTHER_TENANT_ID,
      },
    );
    expect(stranger.data.viewer.user).not.toBeNull();
    expect((await mutate(START, 'aoi', { userId: stranger.data.viewer.user.id })).__typename).toBe(
      'NotFoundError',
    );
  });

  it('hides a private channel and its messages from everyone else, through every path', async () => {
    const { channel } = await start('sora', 'hina');
    const posted = await post('sora', channel.id, '内緒の話');
    const messageId = posted.messageEdge.node.id;

    for (const as of ['kai', undefined]) {
      expect((await garden.call(NODE, { id: channel.id }, { as })).data.node).toBeNull();
      expect((await garden.call(NODE, { id: messageId }, { as })).data.node).toBeNull();
      expect(
        (await garden.call(NODES, { ids: [channel.id, messageId] }, { as })).data.nodes,
      ).toEqual([null, null]);
      const seen = JSON.stringify(await lists(as));
      expect(seen).not.toContain(channel.id);
      expect(seen).not.toContain('内緒');
    }
    // Another garden does not find it either, even as one of its members.
    expect(
      (await garden.call(NODE, { id: channel.id }, { as: 'sora', tenant: OTHER_TENANT_ID })).data
        .node,
    ).toBeNull();

    const before = await tableCounts(garden.database.db);
    expect((await post('kai', channel.id, 'のぞき')).__typename).toBe('NotFoundError');
    expect((await mutate(REACT, 'kai', { messageId, emoji: '👀', reacted: true })).__typename).toBe(
      'NotFoundError',
    );
    expect((await mutate(MARK_READ, 'kai', { messageId })).__typename).toBe('NotFoundError');
    expect(
      (
        await mutate(POST, 'kai', {
          channelId: userIds.kai ? channel.id : '',
          body: 'reply',
          replyToMessageId: messageId,
        })
      ).__typename,
    ).toBe('NotFoundError');
    expect(
      (await mutate(ADD, 'kai', { channelId: channel.id, userId: userIds.kai })).__typename,
    ).toBe('NotFoundError');
    expect((await mutate(LEAVE, 'kai', { channelId: channel.id })).__typename).toBe(
      'NotFoundError',
    );
    expect((await mutate(RESPOND, 'kai', { channelId: channel.id, accept: true })).__typename).toBe(
      'NotFoundError',
    );
    expect(await tableCounts(garden.database.db)).toEqual(before);

    // Nor the sitemap (server-rendered pages run these same resolvers: e2e/serverRendering).
    const paths = await publicPagePaths(garden.database.db, garden.demo.tenantId);
    expect(paths.join(' ')).not.toContain(encodeURIComponent(channel.id));

    // The members read it.
    const read = await garden.call(NODE, { id: channel.id }, { as: 'hina' });
    expect(
      read.data.node.messages.edges.map((edge: { node: { body: string } }) => edge.node.body),
    ).toEqual(['内緒の話']);
  });

  it('refuses /stream subscriptions of non-members and stops events for a fan who left', async () => {
    const { channel } = await start('mio', 'yuu');
    const refused = await subscribeOnStream(garden, await garden.headers({ as: 'kai' }), ADDED, {
      channelId: channel.id,
    });
    expect((await refused.next()).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await refused.cancel();

    const list = await subscribeOnStream(
      garden,
      await garden.headers({ as: 'yuu' }),
      PRIVATE_UPDATED,
      {},
    );
    await post('mio', channel.id, '届いてる？');
    expect((await list.next()).data).toMatchObject({
      privateChannelUpdated: {
        channel: { id: channel.id, viewerUnreadCount: 1, lastMessage: { body: '届いてる？' } },
      },
    });
    await mutate(RESPOND, 'yuu', { channelId: channel.id, accept: true });

    const live = await subscribeOnStream(garden, await garden.headers({ as: 'yuu' }), ADDED, {
      channelId: channel.id,
    });
    await post('mio', channel.id, 'ライブ');
    expect((await live.next()).data).toMatchObject({
      chatMessageAdded: { messageEdge: { node: { body: 'ライブ' } } },
    });
    // mio adds nagi, who accepts, so mio may keep posting after yuu leaves.
    await mutate(ADD, 'mio', { channelId: channel.id, userId: userIds.nagi });
    await mutate(RESPOND, 'nagi', { channelId: channel.id, accept: true });
    expect((await mutate(LEAVE, 'yuu', { channelId: channel.id })).__typename).toBe(
      'LeavePrivateChannelPayload',
    );
    expect((await post('mio', channel.id, 'もういない')).__typename).toBe('PostChatMessagePayload');
    await expect(live.next(700)).rejects.toThrow('No server-sent event arrived in time');
    // A read is still pending on this stream (the timed-out next): cancelling waits for the
    // server's next keep-alive, so let it end with the server instead.
    void live.cancel();
    await list.cancel();
    expect((await garden.call(NODE, { id: channel.id }, { as: 'yuu' })).data.node).toBeNull();
  });

  it(`caps a group at ${PRIVATE_CHANNEL_MAX_MEMBERS} members, and a direct message that became a group is no longer the pair's`, async () => {
    const { channel } = await start('riku', 'emi');
    for (const name of ['aoi', 'ren', 'sora', 'hina', 'kai', 'mio']) {
      const added = await mutate(ADD, 'riku', { channelId: channel.id, userId: userIds[name] });
      expect(added.__typename).toBe('AddPrivateChannelMemberPayload');
    }
    expect(
      (await mutate(ADD, 'riku', { channelId: channel.id, userId: userIds.mio })).__typename,
    ).toBe('AddPrivateChannelMemberPayload');
    const before = await tableCounts(garden.database.db);
    expect(await mutate(ADD, 'riku', { channelId: channel.id, userId: userIds.yuu })).toMatchObject(
      {
        __typename: 'ChannelMemberLimitError',
        maxMembers: PRIVATE_CHANNEL_MAX_MEMBERS,
      },
    );
    expect(await tableCounts(garden.database.db)).toEqual(before);
    // A fan who was only asked cannot add others.
    expect(
      (await mutate(ADD, 'emi', { channelId: channel.id, userId: userIds.yuu })).__typename,
    ).toBe('NotFoundError');
    expect((await start('riku', 'emi')).channel.id).not.toBe(channel.id);
  });

  it('rejecting removes the request for the asked fan only', async () => {
    const { channel } = await start('nagi', 'kai');
    const rejected = await mutate(RESPOND, 'kai', { channelId: channel.id, accept: false });
    expect(rejected).toMatchObject({ channelId: channel.id, channel: null });
    expect((await garden.call(NODE, { id: channel.id }, { as: 'kai' })).data.node).toBeNull();
    const mine = await garden.call(NODE, { id: channel.id }, { as: 'nagi' });
    expect(mine.data.node.id).toBe(channel.id);
  });

  it('lists private channels by latest activity and meets in one channel when both start at once', async () => {
    const [first, second] = await Promise.all([start('hina', 'emi'), start('emi', 'hina')]);
    expect(first.channel.id).toBe(second.channel.id);
    const older = (await start('hina', 'riku')).channel.id;
    await post('hina', older, '古い');
    await post('hina', first.channel.id, '新しい');
    const order = (await lists('hina')).viewer.privateChannels.edges.map(
      (edge: { node: { id: string } }) => edge.node.id,
    );
    expect(order.indexOf(first.channel.id)).toBeLessThan(order.indexOf(older));

    // A retry with the same clientMutationId, concurrently: one result.
    const input = { clientMutationId: nextId(), userId: userIds.yuu };
    const [a, b] = await Promise.all([
      garden.call(START, { input }, { as: 'kai' }),
      garden.call(START, { input }, { as: 'kai' }),
    ]);
    expect(a.data.startDirectMessage.channel.id).toBe(b.data.startDirectMessage.channel.id);
  });

  it('counts the private channels with unread messages for the tab badge, live and after reading', async () => {
    for (const name of ['tomo', 'yui', 'sena']) {
      await garden.join(name, name.toUpperCase());
      const me = await garden.call('{ viewer { user { id } } }', {}, { as: name });
      userIds[name] = me.data.viewer.user.id;
    }
    const badge = async (as?: string) =>
      (await garden.call('{ viewer { unreadPrivateChannelCount } }', {}, { as })).data.viewer
        .unreadPrivateChannelCount;
    expect(await badge()).toBe(0);
    expect(await badge('tomo')).toBe(0);

    const fromYui = (await start('yui', 'tomo')).channel.id;
    const yuiMessage = (await post('yui', fromYui, 'こんにちは')).messageEdge.node.id;
    const fromSena = (await start('sena', 'tomo')).channel.id;
    await post('sena', fromSena, 'はじめまして');
    // Two requests with a message each; the senders have read their own.
    expect(await badge('tomo')).toBe(2);
    expect(await badge('yui')).toBe(0);

    // A request is read once accepted (until then it waits, counted, like LINE's requests).
    await mutate(RESPOND, 'tomo', { channelId: fromYui, accept: true });
    const read = await garden.call(
      `mutation MarkRead($input: MarkChannelReadInput!) {
        markChannelRead(input: $input) {
          ... on MarkChannelReadPayload { viewer { unreadPrivateChannelCount } }
        }
      }`,
      { input: { clientMutationId: nextId(), messageId: yuiMessage } },
      { as: 'tomo' },
    );
    expect(read.data).toEqual({ markChannelRead: { viewer: { unreadPrivateChannelCount: 1 } } });

    const live = await subscribeOnStream(
      garden,
      await garden.headers({ as: 'tomo' }),
      `subscription { privateChannelUpdated { channel { id } viewer { unreadPrivateChannelCount } } }`,
      {},
    );
    await post('yui', fromYui, 'ありがとう！');
    expect((await live.next()).data).toEqual({
      privateChannelUpdated: { channel: { id: fromYui }, viewer: { unreadPrivateChannelCount: 2 } },
    });
    await live.cancel();
  });
});
