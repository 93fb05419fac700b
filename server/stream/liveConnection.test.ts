// The bounds of /stream (streamLimits.ts), each with small numbers so the test sees them
// bite: server-issued tokens bound to their owner, body limit, reservation expiry, the
// queue bound, caps, keep-alive, and clean typed refusals of bad operations.
import { and, eq } from 'drizzle-orm';
import { createPubSub } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import subscriptionArtifact from '../../src/__generated__/useChatMessageAddedSubscription.graphql';
import { users } from '../community/tables';
import type { GardenEvents } from '../pubsub/gardenPubSub';
import { readServerSentEvents } from '../testing/eventStream';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';
import { KEEP_ALIVE_HEADER, STREAM_TOKEN_HEADER } from './useGardenStream';

const SUBSCRIBE = `subscription Added($channelId: ID!) {
  chatMessageAdded(channelId: $channelId) { messageEdge { node { body } } }
}`;

/** Counts live subscriptions: one listener each on the in-process event target. */
class CountingEventTarget extends EventTarget {
  listeners = 0;
  addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
    this.listeners += 1;
    super.addEventListener(...args);
  }
  removeEventListener(...args: Parameters<EventTarget['removeEventListener']>) {
    this.listeners -= 1;
    super.removeEventListener(...args);
  }
}

