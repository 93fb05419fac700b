import {
  NetworkError as SseNetworkError,
  type Client,
  type ClientOptions,
  type ExecutionResult,
  type RequestParams,
  type Sink,
} from 'graphql-sse';
import type { GraphQLResponse, Observable, RequestParameters } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSubscribeFunction,
  resubscribeDelay,
  StreamRetriesExhaustedError,
  streamReconnectDelay,
} from './stream';

interface FakeOperation {
  request: RequestParams;
  sink: Sink<ExecutionResult>;
  unsubscribed: boolean;
}

/** Stands in for graphql-sse's client: records operations and lets the test drive their sinks. */
class FakeSseClient {
  readonly operations: FakeOperation[] = [];
  disposed = false;
  constructor(readonly options: ClientOptions<true>) {}
  subscribe = (request: RequestParams, sink: Sink<ExecutionResult>) => {
    const operation = { request, sink, unsubscribed: false };
    this.operations.push(operation);
    return () => {
      operation.unsubscribed = true;
    };
  };
  dispose = () => {
    this.disposed = true;
  };
  /** The server accepts an operation (graphql-sse's POST answered 202). */
  accept = () => (this.options.fetchFn as typeof fetch)('/stream', { method: 'POST' });
  get last(): FakeOperation {
    return this.operations[this.operations.length - 1];
  }
}

const chatMessageAdded: RequestParameters = {
  cacheID: 's1',
  id: null,
  text: 'subscription ChatMessageAddedSubscription($channelId: ID!) { chatMessageAdded(channelId: $channelId) { __typename } }',
  name: 'ChatMessageAddedSubscription',
  operationKind: 'subscription',
  metadata: {},
};

