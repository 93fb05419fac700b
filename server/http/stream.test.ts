// The /stream endpoint: graphql-sse's single connection mode (PUT 201 token, GET the
// stream, POST 202 an operation, DELETE 200 it), with the context of a subscription
// built from the headers of its POST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';
import { readServerSentEvents } from '../testing/eventStream';
import { testBackends } from '../testing/testDatabase';

const SUBSCRIBE = `subscription Added($channelId: ID!) {
  chatMessageAdded(channelId: $channelId) {
    channel { id name }
    messageEdge { cursor node { body viewerIsAuthor author { displayName } } }
  }
}`;

describe.each(testBackends)('/stream (%s)', (backend) => {
  let garden: TestGarden;
  const stream = (init: RequestInit & { search?: string } = {}) =>
    garden.server.yoga.fetch(`http://garden.test/stream${init.search ?? ''}`, init);

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('streamer', 'Streamer');
  });
  afterAll(() => garden?.close());

  async function openStream(headers: Record<string, string>) {
    // Like the graphql-sse client: no Accept header of its own on the reservation.
    const { accept: _accept, ...reserveHeaders } = headers;
    const reserved = await stream({ method: 'PUT', headers: reserveHeaders });
    expect(reserved.status).toBe(201);
    const token = await reserved.text();
    expect(token).toMatch(/\S{8,}/);
    const opened = await stream({
      method: 'GET',
      headers: { ...headers, accept: 'text/event-stream', 'x-graphql-event-stream-token': token },
    });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toContain('text/event-stream');
    return { token, events: readServerSentEvents(opened) };
  }

  it('follows the protocol and delivers a posted message to the subscriber', async () => {
    const headers = await garden.headers({ as: 'streamer', language: 'en' });
    const { token, events } = await openStream(headers);
    const lobby = channelGlobalId(garden.demo.channelIds.lobby);

    const subscribed = await stream({
      method: 'POST',
      headers: { ...headers, 'x-graphql-event-stream-token': token },
      body: JSON.stringify({
        query: SUBSCRIBE,
        variables: { channelId: lobby },
        extensions: { operationId: 'op-1' },
      }),
    });
    expect(subscribed.status).toBe(202);
    // The subscription is registered once the POST is answered; give the repeater a tick.
    await new Promise((resolve) => setTimeout(resolve, 50));

    const posted = await garden.call(
      'mutation($input: PostChatMessageInput!) { postChatMessage(input: $input) { __typename } }',
      { input: { clientMutationId: 'live-1', channelId: lobby, body: 'live hello' } },
      { as: 'streamer' },
    );
    expect(posted.data.postChatMessage.__typename).toBe('PostChatMessagePayload');

    const event = await events.next();
    expect(event?.event).toBe('next');
    const message = JSON.parse(event?.data ?? '{}');
    expect(message.id).toBe('op-1');
    expect(message.payload.data.chatMessageAdded).toMatchObject({
      // The POST said Language-Code: en, and was signed in as the author.
      channel: { id: lobby, name: 'Lobby' },
      messageEdge: {
        node: { body: 'live hello', viewerIsAuthor: true, author: { displayName: 'Streamer' } },
      },
    });

    const stopped = await stream({
      method: 'DELETE',
      search: '?operationId=op-1',
      headers: { ...headers, 'x-graphql-event-stream-token': token },
    });
    expect(stopped.status).toBe(200);
    const completed = await events.next();
    expect(completed).toMatchObject({ event: 'complete' });
    await events.cancel();
  });

  it('builds the subscription context from the POST headers: another tenant cannot listen', async () => {
    const demoHeaders = await garden.headers();
    const { token, events } = await openStream(demoHeaders);
    const subscribed = await stream({
      method: 'POST',
      headers: { ...demoHeaders, tenant: 'other', 'x-graphql-event-stream-token': token },
      body: JSON.stringify({
        query: SUBSCRIBE,
        variables: { channelId: channelGlobalId(garden.demo.channelIds.lobby) },
        extensions: { operationId: 'op-cross' },
      }),
    });
    expect(subscribed.status).toBe(202);
    const refusal = await events.next();
    expect(refusal?.event).toBe('next');
    expect(JSON.parse(refusal?.data ?? '{}')).toMatchObject({
      id: 'op-cross',
      payload: { data: null, errors: [{ extensions: { code: 'NOT_FOUND' } }] },
    });
    expect(await events.next()).toMatchObject({ event: 'complete' });
    await events.cancel();
  });

  it('refuses an operation whose POST names no tenant', async () => {
    const { token, events } = await openStream(await garden.headers());
    const subscribed = await stream({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-event-stream-token': token },
      body: JSON.stringify({
        query: SUBSCRIBE,
        variables: { channelId: channelGlobalId(garden.demo.channelIds.lobby) },
        extensions: { operationId: 'op-no-tenant' },
      }),
    });
    expect(subscribed.status).toBe(400);
    expect(await subscribed.json()).toMatchObject({
      errors: [{ extensions: { code: 'TENANT_REQUIRED' } }],
    });
    await events.cancel();
  });
});