const until = async (condition: () => boolean, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('/stream bounds', () => {
  let garden: TestGarden;
  const target = new CountingEventTarget();
  const stream = (init: RequestInit & { search?: string } = {}) =>
    garden.server.yoga.fetch(`http://garden.test/stream${init.search ?? ''}`, init);
  let lobby: string;

  beforeAll(async () => {
    garden = await createTestGarden('pglite', {
      pubSub: createPubSub<GardenEvents>({ eventTarget: target }),
      streamLimits: {
        reservationMs: 1500,
        keepAliveMs: 100,
        queuedEventsPerStream: 3,
        operationsPerStream: 2,
        streamsPerFan: 3,
        reservationsPerAddress: { points: 1000, windowSeconds: 60 },
      },
    });
    lobby = channelGlobalId(garden.demo.channelIds.lobby);
    await garden.join('poster', 'Poster');
    await garden.join('owner', 'Owner');
  });
  afterAll(() => garden?.close());

  const headersOf = async (as?: string) => {
    const { accept: _accept, ...headers } = await garden.headers({ as, language: 'en' });
    return headers;
  };
  const reserve = async (as?: string) => {
    const response = await stream({ method: 'PUT', headers: await headersOf(as) });
    expect(response.status).toBe(201);
    return response.text();
  };
  const open = async (token: string, as?: string) =>
    stream({
      headers: {
        ...(await headersOf(as)),
        accept: 'text/event-stream',
        [STREAM_TOKEN_HEADER]: token,
      },
    });
  const subscribe = async (token: string, operationId: string, as?: string, query = SUBSCRIBE) =>
    stream({
      method: 'POST',
      headers: { ...(await headersOf(as)), [STREAM_TOKEN_HEADER]: token },
      body: JSON.stringify({ query, variables: { channelId: lobby }, extensions: { operationId } }),
    });
  const post = (body: string) =>
    garden.call(
      'mutation($input: PostChatMessageInput!) { postChatMessage(input: $input) { __typename } }',
      { input: { clientMutationId: `post-${body}-${Math.random()}`, channelId: lobby, body } },
      { as: 'poster' },
    );

  it('issues 32 random bytes as the token and refuses a token the client chose', async () => {
    const first = await reserve();
    const second = await reserve();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    const chosen = await stream({
      method: 'PUT',
      headers: { ...(await headersOf()), [STREAM_TOKEN_HEADER]: 'my-own-token' },
    });
    expect(chosen.status).toBe(400);
    expect(await chosen.json()).toMatchObject({
      errors: [{ extensions: { code: 'STREAM_TOKEN_NOT_ALLOWED' } }],
    });
  });

  it("answers another fan's token exactly as an unknown one, on GET, POST and DELETE", async () => {
    const token = await reserve('owner');
    // Opened, so it stays while the others knock (a foreign GET must not learn it is open).
    const opened = await open(token, 'owner');
    expect(opened.status).toBe(200);
    const answers = async (usedToken: string, as?: string) => {
      const responses = [
        await open(usedToken, as),
        await subscribe(usedToken, 'intruder', as),
        await stream({
          method: 'DELETE',
          search: '?operationId=intruder',
          headers: { ...(await headersOf(as)), [STREAM_TOKEN_HEADER]: usedToken },
        }),
      ];
      return Promise.all(responses.map(async (r) => `${r.status} ${await r.text()}`));
    };
    const foreign = await answers(token, 'poster');
    const anonymous = await answers(token);
    const unknown = await answers('A'.repeat(43), 'poster');
    expect(foreign).toEqual(unknown);
    expect(anonymous).toEqual(unknown);
    expect(unknown[0]).toMatch(/^404 .*STREAM_NOT_FOUND/);
    // The owner still can.
    expect((await subscribe(token, 'mine', 'owner')).status).toBe(202);
    await opened.body?.cancel();
  });

  it('refuses a POST body over 64 KB without reading it all', async () => {
    const token = await reserve();
    const declared = await stream({
      method: 'POST',
      headers: {
        ...(await headersOf()),
        [STREAM_TOKEN_HEADER]: token,
        'content-length': '300000000',
      },
      body: 'x'.repeat(70 * 1024),
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({
      errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });

    // An undeclared (chunked) body: reading stops soon after the limit.
    let pulled = 0;
    const chunk = new Uint8Array(16 * 1024).fill(120);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        if (pulled > 300 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const chunked = await stream({
      method: 'POST',
      headers: { ...(await headersOf()), [STREAM_TOKEN_HEADER]: token },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(pulled).toBeLessThan(1024 * 1024);
  });

  it('drops a reservation never opened, with its operations', async () => {
    const before = target.listeners;
    const token = await reserve();
    expect((await subscribe(token, 'a')).status).toBe(202);
    await until(() => target.listeners === before + 1);
    await until(() => target.listeners === before, 5000);
    const late = await open(token);
    expect(late.status).toBe(404);
  });

  it('drops a stream whose events pile up past the bound (never opened, and opened but not read)', async () => {
    const before = target.listeners;
    const reserved = await reserve();
    expect((await subscribe(reserved, 'a')).status).toBe(202);
    const opened = await reserve();
    expect((await subscribe(opened, 'b')).status).toBe(202);
    const response = await open(opened);
    expect(response.status).toBe(200);
    await until(() => target.listeners === before + 2);
    for (let i = 0; i < 6; i += 1) await post(`pile ${i}`);
    await until(() => target.listeners === before);
    // The unread stream ends after at most what was already pulled.
    const events = readServerSentEvents(response);
    let received = 0;
    while ((await events.next(2000)) !== null) received += 1;
    expect(received).toBeLessThanOrEqual(4);
  });

  it('caps operations per stream and streams per fan', async () => {
    const token = await reserve('owner');
    const opened = await open(token, 'owner');
    expect(opened.status).toBe(200);
    expect((await subscribe(token, '1', 'owner')).status).toBe(202);
    expect((await subscribe(token, '2', 'owner')).status).toBe(202);
    const third = await subscribe(token, '3', 'owner');
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({
      errors: [{ extensions: { code: 'TOO_MANY_OPERATIONS' } }],
    });
    const stopped = await stream({
      method: 'DELETE',
      search: '?operationId=1',
      headers: { ...(await headersOf('owner')), [STREAM_TOKEN_HEADER]: token },
    });
    expect(stopped.status).toBe(200);
    expect((await subscribe(token, '3', 'owner')).status).toBe(202);
    await opened.body?.cancel();

    await reserve('capped');
    await reserve('capped');
    await reserve('capped');
    const fourth = await stream({ method: 'PUT', headers: await headersOf('capped') });
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({
      errors: [{ extensions: { code: 'TOO_MANY_STREAMS' } }],
    });
  });

  it('frees a fan’s place as soon as the reader of their stream goes away', async () => {
    const readers = await Promise.all(
      [1, 2, 3].map(async () => {
        const token = await reserve('tabs');
        const reader = new AbortController();
        const opened = await stream({
          headers: {
            ...(await headersOf('tabs')),
            accept: 'text/event-stream',
            [STREAM_TOKEN_HEADER]: token,
          },
          signal: reader.signal,
        });
        expect(opened.status).toBe(200);
        return reader;
      }),
    );
    const refused = await stream({ method: 'PUT', headers: await headersOf('tabs') });
    expect(refused.status).toBe(429);
    // The fan closes their three tabs; a new one gets its stream at once.
    for (const reader of readers) reader.abort();
    expect(await reserve('tabs')).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a subscription whose selection costs too much, and serves the app’s own', async () => {
    const token = await reserve();
    const heavy = `subscription Heavy($channelId: ID!) { chatMessageAdded(channelId: $channelId) {
      channel { messages(last: 100) { edges { node { body channel { name } } } } } } }`;
    const refused = await subscribe(token, 'heavy', undefined, heavy);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errors: [{ extensions: { code: 'SUBSCRIPTION_TOO_COSTLY' } }],
    });
    const text = (subscriptionArtifact as { params: { text: string } }).params.text;
    expect((await subscribe(token, 'app', undefined, text)).status).toBe(202);
  });

  it('sends a keep-alive on an open stream at the configured interval', async () => {
    const response = await open(await reserve());
    expect(response.headers.get(KEEP_ALIVE_HEADER)).toBe('100');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const deadline = Date.now() + 1000;
    while (!text.includes(': keep-alive') && Date.now() < deadline)
      text += decoder.decode((await reader.read()).value);
    expect(text).toContain(': keep-alive\n\n');
    await reader.cancel();
  });

  it('refuses bad operations with a typed 4xx and no stack trace', async () => {
    const token = await reserve();
    const send = (query: string, operationId: string) =>
      stream({
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          tenant: 'demo',
          [STREAM_TOKEN_HEADER]: token,
        },
        body: JSON.stringify({ query, extensions: { operationId } }),
      });
    const cases: [string, number, string][] = [
      ['subscription {', 400, 'GRAPHQL_PARSE_FAILED'],
      ['{ community { tenantId } } { community { name } }', 400, 'OPERATION_RESOLUTION_FAILURE'],
      ['subscription { nope }', 400, 'GRAPHQL_VALIDATION_FAILED'],
      ['{ community { tenantId } }', 405, 'OPERATION_NOT_ALLOWED'],
    ];
    for (const [query, status, code] of cases) {
      const response = await send(query, code);
      expect(response.status).toBe(status);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ errors: [{ extensions: { code } }] });
      expect(text).not.toMatch(/\bat .*\.(ts|js):\d+/);
    }
    const getMutation = await stream({
      search: `?query=${encodeURIComponent('mutation { joinCommunity(input: {displayName: "x"}) { __typename } }')}`,
      headers: { accept: 'text/event-stream', tenant: 'demo' },
    });
    expect(getMutation.status).toBe(405);
    for (const [tenant, code] of [
      [undefined, 'TENANT_REQUIRED'],
      ['nowhere', 'TENANT_NOT_FOUND'],
    ] as const) {
      const response = await stream({
        search: `?query=${encodeURIComponent(SUBSCRIBE)}`,
        headers: { accept: 'text/event-stream', ...(tenant ? { tenant } : {}) },
      });
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ errors: [{ extensions: { code } }] });
    }
  });

  it('answers a blocked account subscribing with ACCOUNT_BLOCKED on the stream', async () => {
    await garden.join('banned', 'Banned');
    await garden.database.db
      .update(users)
      .set({ blockedAt: new Date() })
      .where(and(eq(users.tenantId, 'demo'), eq(users.displayName, 'Banned')));
    const token = await reserve('banned');
    const response = await open(token, 'banned');
    const events = readServerSentEvents(response);
    expect((await subscribe(token, 'blocked', 'banned')).status).toBe(202);
    const refusal = await events.next();
    expect(JSON.parse(refusal?.data ?? '{}')).toMatchObject({
      id: 'blocked',
      payload: { data: null, errors: [{ extensions: { code: 'ACCOUNT_BLOCKED' } }] },
    });
    await events.cancel();
  });
});
