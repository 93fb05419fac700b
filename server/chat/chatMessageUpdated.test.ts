// Subscription.chatMessageUpdated over /stream: reactions, edits and deletions reach the
// channel's subscribers, each reading the message as they see it; another garden's
// channel cannot be listened to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerSentEvents } from '../testing/eventStream';
import { testBackends } from '../testing/testDatabase';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';

const UPDATED = `subscription Updated($channelId: ID!) {
  chatMessageUpdated(channelId: $channelId) {
    message { id body isDeleted editedAt reactions { emoji count viewerHasReacted } }
  }
}`;

describe.each(testBackends)('chatMessageUpdated on /stream (%s)', (backend) => {
  let garden: TestGarden;
  let lobby: string;
  const stream = (init: RequestInit & { search?: string } = {}) =>
    garden.server.yoga.fetch(`http://garden.test/stream${init.search ?? ''}`, init);

  async function subscribe(headers: Record<string, string>, channelId: string) {
    const { accept: _accept, ...reserveHeaders } = headers;
    const token = await (await stream({ method: 'PUT', headers: reserveHeaders })).text();
    const opened = await stream({
      method: 'GET',
      headers: { ...headers, accept: 'text/event-stream', 'x-graphql-event-stream-token': token },
    });
    const events = readServerSentEvents(opened);
    const posted = await stream({
      method: 'POST',
      headers: { ...headers, 'x-graphql-event-stream-token': token },
      body: JSON.stringify({
        query: UPDATED,
        variables: { channelId },
        extensions: { operationId: 'updates' },
      }),
    });
    expect(posted.status).toBe(202);
    // The subscription is registered once the POST is answered; give the repeater a tick.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return events;
  }

  const mutate = (as: string, query: string, input: Record<string, unknown>) =>
    garden.call(query, { input: { clientMutationId: `u-${Math.random()}`, ...input } }, { as });

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    lobby = channelGlobalId(garden.demo.channelIds.lobby);
    await garden.join('writer', 'かきて');
    await garden.join('watcher', 'みまもり');
  });
  afterAll(() => garden?.close());

  it('delivers reactions, edits and deletions to another fan, with their own reaction state', async () => {
    const events = await subscribe(await garden.headers({ as: 'watcher' }), lobby);
    const posted = await mutate(
      'writer',
      `mutation($input: PostChatMessageInput!) { postChatMessage(input: $input) {
        ... on PostChatMessagePayload { messageEdge { node { id } } } } }`,
      { channelId: lobby, body: '新しいビジュアル、見た？' },
    );
    const messageId = posted.data.postChatMessage.messageEdge.node.id;
    const next = async () => JSON.parse((await events.next())?.data ?? '{}').payload.data;

    await mutate(
      'writer',
      `mutation($input: SetChatMessageReactionInput!) { setChatMessageReaction(input: $input) { __typename } }`,
      { messageId, emoji: '😍', reacted: true },
    );
    expect((await next()).chatMessageUpdated.message).toMatchObject({
      id: messageId,
      // The watcher did not react: the event is read as the watcher sees it.
      reactions: [{ emoji: '😍', count: 1, viewerHasReacted: false }],
    });

    await mutate(
      'writer',
      `mutation($input: EditChatMessageInput!) { editChatMessage(input: $input) { __typename } }`,
      { messageId, body: '新しいキービジュアル、見た？' },
    );
    const edited = (await next()).chatMessageUpdated.message;
    expect(edited.body).toBe('新しいキービジュアル、見た？');
    expect(edited.editedAt).not.toBeNull();

    await mutate(
      'writer',
      `mutation($input: DeleteChatMessageInput!) { deleteChatMessage(input: $input) { __typename } }`,
      { messageId },
    );
    expect((await next()).chatMessageUpdated.message).toMatchObject({
      body: '',
      isDeleted: true,
      reactions: [],
    });
    await events.cancel();
  });

  it('refuses to listen to another garden’s channel', async () => {
    const events = await subscribe(
      await garden.headers({ as: 'watcher' }),
      channelGlobalId(garden.other.channelIds.secret),
    );
    const refusal = JSON.parse((await events.next())?.data ?? '{}');
    expect(refusal).toMatchObject({
      id: 'updates',
      payload: { data: null, errors: [{ extensions: { code: 'NOT_FOUND' } }] },
    });
    await events.cancel();
  });
});
