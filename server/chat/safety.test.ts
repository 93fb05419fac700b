// Block, mute (fans and words) and hide: each acts for the viewer only, through every
// read path (connections, node, /stream); a block works both ways and stops direct
// messages; mute words are capped with the spec's "mute word max limit" typed error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MUTE_WORDS } from '../../common/limits';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { subscribeOnStream } from '../testing/streamSubscription';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';

const POST = `mutation Post($input: PostChatMessageInput!) {
  postChatMessage(input: $input) {
    __typename
    ... on PostChatMessagePayload { messageEdge { node { id } } }
  }
}`;
const BLOCK = `mutation Block($input: SetUserBlockedInput!) {
  setUserBlocked(input: $input) {
    __typename ... on SetUserBlockedPayload { user { viewerHasBlocked } }
  }
}`;
const MUTE = `mutation Mute($input: SetUserMutedInput!) {
  setUserMuted(input: $input) { __typename ... on SetUserMutedPayload { user { viewerHasMuted } } }
}`;
const HIDE = `mutation Hide($input: SetMessageHiddenInput!) {
  setMessageHidden(input: $input) {
    __typename ... on SetMessageHiddenPayload { chatMessage { viewerVisibility } }
  }
}`;
const ADD_WORD = `mutation AddWord($input: AddMuteWordInput!) {
  addMuteWord(input: $input) {
    __typename
    ... on AddMuteWordPayload { muteWord { id word } }
    ... on MuteWordMaxLimitError { message maxCount }
    ... on InvalidInputError { field reason }
  }
}`;
const REMOVE_WORD = `mutation RemoveWord($input: RemoveMuteWordInput!) {
  removeMuteWord(input: $input) {
    __typename ... on RemoveMuteWordPayload { muteWordId }
  }
}`;
const START = `mutation Start($input: StartDirectMessageInput!) {
  startDirectMessage(input: $input) {
    __typename ... on StartDirectMessagePayload { channel { id } } ... on Error { message }
  }
}`;
const MESSAGE = `query Message($id: ID!) {
  node(id: $id) { ... on ChatMessage { body viewerVisibility } }
}`;
const LISTS = `query Lists {
  viewer {
    blockedUsers(first: 10) { edges { node { id } } }
    mutedUsers(first: 10) { edges { node { id } } }
    muteWords { id word }
    hiddenMessages(first: 10) { edges { node { id } } }
  }
}`;
const UNREAD = `query Unread($id: ID!) { node(id: $id) { ... on Channel { viewerUnreadCount } } }`;
const ADDED = `subscription Added($channelId: ID!) {
  chatMessageAdded(channelId: $channelId) { messageEdge { node { body viewerVisibility } } }
}`;

/** A different letter per n: digits like 11 would fold to 1 (a repeated letter counts once). */
const distinct = (n: number) => String.fromCharCode(0x3041 + n * 2);

let counter = 0;
const nextId = () => `s-${(counter += 1)}`;

