// Replies, reactions, edits, deletions and read positions: each mutation's success, its
// typed errors (a refusal writes nothing), idempotent retries, and the negatives of
// another garden's message, a fan who has not joined, and a signed-out visitor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OFFICIAL_UID, DEMO_OPERATOR_UID } from '../db/demoTenant';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';

const MESSAGE_FIELDS = `id body isDeleted editedAt viewerCanEdit viewerCanDelete
  replyTo { id body isDeleted } reactions { emoji count viewerHasReacted }`;

const POST = `mutation Post($input: PostChatMessageInput!) {
  postChatMessage(input: $input) {
    __typename
    ... on PostChatMessagePayload { messageEdge { node { ${MESSAGE_FIELDS} } } }
    ... on Error { message }
  }
}`;

const REACT = `mutation React($input: SetChatMessageReactionInput!) {
  setChatMessageReaction(input: $input) {
    __typename
    ... on SetChatMessageReactionPayload { clientMutationId chatMessage { ${MESSAGE_FIELDS} } }
    ... on Error { message }
    ... on InvalidInputError { field reason }
  }
}`;

const EDIT = `mutation Edit($input: EditChatMessageInput!) {
  editChatMessage(input: $input) {
    __typename
    ... on EditChatMessagePayload { chatMessage { ${MESSAGE_FIELDS} } }
    ... on Error { message }
    ... on InvalidInputError { field reason limit }
  }
}`;

const DELETE = `mutation Delete($input: DeleteChatMessageInput!) {
  deleteChatMessage(input: $input) {
    __typename
    ... on DeleteChatMessagePayload { chatMessage { ${MESSAGE_FIELDS} } }
    ... on Error { message }
  }
}`;

const MARK_READ = `mutation MarkRead($input: MarkChannelReadInput!) {
  markChannelRead(input: $input) {
    __typename
    ... on MarkChannelReadPayload { channel { id viewerUnreadCount } }
    ... on Error { message }
  }
}`;

const UNREAD = `query Unread($id: ID!) { node(id: $id) { ... on Channel { viewerUnreadCount } } }`;
const MESSAGE = `query Message($id: ID!) { node(id: $id) { ... on ChatMessage { ${MESSAGE_FIELDS} } } }`;

