import {
  Observable,
  type CacheConfig,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type Variables,
} from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessBlockedError, NetworkError, ParseError, ServerError } from './errors';
import { createFetchFunction } from './fetchGraphQL';

const channelQuery: RequestParameters = {
  cacheID: 'c1',
  id: null,
  text: 'query ChannelPageQuery($id: ID!) { node(id: $id) { id } }',
  name: 'ChannelPageQuery',
  operationKind: 'query',
  metadata: {},
};

const postMutation: RequestParameters = {
  cacheID: 'm1',
  id: null,
  text: 'mutation PostChatMessageMutation($input: PostChatMessageInput!) { postChatMessage(input: $input) { __typename } }',
  name: 'PostChatMessageMutation',
  operationKind: 'mutation',
  metadata: {},
};

/** What the fake server does on one call: fail the network, answer a status, or answer a JSON body. */
type Outcome =
  'network' | { status: number; statusText?: string; body?: string } | Record<string, unknown>;

function fakeServer(...outcomes: Outcome[]) {
  const start = Date.now();
  const callTimes: number[] = [];
  const fetchFn = vi.fn<typeof fetch>(async () => {
    callTimes.push(Date.now() - start);
    const outcome = outcomes[Math.min(callTimes.length - 1, outcomes.length - 1)];
    if (outcome === 'network') throw new TypeError('Failed to fetch');
    if (typeof outcome.status === 'number') {
      const { status, statusText, body } = outcome as {
        status: number;
        statusText?: string;
        body?: string;
      };
      return new Response(body ?? 'upstream trouble', { status, statusText });
    }
    return new Response(JSON.stringify(outcome), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetchFn, callTimes };
}

/** Opts out of layer 2, so a test sees layer 1 alone. */
const layer1Only: CacheConfig = { metadata: { retryable: false } };

function run(
  fetchFunction: FetchFunction,
  request: RequestParameters,
  variables: Variables = {},
  cacheConfig: CacheConfig = layer1Only,
) {
  const state: { responses: GraphQLResponse[]; error?: Error; completed: boolean } = {
    responses: [],
    completed: false,
  };
  const subscription = Observable.from(fetchFunction(request, variables, cacheConfig)).subscribe({
    next: (response) => state.responses.push(response),
    error: (error: Error) => {
      state.error = error;
    },
    complete: () => {
      state.completed = true;
    },
  });
  return { state, subscription };
}

function makeFetchFunction(
  fetchFn: typeof fetch,
  extra: {
    useGETForQueries?: boolean;
    random?: () => number;
    onAccessBlocked?: (error: AccessBlockedError) => void;
    isOffline?: () => boolean;
  } = {},
) {
  const buildHeaders = vi.fn(async () => ({ authorization: 'Bearer t', tenant: 'demo' }));
  const fetchFunction = createFetchFunction({
    endpoint: '/graphql',
    buildHeaders,
    fetchFn,
    random: () => 0.5,
    ...extra,
  });
  return { fetchFunction, buildHeaders };
}

const retryable: CacheConfig = { metadata: { retryable: true } };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createFetchFunction: the request', () => {
  it('POSTs operationName, variables and query as JSON to /graphql?operationName=…, with credentials', async () => {
    const { fetchFn } = fakeServer({ data: { node: null } });
    const { fetchFunction } = makeFetchFunction(fetchFn);
    const { state } = run(fetchFunction, channelQuery, { id: 'Q2hhbm5lbDox' });
    await vi.advanceTimersByTimeAsync(0);

    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [url, init] = fetchFn.mock.calls[0];
    expect(url).toBe('/graphql?operationName=ChannelPageQuery');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ authorization: 'Bearer t', tenant: 'demo' });
    expect(JSON.parse(String(init?.body))).toEqual({
      operationName: 'ChannelPageQuery',
      variables: { id: 'Q2hhbm5lbDox' },
      query: channelQuery.text,
    });
    expect(state.responses).toEqual([{ data: { node: null } }]);
    expect(state.completed).toBe(true);
  });

  it('sends queries as GET with the query string when configured, mutations still POST', async () => {
    const { fetchFn } = fakeServer({ data: {} });
    const { fetchFunction } = makeFetchFunction(fetchFn, { useGETForQueries: true });
    run(fetchFunction, channelQuery, { id: 'x' });
    run(fetchFunction, postMutation, { input: { body: 'hi' } });
    await vi.advanceTimersByTimeAsync(0);

    const [queryUrl, queryInit] = fetchFn.mock.calls[0];
    expect(queryInit?.method).toBe('GET');
    expect(queryInit?.body).toBeUndefined();
    const search = new URL(String(queryUrl), 'http://garden.test').searchParams;
    expect(search.get('operationName')).toBe('ChannelPageQuery');
    expect(search.get('query')).toBe(channelQuery.text);
    expect(JSON.parse(search.get('variables') ?? '')).toEqual({ id: 'x' });
    expect(fetchFn.mock.calls[1][1]?.method).toBe('POST');
  });

  it('sends the document id instead of the text for a persisted operation', async () => {
    const { fetchFn } = fakeServer({ data: {} });
    const { fetchFunction } = makeFetchFunction(fetchFn);
    run(fetchFunction, {
      id: 'abc123',
      text: null,
      name: 'ChannelPageQuery',
      operationKind: 'query',
      metadata: {},
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(String(fetchFn.mock.calls[0][1]?.body))).toEqual({
      operationName: 'ChannelPageQuery',
      variables: {},
      documentId: 'abc123',
    });
  });
});