describe.each(testBackends)('safety tools (%s)', (backend) => {
  let garden: TestGarden;
  let lobby: string;
  const ids: Record<string, string> = {};

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function mutate(query: string, as: string | undefined, input: object): Promise<any> {
    const result = await garden.call(
      query,
      { input: { clientMutationId: nextId(), ...input } },
      { as },
    );
    expect(result.errors).toBeUndefined();
    return Object.values(result.data ?? {})[0];
  }
  const post = async (as: string, body: string, channelId = lobby) =>
    (await mutate(POST, as, { channelId, body })).messageEdge?.node.id as string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function seen(as: string | undefined, messageId: string): Promise<any> {
    return (await garden.call(MESSAGE, { id: messageId }, { as })).data.node;
  }

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    lobby = channelGlobalId(garden.demo.channelIds.lobby);
    for (const name of ['kaede', 'touya', 'nanami', 'shiori']) {
      await garden.join(name, name);
      ids[name] = (
        await garden.call('{ viewer { user { id } } }', {}, { as: name })
      ).data.viewer.user.id;
    }
  });
  afterAll(() => garden?.close());

  it('a block hides both ways, stops direct messages and unread counts, and can be undone', async () => {
    const { channel } = await mutate(START, 'kaede', { userId: ids.touya });
    await mutate(
      `mutation($input: RespondToChannelRequestInput!) { respondToChannelRequest(input: $input) { __typename } }`,
      'touya',
      { channelId: channel.id, accept: true },
    );
    const fromTouya = await post('touya', 'とうやの発言');
    const fromKaede = await post('kaede', 'かえでの発言');

    const blocked = await mutate(BLOCK, 'kaede', { userId: ids.touya, blocked: true });
    expect(blocked).toEqual({
      __typename: 'SetUserBlockedPayload',
      user: { viewerHasBlocked: true },
    });
    expect(await seen('kaede', fromTouya)).toEqual({ body: '', viewerVisibility: 'BLOCKED' });
    expect(await seen('touya', fromKaede)).toEqual({ body: '', viewerVisibility: 'BLOCKED' });
    // Nobody else is affected, nor are signed-out visitors.
    expect(await seen('nanami', fromTouya)).toEqual({
      body: 'とうやの発言',
      viewerVisibility: 'VISIBLE',
    });
    expect(await seen(undefined, fromTouya)).toEqual({
      body: 'とうやの発言',
      viewerVisibility: 'VISIBLE',
    });

    const before = await tableCounts(garden.database.db);
    for (const [as, to] of [
      ['kaede', 'touya'],
      ['touya', 'kaede'],
    ]) {
      expect((await mutate(START, as, { userId: ids[to] })).__typename).toBe('UserBlockedError');
    }
    expect(
      (await mutate(POST, 'touya', { channelId: channel.id, body: 'まだいる？' })).__typename,
    ).toBe('UserBlockedError');
    const { channel: group } = await mutate(START, 'nanami', { userId: ids.kaede });
    expect(
      (
        await mutate(
          `mutation($input: AddPrivateChannelMemberInput!) { addPrivateChannelMember(input: $input) { __typename } }`,
          'nanami',
          { channelId: group.id, userId: ids.touya },
        )
      ).__typename,
    ).toBe('UserBlockedError');
    const after = await tableCounts(garden.database.db);
    // Only the new direct message of nanami and kaede was written.
    expect(after.mutationReceipts - before.mutationReceipts).toBe(1);
    expect(after.chatMessages).toBe(before.chatMessages);
    expect(after.channelMembers - before.channelMembers).toBe(2);

    // Messages of a blocked fan are never new.
    const unreadBefore = (await garden.call(UNREAD, { id: lobby }, { as: 'kaede' })).data.node
      .viewerUnreadCount;
    await post('touya', 'ブロック中の新しい発言');
    expect(
      (await garden.call(UNREAD, { id: lobby }, { as: 'kaede' })).data.node.viewerUnreadCount,
    ).toBe(unreadBefore);

    const lists = await garden.call(LISTS, {}, { as: 'kaede' });
    expect(lists.data.viewer.blockedUsers.edges).toEqual([{ node: { id: ids.touya } }]);
    // The blocked fan does not learn whom they are blocked by from their own lists.
    expect((await garden.call(LISTS, {}, { as: 'touya' })).data.viewer.blockedUsers.edges).toEqual(
      [],
    );

    await mutate(BLOCK, 'kaede', { userId: ids.touya, blocked: false });
    expect(await seen('kaede', fromTouya)).toEqual({
      body: 'とうやの発言',
      viewerVisibility: 'VISIBLE',
    });
    expect(
      (await mutate(POST, 'touya', { channelId: channel.id, body: 'また話そう' })).__typename,
    ).toBe('PostChatMessagePayload');
  });

  it('a blocked fan’s live messages arrive empty over /stream', async () => {
    await mutate(BLOCK, 'shiori', { userId: ids.nanami, blocked: true });
    const events = await subscribeOnStream(garden, await garden.headers({ as: 'shiori' }), ADDED, {
      channelId: lobby,
    });
    await post('nanami', 'ライブの発言');
    expect((await events.next()).data).toEqual({
      chatMessageAdded: { messageEdge: { node: { body: '', viewerVisibility: 'BLOCKED' } } },
    });
    await events.cancel();
    await mutate(BLOCK, 'shiori', { userId: ids.nanami, blocked: false });
  });

  it('refuses signed-out visitors and the viewer themselves', async () => {
    expect((await mutate(BLOCK, undefined, { userId: ids.kaede, blocked: true })).__typename).toBe(
      'ShouldBeLoggedInOrSignedUpError',
    );
    expect((await mutate(BLOCK, 'kaede', { userId: ids.kaede, blocked: true })).__typename).toBe(
      'NotFoundError',
    );
    expect((await mutate(MUTE, 'kaede', { userId: ids.kaede, muted: true })).__typename).toBe(
      'NotFoundError',
    );
  });

  it('mutes a fan and hides a message for the viewer only', async () => {
    const message = await post('nanami', 'ななみの長い話');
    expect(await mutate(MUTE, 'shiori', { userId: ids.nanami, muted: true })).toEqual({
      __typename: 'SetUserMutedPayload',
      user: { viewerHasMuted: true },
    });
    expect((await seen('shiori', message)).viewerVisibility).toBe('MUTED_USER');
    expect((await seen('kaede', message)).viewerVisibility).toBe('VISIBLE');

    expect(await mutate(HIDE, 'kaede', { messageId: message, hidden: true })).toEqual({
      __typename: 'SetMessageHiddenPayload',
      chatMessage: { viewerVisibility: 'HIDDEN' },
    });
    expect((await seen('touya', message)).viewerVisibility).toBe('VISIBLE');
    expect(
      (await garden.call(LISTS, {}, { as: 'kaede' })).data.viewer.hiddenMessages.edges,
    ).toEqual([{ node: { id: message } }]);
    await mutate(HIDE, 'kaede', { messageId: message, hidden: false });
    expect((await seen('kaede', message)).viewerVisibility).toBe('VISIBLE');
    await mutate(MUTE, 'shiori', { userId: ids.nanami, muted: false });
  });

  it(`collapses messages with a mute word in any width or kana, and caps them at ${MAX_MUTE_WORDS}`, async () => {
    const added = await mutate(ADD_WORD, 'touya', { word: 'ﾈﾀﾊﾞﾚ' });
    // Kept as the fan wrote it; the same word in another width or kana is the same word.
    expect(added.muteWord.word).toBe('ﾈﾀﾊﾞﾚ');
    expect((await mutate(ADD_WORD, 'touya', { word: 'ねたばれ' })).muteWord.id).toBe(
      added.muteWord.id,
    );
    expect((await mutate(ADD_WORD, 'touya', { word: '!!!' })).__typename).toBe('InvalidInputError');
    const spoiler = await post('nanami', '最新話のネ・タ・バ・レ注意！');
    expect((await seen('touya', spoiler)).viewerVisibility).toBe('MUTED_WORD');
    expect((await seen('kaede', spoiler)).viewerVisibility).toBe('VISIBLE');
    // Another fan's word is not theirs to see or remove.
    expect(
      (await garden.call(MESSAGE, { id: added.muteWord.id }, { as: 'kaede' })).data.node,
    ).toBeNull();
    expect((await mutate(REMOVE_WORD, 'kaede', { muteWordId: added.muteWord.id })).__typename).toBe(
      'NotFoundError',
    );
    expect((await mutate(ADD_WORD, 'touya', { word: '   ' })).__typename).toBe('InvalidInputError');

    for (let n = 1; n < MAX_MUTE_WORDS; n += 1) {
      expect((await mutate(ADD_WORD, 'touya', { word: `言葉${distinct(n)}` })).__typename).toBe(
        'AddMuteWordPayload',
      );
    }
    // The same word again changes nothing and is not refused.
    expect((await mutate(ADD_WORD, 'touya', { word: `言葉${distinct(1)}` })).__typename).toBe(
      'AddMuteWordPayload',
    );
    const before = await tableCounts(garden.database.db);
    expect(await mutate(ADD_WORD, 'touya', { word: 'ひとつ多い' })).toEqual({
      __typename: 'MuteWordMaxLimitError',
      message: expect.stringContaining(String(MAX_MUTE_WORDS)),
      maxCount: MAX_MUTE_WORDS,
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
    expect((await garden.call(LISTS, {}, { as: 'touya' })).data.viewer.muteWords).toHaveLength(
      MAX_MUTE_WORDS,
    );

    const removed = await mutate(REMOVE_WORD, 'touya', { muteWordId: added.muteWord.id });
    expect(removed).toEqual({ __typename: 'RemoveMuteWordPayload', muteWordId: added.muteWord.id });
    expect((await seen('touya', spoiler)).viewerVisibility).toBe('VISIBLE');
    expect((await mutate(ADD_WORD, 'touya', { word: 'ひとつ多い' })).__typename).toBe(
      'AddMuteWordPayload',
    );
  });

  it('counts concurrent mute words under the cap', async () => {
    const adds = await Promise.all(
      Array.from({ length: MAX_MUTE_WORDS + 5 }, (_, n) =>
        mutate(ADD_WORD, 'shiori', { word: `同時${distinct(n)}` }),
      ),
    );
    expect(adds.filter((result) => result.__typename === 'AddMuteWordPayload')).toHaveLength(
      MAX_MUTE_WORDS,
    );
    expect((await garden.call(LISTS, {}, { as: 'shiori' })).data.viewer.muteWords).toHaveLength(
      MAX_MUTE_WORDS,
    );
  });
});