function setup(
  random: () => number = () => 0.5,
  refreshIdToken?: () => Promise<boolean>,
  fetchFn: typeof fetch = async () => new Response(null, { status: 202 }),
) {
  const clients: FakeSseClient[] = [];
  let token = 0;
  const buildHeaders = vi.fn(async () => ({
    authorization: `Bearer token-${++token}`,
    tenant: 'demo',
  }));
  const onReconnected = vi.fn();
  const onStatus = vi.fn();
  const onAccessBlocked = vi.fn();
  const stream = createSubscribeFunction({
    url: '/stream',
    buildHeaders,
    onReconnected,
    onStatus,
    onAccessBlocked,
    refreshIdToken,
    random,
    fetchFn,
    createClient: (options) => {
      const client = new FakeSseClient(options);
      clients.push(client);
      return client as unknown as Client<true>;
    },
  });
  const subscribe = (variables = { channelId: 'Q2hhbm5lbDox' }) => {
    const events: GraphQLResponse[] = [];
    const state = { events, completed: false, error: undefined as unknown };
    const subscription = (
      stream.subscribe(chatMessageAdded, variables, {}) as Observable<GraphQLResponse>
    ).subscribe({
      next: (event) => events.push(event),
      error: (error: Error) => {
        state.error = error;
      },
      complete: () => {
        state.completed = true;
      },
    });
    return { state, subscription };
  };
  return { clients, stream, subscribe, onReconnected, onStatus, onAccessBlocked, buildHeaders };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('stream delays', () => {
  it('reconnects after 1000 ms · 2^retries plus a random 300..3000 ms', () => {
    expect([0, 1, 2, 3, 4].map((n) => streamReconnectDelay(n, () => 0))).toEqual([
      1300, 2300, 4300, 8300, 16300,
    ]);
    expect(streamReconnectDelay(0, () => 0.999_999)).toBe(3999);
  });

  it('re-subscribes after a random delay of up to 10 s × the attempt number', () => {
    expect(resubscribeDelay(1, () => 0.5)).toBe(5000);
    expect(resubscribeDelay(3, () => 0.5)).toBe(15000);
    expect(resubscribeDelay(3, () => 0.999_999)).toBe(29999);
    expect(resubscribeDelay(2, () => 0)).toBe(0);
  });
});

describe('createSubscribeFunction', () => {
  it('configures graphql-sse for one connection to /stream with fresh headers', async () => {
    const { clients, subscribe } = setup();
    subscribe();
    expect(clients).toHaveLength(1);
    const { options } = clients[0];
    expect(options).toMatchObject({
      url: '/stream',
      singleConnection: true,
      credentials: 'include',
    });
    const headers = options.headers as () => Promise<Record<string, string>>;
    expect((await headers()).authorization).toBe('Bearer token-1');
    expect((await headers()).authorization).toBe('Bearer token-2');
  });

  it("spends 5 reconnects per outage with the spec's delays, and a new budget once connected", async () => {
    const { clients, subscribe } = setup(() => 0);
    subscribe();
    const { retry, on } = clients[0].options;
    /** Whether retry() waits exactly `ms`. */
    const waitsExactly = async (ms: number) => {
      let waited = false;
      void retry!(0).then(() => {
        waited = true;
      });
      await vi.advanceTimersByTimeAsync(ms - 1);
      const early = waited;
      await vi.advanceTimersByTimeAsync(1);
      return !early && waited;
    };
    for (const delay of [1300, 2300, 4300, 8300, 16300])
      expect(await waitsExactly(delay)).toBe(true);
    await expect(retry!(0)).rejects.toBeInstanceOf(StreamRetriesExhaustedError);

    // A connection came up (no event needed): the next outage starts from 1300 ms again.
    on?.connected?.(true);
    expect(await waitsExactly(1300)).toBe(true);
  });

  it('sends the operation and hands its events to Relay', () => {
    const { clients, subscribe } = setup();
    const { state } = subscribe();
    expect(clients[0].last.request).toEqual({
      query: chatMessageAdded.text,
      variables: { channelId: 'Q2hhbm5lbDox' },
      operationName: 'ChatMessageAddedSubscription',
    });
    clients[0].last.sink.next({
      data: { chatMessageAdded: { __typename: 'ChatMessageAddedEvent' } },
    });
    expect(state.events).toEqual([
      { data: { chatMessageAdded: { __typename: 'ChatMessageAddedEvent' } } },
    ]);
  });

  it('shares one client between operations and notifies when graphql-sse reconnected', async () => {
    const { clients, subscribe, onReconnected } = setup();
    subscribe({ channelId: 'a' });
    subscribe({ channelId: 'b' });
    expect(clients).toHaveLength(1);
    expect(clients[0].operations).toHaveLength(2);
    clients[0].options.on?.connected?.(false);
    await clients[0].accept();
    expect(onReconnected).not.toHaveBeenCalled();
    // Reconnected: announced only once the server accepted an operation again.
    clients[0].options.on?.connected?.(true);
    expect(onReconnected).not.toHaveBeenCalled();
    await clients[0].accept();
    expect(onReconnected).toHaveBeenCalledTimes(1);
    await clients[0].accept();
    expect(onReconnected).toHaveBeenCalledTimes(1);
  });

  it('re-subscribes an errored operation without limit, waiting random × 10 s × attempt', async () => {
    const { clients, subscribe, onReconnected } = setup(() => 0.5);
    const { state } = subscribe();
    const client = clients[0];

    for (let attempt = 1; attempt <= 12; attempt += 1) {
      client.last.sink.error(new Error('bad stream event'));
      const delay = 5000 * attempt;
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(client.operations).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(client.operations).toHaveLength(attempt + 1);
      expect(onReconnected).toHaveBeenCalledTimes(attempt - 1);
      await client.accept();
      expect(onReconnected).toHaveBeenCalledTimes(attempt);
    }
    expect(state.error).toBeUndefined();
    expect(clients).toHaveLength(1);
  });

  it('restarts the attempt count once an event arrives', async () => {
    const { clients, subscribe } = setup(() => 0.5);
    subscribe();
    const client = clients[0];
    client.last.sink.error(new Error('x'));
    await vi.advanceTimersByTimeAsync(5000);
    client.last.sink.error(new Error('x'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(client.operations).toHaveLength(3);
    client.last.sink.next({ data: {} });
    client.last.sink.error(new Error('x'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(client.operations).toHaveLength(4);
  });

  it('moves operations to a fresh client once graphql-sse gave up, and disposes the spent one when drained', async () => {
    const { clients, subscribe, onReconnected } = setup(() => 0.5);
    subscribe({ channelId: 'a' });
    const second = subscribe({ channelId: 'b' });
    const spent = clients[0];

    spent.operations[0].sink.error(new StreamRetriesExhaustedError());
    await vi.advanceTimersByTimeAsync(5000);
    expect(clients).toHaveLength(2);
    const fresh = clients[1];
    expect(fresh.operations.map((operation) => operation.request.variables)).toEqual([
      { channelId: 'a' },
    ]);
    expect(spent.disposed).toBe(false); // operation b still runs on it

    second.subscription.unsubscribe();
    expect(spent.operations[1].unsubscribed).toBe(true);
    expect(spent.disposed).toBe(true);

    // The fresh client's first connection may have missed events too.
    const before = onReconnected.mock.calls.length;
    fresh.options.on?.connected?.(false);
    await fresh.accept();
    expect(onReconnected).toHaveBeenCalledTimes(before + 1);
  });

  it('reports reconnecting from the first retry, paused once retries are spent, live when up', async () => {
    const { clients, subscribe, onStatus } = setup(() => 0.5);
    subscribe();
    const spent = clients[0];
    void spent.options.retry?.(0);
    expect(onStatus).toHaveBeenLastCalledWith('reconnecting');
    spent.last.sink.error(new SseNetworkError('retries exhausted'));
    expect(onStatus).toHaveBeenLastCalledWith('paused');
    // The quiet resubscribe loop retrying does not hide that live updates are paused.
    await vi.advanceTimersByTimeAsync(5000);
    void clients[1].options.retry?.(0);
    expect(onStatus).toHaveBeenLastCalledWith('paused');
    clients[1].options.on?.connected?.(false);
    expect(onStatus).toHaveBeenLastCalledWith('live');
    expect(onStatus.mock.calls.map(([status]) => status)).toEqual([
      'reconnecting',
      'paused',
      'live',
    ]);
  });

  it('retryNow subscribes the waiting operations at once', async () => {
    const { clients, subscribe, stream, onStatus } = setup(() => 0.5);
    subscribe();
    clients[0].last.sink.error(new SseNetworkError('retries exhausted'));
    expect(clients).toHaveLength(1);
    stream.retryNow();
    expect(onStatus).toHaveBeenLastCalledWith('reconnecting');
    expect(clients).toHaveLength(2);
    expect(clients[1].operations).toHaveLength(1);
    // The cancelled wait does not subscribe it a second time.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(clients[1].operations).toHaveLength(1);
  });

  it('refreshes the ID token once when the server refuses it, and subscribes again', async () => {
    const refreshIdToken = vi.fn(async () => true);
    const { clients, subscribe } = setup(() => 0.5, refreshIdToken);
    const { state } = subscribe();
    const client = clients[0];
    // As it arrives on the stream: plain JSON, not graphql-js error objects.
    const refused = {
      data: null,
      errors: [{ message: 'expired', extensions: { code: 'AUTH_TOKEN_EXPIRED' } }],
    } as unknown as ExecutionResult;
    client.last.sink.next(refused);
    expect(client.operations[0].unsubscribed).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshIdToken).toHaveBeenCalledTimes(1);
    expect(client.operations).toHaveLength(2);
    expect(state.events).toEqual([]);

    // Refused again right after a refresh: no refresh loop, the normal re-subscribe wait.
    client.last.sink.next(refused);
    await vi.advanceTimersByTimeAsync(4999);
    expect(refreshIdToken).toHaveBeenCalledTimes(1);
    expect(client.operations).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.operations).toHaveLength(3);
    expect(state.error).toBeUndefined();
  });

  it('reports a fan blocked while subscribed once, and never subscribes again', async () => {
    const { clients, subscribe, onAccessBlocked } = setup();
    const first = subscribe();
    const second = subscribe({ channelId: 'Q2hhbm5lbDoy' });
    const blocked = {
      errors: [{ message: 'blocked', extensions: { code: 'ACCOUNT_BLOCKED' } }],
    } as unknown as ExecutionResult;
    clients[0].operations[0].sink.next(blocked);
    clients[0].operations[1].sink.next(blocked);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onAccessBlocked).toHaveBeenCalledTimes(1);
    expect(onAccessBlocked.mock.calls[0]?.[0]).toMatchObject({ path: '/blocked' });
    expect(first.state).toMatchObject({ completed: true, events: [] });
    expect(second.state.completed).toBe(true);
    expect(clients[0].operations).toHaveLength(2);
  });

  it('reports a refused reservation (403 IP_BLOCKED) and stops retrying', async () => {
    const refusal = JSON.stringify({
      errors: [{ message: 'blocked', extensions: { code: 'IP_BLOCKED' } }],
    });
    const { clients, subscribe, onAccessBlocked } = setup(
      () => 0.5,
      undefined,
      async () => new Response(refusal, { status: 403 }),
    );
    const { state } = subscribe();
    const client = clients[0];
    await (client.options.fetchFn as typeof fetch)('/stream', { method: 'PUT' });
    client.last.sink.error(new Error('reservation refused'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onAccessBlocked).toHaveBeenCalledTimes(1);
    expect(onAccessBlocked.mock.calls[0]?.[0]).toMatchObject({ path: '/ip-blocked' });
    expect(state.completed).toBe(true);
    expect(client.operations).toHaveLength(1);
  });

  it('moves running operations to a new connection when the viewer changes, then announces it', async () => {
    const { clients, stream, subscribe, onReconnected } = setup();
    const { state } = subscribe();
    subscribe({ channelId: 'Q2hhbm5lbDoy' });
    const before = clients[0];
    stream.renewConnection();
    // The old connection's operations end there and start on a new client (new headers).
    expect(before.operations.every((operation) => operation.unsubscribed)).toBe(true);
    expect(before.disposed).toBe(true);
    expect(clients).toHaveLength(2);
    expect(clients[1].operations.map((operation) => operation.request.variables)).toEqual([
      { channelId: 'Q2hhbm5lbDox' },
      { channelId: 'Q2hhbm5lbDoy' },
    ]);
    // What happened in between is fetched once the server accepted an operation again.
    await clients[1].accept();
    expect(onReconnected).toHaveBeenCalledTimes(1);
    clients[1].operations[0].sink.next({ data: { chatMessageAdded: null } } as ExecutionResult);
    expect(state.events).toHaveLength(1);
  });

  it('completes when the server completes the operation, without re-subscribing', async () => {
    const { clients, subscribe } = setup();
    const { state } = subscribe();
    clients[0].last.sink.complete();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state.completed).toBe(true);
    expect(clients[0].operations).toHaveLength(1);
  });

  it('stops for good when Relay unsubscribes, even during a re-subscribe wait', async () => {
    const { clients, subscribe } = setup();
    const { subscription } = subscribe();
    clients[0].last.sink.error(new Error('x'));
    subscription.unsubscribe();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(clients[0].operations).toHaveLength(1);
  });

  it('dispose() closes every client and cancels pending re-subscribes', async () => {
    const { clients, subscribe, stream } = setup();
    subscribe();
    clients[0].last.sink.error(new Error('x'));
    stream.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(clients[0].disposed).toBe(true);
    expect(clients[0].operations).toHaveLength(1);
    expect(clients).toHaveLength(1);
  });
});