describe('createFetchFunction: response errors', () => {
  it('turns a status of 300 or more into a ServerError with status and status text', async () => {
    const { fetchFn } = fakeServer({ status: 403, statusText: 'Forbidden', body: 'tenant closed' });
    const { fetchFunction } = makeFetchFunction(fetchFn);
    const { state } = run(fetchFunction, channelQuery);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.error).toBeInstanceOf(ServerError);
    expect(state.error).toMatchObject({
      status: 403,
      statusText: 'Forbidden',
      body: 'tenant closed',
    });
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('turns an unparsable body into a ParseError, without retrying', async () => {
    const { fetchFn } = fakeServer({ status: 200, body: '<html>maintenance</html>' });
    const { fetchFunction } = makeFetchFunction(fetchFn);
    const { state } = run(fetchFunction, channelQuery);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.error).toBeInstanceOf(ParseError);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('treats JSON without data and errors as a ParseError', async () => {
    const { fetchFn } = fakeServer({ hello: 'garden' });
    const { fetchFunction } = makeFetchFunction(fetchFn);
    const { state } = run(fetchFunction, channelQuery);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.error).toBeInstanceOf(ParseError);
  });
});

describe('createFetchFunction: access refusals', () => {
  const refusal = (code: string) =>
    JSON.stringify({ errors: [{ message: 'refused', extensions: { code } }] });

  it.each([
    ['IP_BLOCKED', '/ip-blocked'],
    ['ACCOUNT_BLOCKED', '/blocked'],
  ])('turns a 403 %s into an AccessBlockedError for %s and reports it once', async (code, path) => {
    const { fetchFn } = fakeServer({ status: 403, statusText: 'Forbidden', body: refusal(code) });
    const onAccessBlocked = vi.fn();
    const { fetchFunction } = makeFetchFunction(fetchFn, { onAccessBlocked });
    // Marked retryable: running it again would not lift the refusal, so it is not retried.
    const { state } = run(fetchFunction, channelQuery, {}, retryable);
    await vi.advanceTimersByTimeAsync(60_000);

    expect(state.error).toBeInstanceOf(AccessBlockedError);
    expect(state.error).toMatchObject({ code, path });
    expect(onAccessBlocked).toHaveBeenCalledTimes(1);
    expect(onAccessBlocked).toHaveBeenCalledWith(state.error);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('recognises a refusal code in a 200 answer too', async () => {
    const { fetchFn } = fakeServer({
      errors: [{ message: 'refused', extensions: { code: 'ACCOUNT_BLOCKED' } }],
    });
    const onAccessBlocked = vi.fn();
    const { fetchFunction } = makeFetchFunction(fetchFn, { onAccessBlocked });
    const { state } = run(fetchFunction, postMutation, { input: { body: 'hi' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(state.error).toMatchObject({ code: 'ACCOUNT_BLOCKED', path: '/blocked' });
    expect(onAccessBlocked).toHaveBeenCalledTimes(1);
  });

  it('leaves other 403 answers and other error codes alone', async () => {
    const { fetchFn } = fakeServer(
      { status: 403, body: JSON.stringify({ errors: [{ extensions: { code: 'FORBIDDEN' } }] }) },
      { errors: [{ message: 'no', extensions: { code: 'toString' } }] },
    );
    const onAccessBlocked = vi.fn();
    const { fetchFunction } = makeFetchFunction(fetchFn, { onAccessBlocked });
    const first = run(fetchFunction, channelQuery);
    await vi.advanceTimersByTimeAsync(0);
    const second = run(fetchFunction, channelQuery);
    await vi.advanceTimersByTimeAsync(0);
    expect(first.state.error).toBeInstanceOf(ServerError);
    expect(second.state.error).toBeUndefined();
    expect(second.state.responses).toHaveLength(1);
    expect(onAccessBlocked).not.toHaveBeenCalled();
  });
});

describe('createFetchFunction: layer 1, transport retry', () => {
  it('retries a query after 300, 600, 1200 and 2400 ms and delivers the fifth answer', async () => {
    const { fetchFn, callTimes } = fakeServer('network', 'network', { status: 503 }, 'network', {
      data: { node: null },
    });
    const { fetchFunction, buildHeaders } = makeFetchFunction(fetchFn);
    const { state } = run(fetchFunction, channelQuery);

    await vi.advanceTimersByTimeAsync(299);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);

    expect(callTimes).toEqual([0, 300, 900, 2100, 4500]);
    // Each attempt builds its headers again, so a refreshed ID token is used.
    expect(buildHeaders).toHaveBeenCalledTimes(5);
    expect(state.error).toBeUndefined();
    expect(state.responses).toEqual([{ data: { node: null } }]);
  });

  it('does not retry while the browser is offline: the failure arrives at once', async () => {
    const { fetchFn } = fakeServer('network');
    const { fetchFunction } = makeFetchFunction(fetchFn, { isOffline: () => true });
    const plain = run(fetchFunction, channelQuery);
    await vi.advanceTimersByTimeAsync(0);
    expect(plain.state.error).toBeInstanceOf(NetworkError);
    // Marked retryable, too: no second run while offline.
    const retryable = run(fetchFunction, channelQuery, {}, { metadata: { retryable: true } });
    await vi.advanceTimersByTimeAsync(0);
    expect(retryable.state.error).toBeInstanceOf(NetworkError);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('jitters each delay with the injected random source', async () => {
    const randoms = [0, 0.999];
    const { fetchFn, callTimes } = fakeServer('network', 'network', { data: {} });
    const { fetchFunction } = makeFetchFunction(fetchFn, { random: () => randoms.shift() ?? 0.5 });
    run(fetchFunction, channelQuery);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(callTimes).toEqual([0, 150, 150 + 899]);
  });

  it('gives up after 5 attempts in total with a NetworkError', async () => {
    const { fetchFn } = fakeServer('network');
    const { fetchFunction } = makeFetchFunction(fetchFn);
    const { state } = run(fetchFunction, channelQuery);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchFn).toHaveBeenCalledTimes(5);
    expect(state.error).toBeInstanceOf(NetworkError);
    expect(state.responses).toEqual([]);
  });

  it('retries 408 and 429 but not 400', async () => {
    for (const [status, calls] of [
      [408, 5],
      [429, 5],
      [400, 1],
    ] as const) {
      const { fetchFn } = fakeServer({ status });
      const { fetchFunction } = makeFetchFunction(fetchFn);
      const { state } = run(fetchFunction, channelQuery);
      await vi.advanceTimersByTimeAsync(120_000);
      expect(fetchFn, `status ${status}`).toHaveBeenCalledTimes(calls);
      expect(state.error).toMatchObject({ status });
    }
  });

  it('does not retry a mutation without a clientMutationId', async () => {
    const { fetchFn } = fakeServer({ status: 503 });
    const { fetchFunction } = makeFetchFunction(fetchFn);
    const { state } = run(fetchFunction, postMutation, { input: { channelId: 'c', body: 'hi' } });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(state.error).toBeInstanceOf(ServerError);
  });

  it('retries a mutation with a clientMutationId, re-sending the same id', async () => {
    const { fetchFn } = fakeServer({ status: 502 }, 'network', {
      data: { postChatMessage: { __typename: 'PostChatMessagePayload' } },
    });
    const { fetchFunction } = makeFetchFunction(fetchFn);
    const variables = { input: { clientMutationId: 'cmid-7', channelId: 'c', body: 'hi' } };
    const { state } = run(fetchFunction, postMutation, variables);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchFn).toHaveBeenCalledTimes(3);
    const sentIds = fetchFn.mock.calls.map(
      ([, init]) => JSON.parse(String(init?.body)).variables.input.clientMutationId,
    );
    expect(sentIds).toEqual(['cmid-7', 'cmid-7', 'cmid-7']);
    expect(state.responses).toHaveLength(1);
  });

  it('stops fetching when Relay unsubscribes during a back-off', async () => {
    const { fetchFn } = fakeServer('network');
    const { fetchFunction } = makeFetchFunction(fetchFn);
    const { state, subscription } = run(fetchFunction, channelQuery);
    await vi.advanceTimersByTimeAsync(100);
    subscription.unsubscribe();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(state.error).toBeUndefined();
  });
});

describe('createFetchFunction: layer 2, operations marked retryable', () => {
  it('re-runs a failing retryable query at most 3 more times: 4 × 5 fetches', async () => {
    const { fetchFn, callTimes } = fakeServer('network');
    const { fetchFunction } = makeFetchFunction(fetchFn);
    const { state } = run(fetchFunction, channelQuery, {}, retryable);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetchFn).toHaveBeenCalledTimes(20);
    // Run 2 starts 1000 ms after run 1's fifth attempt (at 4500 ms) failed.
    expect(callTimes.slice(4, 6)).toEqual([4500, 5500]);
    expect(callTimes[10]).toBe(callTimes[9] + 2000);
    expect(callTimes[15]).toBe(callTimes[14] + 4000);
    expect(state.error).toBeInstanceOf(NetworkError);
  });

  it('re-runs a retryable operation that returned errors without data', async () => {
    const failure = { errors: [{ message: 'resolver exploded' }] };
    const { fetchFn, callTimes } = fakeServer(failure, failure, failure, { data: { node: null } });
    const { fetchFunction } = makeFetchFunction(fetchFn);
    const { state } = run(fetchFunction, channelQuery, {}, retryable);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(callTimes).toEqual([0, 1000, 3000, 7000]);
    expect(state.responses).toEqual([{ data: { node: null } }]);
  });

  it('hands errors without data straight to Relay when the operation is not retryable', async () => {
    const failure = { errors: [{ message: 'resolver exploded' }] };
    for (const [request, variables, cacheConfig] of [
      [channelQuery, {}, layer1Only],
      [postMutation, { input: { body: 'hi' } }, {}],
    ] as const) {
      const { fetchFn } = fakeServer(failure, { data: {} });
      const { fetchFunction } = makeFetchFunction(fetchFn);
      const { state } = run(fetchFunction, request, variables, cacheConfig);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fetchFn).toHaveBeenCalledTimes(1);
      expect(state.responses).toEqual([failure]);
    }
  });

  it('marks queries and mutations with a clientMutationId retryable without being told', async () => {
    const failure = { errors: [{ message: 'resolver exploded' }] };
    for (const [request, variables] of [
      [channelQuery, { id: 'x' }],
      [postMutation, { input: { clientMutationId: 'c1', body: 'hi' } }],
    ] as const) {
      const { fetchFn } = fakeServer(failure, failure, { data: { ok: true } });
      const { fetchFunction } = makeFetchFunction(fetchFn);
      const { state } = run(fetchFunction, request, variables, {});
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fetchFn).toHaveBeenCalledTimes(3);
      expect(state.responses).toEqual([{ data: { ok: true } }]);
    }
  });

  it('re-runs a retryable mutation without a clientMutationId 3 more times (no transport retry)', async () => {
    const { fetchFn } = fakeServer({ status: 503 });
    const { fetchFunction } = makeFetchFunction(fetchFn);
    const { state } = run(fetchFunction, postMutation, { input: { body: 'hi' } }, retryable);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetchFn).toHaveBeenCalledTimes(4);
    expect(state.error).toBeInstanceOf(ServerError);
  });

  it('does not re-run when the configuration is broken (not a transport failure)', async () => {
    const { fetchFn } = fakeServer({ data: {} });
    const fetchFunction = createFetchFunction({
      endpoint: '/graphql',
      buildHeaders: async () => {
        throw new Error('Make sure to set the tenantId in the environment variables.');
      },
      fetchFn,
    });
    const { state } = run(fetchFunction, channelQuery, {}, retryable);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchFn).not.toHaveBeenCalled();
    expect(state.error?.message).toBe(
      'Make sure to set the tenantId in the environment variables.',
    );
  });
});

