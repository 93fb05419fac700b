// @vitest-environment node
// The mock server, in process through yoga.fetch: it answers the whole schema, keeps
// what is posted, streams it to subscribers, and follows the real header contract.

import { getNamedType, type GraphQLObjectType } from 'graphql';
import { createClient } from 'graphql-sse';
import { describe, expect, it } from 'vitest';
import { loadGardenSchema } from './gardenSchema';
import { createMockClient, mockHeaders } from './mockYogaClient';
import { createMockYoga } from './mockYoga';
import { selectAll } from './operationSelection';

const schema = loadGardenSchema();

function rootSelection(typeName: 'Query' | 'Mutation', fieldName: string, depth = 6): string {
  const root = schema.getType(typeName) as GraphQLObjectType;
  return selectAll(schema, getNamedType(root.getFields()[fieldName].type), depth);
}

async function channelIds(request: ReturnType<typeof createMockClient>) {
  const { body } = await request<{
    community: { channels: { edges: { node: { id: string } }[] } };
  }>('{ community { channels { edges { node { id } } } } }');
  return body.data!.community.channels.edges.map((edge) => edge.node.id);
}

const JOIN = /* GraphQL */ `
  mutation Join($input: JoinCommunityInput!) {
    joinCommunity(input: $input) {
      __typename
      ... on JoinCommunityPayload {
        user {
          id
          displayName
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const POST = /* GraphQL */ `
  mutation Post($input: PostChatMessageInput!) {
    postChatMessage(input: $input) {
      __typename
      ... on PostChatMessagePayload {
        clientMutationId
        messageEdge {
          cursor
          node {
            id
            body
            viewerIsAuthor
            author {
              displayName
            }
          }
        }
      }
      ... on InvalidInputError {
        message
        field
        reason
        limit
      }
      ... on Error {
        message
      }
    }
  }
`;
const MESSAGES = /* GraphQL */ `
  query Messages($id: ID!) {
    node(id: $id) {
      ... on Channel {
        messages(last: 5) {
          edges {
            node {
              body
            }
          }
          pageInfo {
            hasPreviousPage
            hasNextPage
          }
        }
      }
    }
  }