/** The field of a response, failing loudly with the errors when there is none. */
function field(result: { data?: Record<string, unknown>; errors?: unknown }, name: string) {
  if (!result.data?.[name]) throw new Error(`No ${name}: ${JSON.stringify(result.errors)}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return result.data[name] as any;
}

let counter = 0;
const nextId = () => `m-${(counter += 1)}`;

describe.each(testBackends)('message actions (%s)', (backend) => {
  let garden: TestGarden;
  let lobby: string;
  let fanArt: string;
  let otherGardenMessageId: string;

  async function post(as: string, body: string, extra: Record<string, unknown> = {}) {
    const result = await garden.call(
      POST,
      { input: { clientMutationId: nextId(), channelId: lobby, body, ...extra } },
      { as },
    );
    return result.data.postChatMessage;
  }
  const react = (
    as: string | undefined,
    messageId: string,
    emoji: string,
    reacted = true,
    clientMutationId = nextId(),
    language: 'ja' | 'en' = 'ja',
  ) =>
    garden
      .call(REACT, { input: { clientMutationId, messageId, emoji, reacted } }, { as, language })
      .then((result) => field(result, 'setChatMessageReaction'));
  const edit = (as: string | undefined, messageId: string, body: string, id = nextId()) =>
    garden
      .call(EDIT, { input: { clientMutationId: id, messageId, body } }, { as })
      .then((result) => field(result, 'editChatMessage'));
  const remove = (as: string | undefined, messageId: string, id = nextId()) =>
    garden
      .call(DELETE, { input: { clientMutationId: id, messageId } }, { as })
      .then((result) => field(result, 'deleteChatMessage'));
  const markRead = (as: string | undefined, messageId: string) =>
    garden
      .call(MARK_READ, { input: { clientMutationId: nextId(), messageId } }, { as })
      .then((result) => field(result, 'markChannelRead'));
  const unread = (as: string | undefined, channelId = lobby) =>
    garden
      .call(UNREAD, { id: channelId }, { as })
      .then((result) => result.data.node.viewerUnreadCount as number);

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    lobby = channelGlobalId(garden.demo.channelIds.lobby);
    fanArt = channelGlobalId(garden.demo.channelIds.fanArt);
    await garden.join('aoi', 'あおい');
    await garden.join('ren', 'れん');
    const other = await garden.call(
      `query($id: ID!) { node(id: $id) { ... on Channel { messages(last: 1) { edges { node { id } } } } } }`,
      { id: channelGlobalId(garden.other.channelIds.secret) },
      { tenant: 'other' },
    );
    otherGardenMessageId = other.data.node.messages.edges[0].node.id;
  });
  afterAll(() => garden?.close());

  describe('replies', () => {
    it('quotes the message replied to', async () => {
      const target = await post('aoi', '第3話の人形の台詞、泣いた');
      const reply = await post('ren', 'わかる、あの場面は何度でも見返せる', {
        replyToMessageId: target.messageEdge.node.id,
      });
      expect(reply.__typename).toBe('PostChatMessagePayload');
      expect(reply.messageEdge.node.replyTo).toEqual({
        id: target.messageEdge.node.id,
        body: '第3話の人形の台詞、泣いた',
        isDeleted: false,
      });
    });

    it('refuses a reply to a message of another channel or garden, writing nothing', async () => {
      const elsewhere = await garden.call(
        POST,
        { input: { clientMutationId: nextId(), channelId: fanArt, body: '新作の絵です' } },
        { as: 'aoi' },
      );
      const before = await tableCounts(garden.database.db);
      for (const replyToMessageId of [
        elsewhere.data.postChatMessage.messageEdge.node.id,
        otherGardenMessageId,
        lobby,
      ]) {
        expect(await post('ren', 'reply', { replyToMessageId })).toEqual({
          __typename: 'NotFoundError',
          message: 'この庭では見つかりませんでした。',
        });
      }
      expect(await tableCounts(garden.database.db)).toEqual(before);
    });
  });

  describe('reactions', () => {
    it('counts reactions per emoji and tells the viewer their own', async () => {
      const message = (await post('aoi', '今夜の放送、一緒に見よう')).messageEdge.node;
      await react('aoi', message.id, '🌹');
      await react('ren', message.id, '🌹');
      const reacted = await react('ren', message.id, '👍🏽');
      expect(reacted.chatMessage.reactions).toEqual([
        { emoji: '🌹', count: 2, viewerHasReacted: true },
        { emoji: '👍🏽', count: 1, viewerHasReacted: true },
      ]);
      const seenByAoi = await garden.call(MESSAGE, { id: message.id }, { as: 'aoi' });
      expect(seenByAoi.data.node.reactions).toEqual([
        { emoji: '🌹', count: 2, viewerHasReacted: true },
        { emoji: '👍🏽', count: 1, viewerHasReacted: false },
      ]);
      // A visitor sees the counts, and no reaction of their own.
      const seenSignedOut = await garden.call(MESSAGE, { id: message.id });
      expect(seenSignedOut.data.node.reactions[0]).toEqual({
        emoji: '🌹',
        count: 2,
        viewerHasReacted: false,
      });

      const takenBack = await react('ren', message.id, '🌹', false);
      expect(takenBack.chatMessage.reactions).toEqual([
        { emoji: '🌹', count: 1, viewerHasReacted: false },
        { emoji: '👍🏽', count: 1, viewerHasReacted: true },
      ]);
    });

    it('replays a retry, and setting the state again changes nothing', async () => {
      const message = (await post('aoi', 'おはようございます')).messageEdge.node;
      const first = await react('ren', message.id, '☀️', true, 'retry-react');
      const retry = await react('ren', message.id, '☀️', true, 'retry-react');
      expect(retry).toEqual(first);
      const again = await react('ren', message.id, '☀️', true);
      expect(again.chatMessage.reactions).toEqual([
        { emoji: '☀️', count: 1, viewerHasReacted: true },
      ]);
      const reused = await react('ren', message.id, '🌙', true, 'retry-react', 'en');
      expect(reused).toMatchObject({ __typename: 'InvalidInputError', field: 'clientMutationId' });
    });

    it('refuses text, other gardens, visitors and non-members, writing nothing', async () => {
      const message = (await post('aoi', 'リアクションしてね')).messageEdge.node;
      await garden.call(`{ viewer { isSignedIn } }`, {}, { as: 'not-joined' });
      const before = await tableCounts(garden.database.db);

      expect(await react('ren', message.id, 'lol', true, nextId(), 'en')).toEqual({
        __typename: 'InvalidInputError',
        message: 'an emoji is not in a valid format.',
        field: 'emoji',
        reason: 'INVALID_FORMAT',
      });
      expect((await react('ren', message.id, '👍👍')).__typename).toBe('InvalidInputError');
      expect((await react('ren', message.id, '')).__typename).toBe('InvalidInputError');
      expect(await react('ren', otherGardenMessageId, '👍', true, nextId(), 'en')).toEqual({
        __typename: 'NotFoundError',
        message: 'It could not be found in this garden.',
      });
      expect((await react('ren', lobby, '👍')).__typename).toBe('NotFoundError');
      expect(await react(undefined, message.id, '👍')).toEqual({
        __typename: 'ShouldBeLoggedInOrSignedUpError',
        message: 'この操作にはログインして庭に参加する必要があります。',
      });
      expect((await react('not-joined', message.id, '👍')).__typename).toBe(
        'ShouldBeLoggedInOrSignedUpError',
      );
      expect(await tableCounts(garden.database.db)).toEqual(before);
    });
  });

  describe('edits and deletions', () => {
    it('edits the author’s own message and marks it edited', async () => {
      const message = (await post('aoi', '誤字あり')).messageEdge.node;
      expect(message).toMatchObject({ editedAt: null, viewerCanEdit: true, viewerCanDelete: true });
      const edited = await edit('aoi', message.id, '  誤字を直しました  ');
      expect(edited.__typename).toBe('EditChatMessagePayload');
      expect(edited.chatMessage.body).toBe('誤字を直しました');
      expect(Date.parse(edited.chatMessage.editedAt)).not.toBeNaN();
      const seenByRen = await garden.call(MESSAGE, { id: message.id }, { as: 'ren' });
      expect(seenByRen.data.node).toMatchObject({
        body: '誤字を直しました',
        viewerCanEdit: false,
        viewerCanDelete: false,
      });
    });

    it('refuses edits of others’ messages, bad text and other gardens, writing nothing', async () => {
      const message = (await post('aoi', '元の文')).messageEdge.node;
      const before = await tableCounts(garden.database.db);
      expect(await edit('ren', message.id, '乗っ取り')).toEqual({
        __typename: 'PermissionDeniedError',
        message: '自分のメッセージだけを編集・削除できます。',
      });
      expect((await edit('aoi', otherGardenMessageId, 'x')).__typename).toBe('NotFoundError');
      expect(await edit(undefined, message.id, 'x')).toMatchObject({
        __typename: 'ShouldBeLoggedInOrSignedUpError',
      });
      expect(await edit('aoi', message.id, '  ')).toMatchObject({
        __typename: 'InvalidInputError',
        field: 'body',
        reason: 'REQUIRED',
      });
      expect(await edit('aoi', message.id, 'あ'.repeat(1001))).toMatchObject({
        __typename: 'InvalidInputError',
        reason: 'TOO_LONG',
        limit: 1000,
      });
      expect(await edit('aoi', message.id, 'これは禁句です')).toMatchObject({
        __typename: 'TextModerationError',
      });
      expect(await tableCounts(garden.database.db)).toEqual(before);
    });

    it('deletes the author’s own message as a tombstone, once', async () => {
      const message = (await post('aoi', '消す予定のメッセージ')).messageEdge.node;
      const reply = (await post('ren', '返信', { replyToMessageId: message.id })).messageEdge.node;
      await react('ren', message.id, '😢');
      expect((await remove('ren', message.id)).__typename).toBe('PermissionDeniedError');

      const deleted = await remove('aoi', message.id, 'delete-once');
      expect(deleted.chatMessage).toMatchObject({
        body: '',
        isDeleted: true,
        reactions: [],
        viewerCanEdit: false,
        viewerCanDelete: false,
      });
      expect(await remove('aoi', message.id, 'delete-once')).toEqual(deleted);
      expect((await remove('aoi', message.id)).__typename).toBe('NotFoundError');
      expect((await edit('aoi', message.id, '復活')).__typename).toBe('NotFoundError');
      expect((await react('ren', message.id, '😢')).__typename).toBe('NotFoundError');
      const quoted = await garden.call(MESSAGE, { id: reply.id }, { as: 'ren' });
      expect(quoted.data.node.replyTo).toEqual({ id: message.id, body: '', isDeleted: true });
    });

    it('refuses to delete for a visitor or another garden’s message', async () => {
      const message = (await post('aoi', 'まだ残る')).messageEdge.node;
      const before = await tableCounts(garden.database.db);
      expect((await remove(undefined, message.id)).__typename).toBe(
        'ShouldBeLoggedInOrSignedUpError',
      );
      expect((await remove('aoi', otherGardenMessageId)).__typename).toBe('NotFoundError');
      expect(await tableCounts(garden.database.db)).toEqual(before);
    });

    it('lets an operator delete any fan’s message', async () => {
      const message = (await post('aoi', 'ルール違反の書き込み')).messageEdge.node;
      const seen = await garden.call(MESSAGE, { id: message.id }, { as: DEMO_OPERATOR_UID });
      expect(seen.data.node).toMatchObject({ viewerCanEdit: false, viewerCanDelete: true });
      const deleted = await remove(DEMO_OPERATOR_UID, message.id);
      expect(deleted.chatMessage).toMatchObject({ isDeleted: true, body: '' });
      // The official account is staff, not a moderator: it deletes only its own.
      const other = (await post('aoi', 'まだ残る書き込み')).messageEdge.node;
      expect((await remove(DEMO_OFFICIAL_UID, other.id)).__typename).toBe('PermissionDeniedError');
    });
  });

  describe('unread counts', () => {
    it('counts others’ messages after the read position, which only moves forwards', async () => {
      await garden.join('mio', 'みお');
      // A new member starts with nothing unread.
      expect(await unread('mio')).toBe(0);
      const first = (await post('aoi', '一通目')).messageEdge.node;
      const second = (await post('aoi', '二通目')).messageEdge.node;
      await post('mio', '自分の発言は未読にならない');
      expect(await unread('mio')).toBe(2);

      const marked = await markRead('mio', first.id);
      expect(marked).toEqual({
        __typename: 'MarkChannelReadPayload',
        channel: { id: lobby, viewerUnreadCount: 1 },
      });
      await markRead('mio', second.id);
      expect(await unread('mio')).toBe(0);
      await markRead('mio', first.id);
      expect(await unread('mio')).toBe(0);

      // A deleted message is no longer unread.
      const third = (await post('aoi', '三通目')).messageEdge.node;
      expect(await unread('mio')).toBe(1);
      await remove('aoi', third.id);
      expect(await unread('mio')).toBe(0);
    });

    it('is 0 for visitors, and refuses to mark for visitors, non-members and other gardens', async () => {
      const message = (await post('aoi', '未読テスト')).messageEdge.node;
      expect(await unread(undefined)).toBe(0);
      expect(await unread('not-joined-reader')).toBe(0);
      const before = await tableCounts(garden.database.db);
      expect((await markRead(undefined, message.id)).__typename).toBe(
        'ShouldBeLoggedInOrSignedUpError',
      );
      expect((await markRead('not-joined-reader', message.id)).__typename).toBe(
        'ShouldBeLoggedInOrSignedUpError',
      );
      expect((await markRead('aoi', otherGardenMessageId)).__typename).toBe('NotFoundError');
      expect(await tableCounts(garden.database.db)).toEqual(before);
    });
  });
});