describe('createFetchFunction: a refused ID token', () => {
  const expired = {
    status: 401,
    statusText: 'Unauthorized',
    body: JSON.stringify({
      errors: [{ message: 'expired', extensions: { code: 'AUTH_TOKEN_EXPIRED' } }],
    }),
  };
  const setupSession = (refreshed: boolean) => ({
    refreshIdToken: vi.fn(async () => refreshed),
    end: vi.fn(async () => {}),
  });

  it('refreshes the token once and sends again', async () => {
    const { fetchFn } = fakeServer(expired, { data: { node: null } });
    const session = setupSession(true);
    const fetchFunction = createFetchFunction({
      endpoint: '/graphql',
      buildHeaders: async () => ({ tenant: 'demo' }),
      fetchFn,
      session,
    });
    const { state } = run(fetchFunction, channelQuery, { id: 'x' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(session.refreshIdToken).toHaveBeenCalledTimes(1);
    expect(session.end).not.toHaveBeenCalled();
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(state.responses).toEqual([{ data: { node: null } }]);
  });

  it('ends the session when the fresh token is refused too, or none can be had, then sends signed out', async () => {
    for (const [refreshed, outcomes] of [
      [true, [expired, expired, { data: { node: null } }]],
      [false, [expired, { data: { node: null } }]],
    ] as const) {
      const { fetchFn } = fakeServer(...outcomes);
      const session = setupSession(refreshed);
      const fetchFunction = createFetchFunction({
        endpoint: '/graphql',
        buildHeaders: async () => ({ tenant: 'demo' }),
        fetchFn,
        session,
      });
      const { state } = run(fetchFunction, channelQuery, { id: 'x' });
      await vi.advanceTimersByTimeAsync(1000);
      expect(session.refreshIdToken).toHaveBeenCalledTimes(1);
      expect(session.end).toHaveBeenCalledTimes(1);
      expect(fetchFn).toHaveBeenCalledTimes(outcomes.length);
      expect(state.responses).toEqual([{ data: { node: null } }]);
    }
  });
});