`;

async function joinedViewer(request: ReturnType<typeof createMockClient>, token = 'fan-token') {
  const { body } = await request(
    JOIN,
    { input: { clientMutationId: 'join-1', displayName: 'ミオ' } },
    { token },
  );
  expect(body.data).toMatchObject({ joinCommunity: { __typename: 'JoinCommunityPayload' } });
  return token;
}

describe('mock server', () => {
  it('answers every root field of the schema, every field believable', async () => {
    const { yoga } = createMockYoga();
    const request = createMockClient(yoga);
    const token = await joinedViewer(request);
    const [channelId] = await channelIds(request);

    const operations: Record<string, { query: string; variables?: Record<string, unknown> }> = {
      'Query.viewer': { query: `{ viewer ${rootSelection('Query', 'viewer')} }` },
      'Query.community': { query: `{ community ${rootSelection('Query', 'community')} }` },
      'Query.node': {
        query: `query ($id: ID!) { node(id: $id) ${rootSelection('Query', 'node')} }`,
        variables: { id: channelId },
      },
      'Query.nodes': {
        query: `query ($ids: [ID!]!) { nodes(ids: $ids) ${rootSelection('Query', 'nodes', 3)} }`,
        variables: { ids: [channelId, 'not-an-id'] },
      },
      'Mutation.joinCommunity': {
        query: `mutation ($input: JoinCommunityInput!) { joinCommunity(input: $input) ${rootSelection('Mutation', 'joinCommunity')} }`,
        variables: { input: { clientMutationId: 'join-2', displayName: 'ミオ' } },
      },
      'Mutation.postChatMessage': {
        query: `mutation ($input: PostChatMessageInput!) { postChatMessage(input: $input) ${rootSelection('Mutation', 'postChatMessage')} }`,
        variables: {
          input: { clientMutationId: 'post-1', channelId, body: '庭の薔薇がきれいです' },
        },
      },
    };
    // Subscription fields are proven over /stream below; every other root field must be listed here.
    const rootFields = (['Query', 'Mutation'] as const).flatMap((typeName) =>
      Object.keys((schema.getType(typeName) as GraphQLObjectType).getFields()).map(
        (field) => `${typeName}.${field}`,
      ),
    );
    expect(Object.keys(operations).sort()).toEqual(rootFields.sort());

    for (const [name, { query, variables }] of Object.entries(operations)) {
      const { status, body } = await request(query, variables, { token });
      expect({ name, status, errors: body.errors }).toEqual({
        name,
        status: 200,
        errors: undefined,
      });
      const [value] = Object.values(body.data ?? {});
      expect(value, name).not.toBeNull();
      // "Hello World" is @graphql-tools/mock's fallback: every field should have garden data.
      expect(JSON.stringify(body.data), name).not.toContain('Hello World');
    }
  });

  it('shows a posted message on the next query, newest last', async () => {
    const { yoga } = createMockYoga();
    const request = createMockClient(yoga);
    const token = await joinedViewer(request);
    const [, channelId] = await channelIds(request);

    const posted = await request(
      POST,
      { input: { clientMutationId: 'm1', channelId, body: '  人形の新しい衣装、素敵！  ' } },
      { token },
    );
    expect(posted.body.data).toMatchObject({
      postChatMessage: {
        __typename: 'PostChatMessagePayload',
        clientMutationId: 'm1',
        messageEdge: {
          node: {
            body: '人形の新しい衣装、素敵！',
            viewerIsAuthor: true,
            author: { displayName: 'ミオ' },
          },
        },
      },
    });

    const { body } = await request<{ node: { messages: { edges: { node: { body: string } }[] } } }>(
      MESSAGES,
      { id: channelId },
    );
    expect(body.data!.node.messages.edges.at(-1)?.node.body).toBe('人形の新しい衣装、素敵！');

    // A retry with the same clientMutationId returns the first result and posts nothing new.
    const retry = await request(
      POST,
      { input: { clientMutationId: 'm1', channelId, body: '人形の新しい衣装、素敵！' } },
      { token },
    );
    expect(retry.body.data).toEqual(posted.body.data);
    const after = await request<{ node: { messages: { edges: { node: { body: string } }[] } } }>(
      MESSAGES,
      { id: channelId },
    );
    expect(after.body.data).toEqual(body.data);
  });

  it('refuses posts like the real server: members only, 1 to 1000 characters, moderated', async () => {
    const { yoga } = createMockYoga();
    const request = createMockClient(yoga);
    const [channelId] = await channelIds(request);
    const input = (body: string, id: string) => ({
      input: { clientMutationId: id, channelId, body },
    });

    const signedOut = await request(POST, input('こんにちは', 'a'));
    expect(signedOut.body.data).toMatchObject({
      postChatMessage: { __typename: 'ShouldBeLoggedInOrSignedUpError' },
    });
    const notJoined = await request(POST, input('こんにちは', 'b'), { token: 'stranger' });
    expect(notJoined.body.data).toMatchObject({
      postChatMessage: { __typename: 'ShouldBeLoggedInOrSignedUpError' },
    });

    const token = await joinedViewer(request);
    const empty = await request(POST, input('   ', 'c'), { token, language: 'en' });
    expect(empty.body.data).toEqual({
      postChatMessage: {
        __typename: 'InvalidInputError',
        message: 'Please enter a message.',
        field: 'body',
        reason: 'REQUIRED',
        limit: 1,
      },
    });
    const tooLong = await request(POST, input('薔'.repeat(1001), 'd'), { token });
    expect(tooLong.body.data).toMatchObject({
      postChatMessage: { reason: 'TOO_LONG', limit: 1000 },
    });
    const longest = await request(POST, input('薔'.repeat(1000), 'e'), { token });
    expect(longest.body.data).toMatchObject({
      postChatMessage: { __typename: 'PostChatMessagePayload' },
    });
    const banned = await request(POST, input('これはＮＧワードです', 'f'), { token });
    expect(banned.body.data).toMatchObject({
      postChatMessage: { __typename: 'TextModerationError' },
    });
    const unknownChannel = await request(
      POST,
      { input: { clientMutationId: 'g', channelId: 'bm9wZTox', body: 'hi' } },
      { token },
    );
    expect(unknownChannel.body.data).toMatchObject({
      postChatMessage: { __typename: 'NotFoundError' },
    });
  });

  it('marks the viewer joined after joinCommunity', async () => {
    const { yoga } = createMockYoga();
    const request = createMockClient(yoga);
    const VIEWER =
      '{ viewer { isSignedIn user { displayName } joinedCommunity { id } joinedChannels { edges { node { viewerHasJoined } } } } }';

    expect((await request(VIEWER)).body.data).toEqual({
      viewer: {
        isSignedIn: false,
        user: null,
        joinedCommunity: null,
        joinedChannels: { edges: [] },
      },
    });
    expect((await request(VIEWER, {}, { token: 'fan' })).body.data).toMatchObject({
      viewer: { isSignedIn: true, user: null },
    });

    await joinedViewer(request, 'fan');
    const { body } = await request<{
      viewer: { user: { displayName: string }; joinedChannels: { edges: unknown[] } };
    }>(VIEWER, {}, { token: 'fan' });
    expect(body.data!.viewer.user.displayName).toBe('ミオ');
    expect(body.data!.viewer.joinedChannels.edges.length).toBe(5);
    expect(body.data!.viewer.joinedChannels.edges).toContainEqual({
      node: { viewerHasJoined: true },
    });
  });

  it('requires the tenant header, and knows only its own tenant', async () => {
    const { yoga } = createMockYoga();
    const request = createMockClient(yoga);
    const missing = await request('{ community { name } }', {}, { tenant: null, language: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]).toMatchObject({
      message: 'This request does not say which garden it is for (tenant header missing).',
      extensions: { code: 'TENANT_REQUIRED' },
    });
    const other = await request('{ community { name } }', {}, { tenant: 'elsewhere' });
    expect(other.status).toBe(400);
    expect(other.body.errors?.[0].extensions).toMatchObject({ code: 'TENANT_NOT_FOUND' });
  });

  it('answers in the request language, and translates chat only with Auto-Translation', async () => {
    const { yoga } = createMockYoga();
    const request = createMockClient(yoga);
    const QUERY =
      '{ community { name channels(first: 1) { edges { node { name messages(first: 2) { edges { node { body } } } } } } } }';
    const ja = await request(QUERY, {}, { language: 'ja' });
    const en = await request(QUERY, {}, { language: 'en' });
    const translated = await request(QUERY, {}, { language: 'en', autoTranslation: true });
    expect(ja.body.data).toMatchObject({
      community: { name: '魔王子と人形の庭', channels: { edges: [{ node: { name: 'ひろば' } }] } },
    });
    expect(en.body.data).toMatchObject({
      community: {
        name: 'The Garden of the Demon Prince and the Puppet',
        channels: { edges: [{ node: { name: 'The Square' } }] },
      },
    });
    const bodies = (data: unknown) => JSON.stringify(data).match(/"body":"[^"]*"/g);
    // Without auto-translation, bodies stay as written; with it, all are English.
    expect(bodies(en.body.data)).toEqual(bodies(ja.body.data));
    expect(bodies(translated.body.data)?.join()).not.toMatch(/[\u3040-\u30ff]/);
  });

  it('is deterministic: two fresh servers give the same answers', async () => {
    const QUERY = `{ community ${rootSelection('Query', 'community')} viewer { isSignedIn } }`;
    const first = await createMockClient(createMockYoga().yoga)(QUERY);
    const second = await createMockClient(createMockYoga().yoga)(QUERY);
    expect(first.body.errors).toBeUndefined();
    expect(second.body).toEqual(first.body);
    const otherSeed = await createMockClient(createMockYoga({ seed: 7 }).yoga)(QUERY);
    expect(otherSeed.body).not.toEqual(first.body);
  });

  it('pages messages backwards from the newest with last/before', async () => {
    const { yoga } = createMockYoga();
    const request = createMockClient(yoga);
    const [channelId] = await channelIds(request);
    type Page = {
      node: {
        messages: {
          edges: { cursor: string }[];
          pageInfo: { hasPreviousPage: boolean; startCursor: string };
        };
      };
    };
    const PAGE = `query ($id: ID!, $before: String) { node(id: $id) { ... on Channel { messages(last: 2, before: $before) {
      edges { cursor } pageInfo { hasPreviousPage startCursor } } } } }`;
    const newest = await request<Page>(PAGE, { id: channelId });
    const older = await request<Page>(PAGE, {
      id: channelId,
      before: newest.body.data!.node.messages.pageInfo.startCursor,
    });
    expect(newest.body.data!.node.messages.edges).toHaveLength(2);
    expect(older.body.data!.node.messages.edges.map((edge) => edge.cursor)).not.toContain(
      newest.body.data!.node.messages.edges[0].cursor,
    );
    const tooMany = await request(
      `query ($id: ID!) { node(id: $id) { ... on Channel { messages(last: 101) { edges { cursor } } } } }`,
      { id: channelId },
    );
    expect(tooMany.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('mock server /stream (GraphQL over SSE, single connection mode)', () => {
  it('answers PUT 201, POST 202 and DELETE 200 like the protocol says', async () => {
    const { yoga } = createMockYoga();
    const url = 'http://mock.test/stream';
    const headers = mockHeaders();

    const put = await yoga.fetch(url, { method: 'PUT', headers });
    expect(put.status).toBe(201);
    const token = await put.text();
    const withToken = { ...headers, 'x-graphql-event-stream-token': token };

    const stream = await yoga.fetch(url, {
      method: 'GET',
      headers: { ...withToken, accept: 'text/event-stream' },
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');

    const [channelId] = await channelIds(createMockClient(yoga));
    const post = await yoga.fetch(url, {
      method: 'POST',
      headers: withToken,
      body: JSON.stringify({
        query:
          'subscription ($id: ID!) { chatMessageAdded(channelId: $id) { messageEdge { cursor } } }',
        variables: { id: channelId },
        extensions: { operationId: 'op-1' },
      }),
    });
    expect(post.status).toBe(202);

    const stop = await yoga.fetch(`${url}?operationId=op-1`, {
      method: 'DELETE',
      headers: withToken,
    });
    expect(stop.status).toBe(200);
    await stream.body?.cancel();
  });

  it('delivers a posted message to a subscriber of its channel', async () => {
    const { yoga } = createMockYoga();
    const request = createMockClient(yoga);
    const token = await joinedViewer(request);
    const [channelId] = await channelIds(request);

    const client = createClient({
      url: 'http://mock.test/stream',
      singleConnection: true,
      headers: mockHeaders({ token }),
      fetchFn: (input: string, init?: RequestInit) => yoga.fetch(input, init ?? {}),
      retryAttempts: 0,
    });
    const events = client.iterate<{
      chatMessageAdded: { messageEdge: { node: { body: string; viewerIsAuthor: boolean } } };
    }>({
      query: `subscription ($id: ID!) { chatMessageAdded(channelId: $id) {
        messageEdge { cursor node { body viewerIsAuthor } } channel { id } } }`,
      variables: { id: channelId },
    });
    const first = events.next();
    // The subscription is live once the server has accepted it; post until it is.
    let received: Awaited<typeof first> | undefined;
    for (let attempt = 0; attempt < 20 && !received; attempt += 1) {
      await request(
        POST,
        { input: { clientMutationId: `live-${attempt}`, channelId, body: '魔王子、ばんざい！' } },
        { token },
      );
      received = await Promise.race([
        first,
        new Promise<undefined>((resolve) => setTimeout(resolve, 100)),
      ]);
    }
    expect(received?.value?.data?.chatMessageAdded.messageEdge.node).toEqual({
      body: '魔王子、ばんざい！',
      viewerIsAuthor: true,
    });
    await events.return?.();
    client.dispose();
  });
});
