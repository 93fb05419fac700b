import type { Client, ClientOptions } from 'graphql-sse';
import {
  fetchQuery,
  type ConcreteRequest,
  type GraphQLResponse,
  type Observable,
} from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAppConfig } from '../config';
import { createRelayEnvironment, type RelayEnvironmentOptions } from './environment';

// A hand-written artifact for `query environmentTestQuery { viewer { isSignedIn } }`, so
// this test needs no compiled graphql tag.
const viewerField = {
  alias: null,
  args: null,
  concreteType: 'Viewer',
  kind: 'LinkedField',
  name: 'viewer',
  plural: false,
  selections: [
    { alias: null, args: null, kind: 'ScalarField', name: 'isSignedIn', storageKey: null },
  ],
  storageKey: null,
} as const;
const viewerQuery: ConcreteRequest = {
  kind: 'Request',
  fragment: {
    argumentDefinitions: [],
    kind: 'Fragment',
    metadata: null,
    name: 'environmentTestQuery',
    selections: [viewerField],
    type: 'Query',
    abstractKey: null,
  },
  operation: {
    argumentDefinitions: [],
    kind: 'Operation',
    name: 'environmentTestQuery',
    selections: [viewerField],
  },
  params: {
    cacheID: 'environmentTestQuery',
    id: null,
    metadata: {},
    name: 'environmentTestQuery',
    operationKind: 'query',
    text: 'query environmentTestQuery { viewer { isSignedIn } }',
  },
};

const signedIn = { data: { viewer: { isSignedIn: true } } };

function jsonResponse(body: unknown) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function setup(overrides: Partial<RelayEnvironmentOptions> = {}) {
  const streamClients: {
    options: ClientOptions<true>;
    dispose: ReturnType<typeof vi.fn>;
    subscribe: ReturnType<typeof vi.fn>;
  }[] = [];
  const fetchFn = vi.fn<typeof fetch>(async () => jsonResponse(signedIn));
  const bundle = createRelayEnvironment({
    config: readAppConfig({ tenantId: 'demo', environment: 'production', revisionTag: 'canary' }),
    getIdToken: async () => 'id-token',
    getLanguage: () => 'en',
    fetchFn,
    random: () => 0.5,
    apiHosts: { local: '', develop: '', loadtest: '', test: '', production: 'https://api.example' },
    createStreamClient: (options) => {
      const client = { options, dispose: vi.fn(), subscribe: vi.fn(() => () => {}) };
      streamClients.push(client);
      return client as unknown as Client<true>;
    },
    ...overrides,
  });
  return { bundle, fetchFn, streamClients };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createRelayEnvironment', () => {
  it('fetches a query from the configured host with the garden headers and stores the data', async () => {
    const { bundle, fetchFn } = setup();
    const data = await fetchQuery(bundle.environment, viewerQuery, {}).toPromise();

    expect(data).toEqual({ viewer: { isSignedIn: true } });
    const [url, init] = fetchFn.mock.calls[0];
    expect(url).toBe('https://api.example/_rev/canary/graphql?operationName=environmentTestQuery');
    expect(init?.headers).toMatchObject({
      authorization: 'Bearer id-token',
      tenant: 'demo',
      'Language-Code': 'en',
    });
    expect(bundle.environment.getStore().getSource().toJSON()['client:root:viewer']).toMatchObject({
      isSignedIn: true,
    });
  });

  it("passes Relay's networkCacheConfig retryable mark through to the retry layer", async () => {
    const failure = { errors: [{ message: 'try again' }] };
    const { bundle, fetchFn } = setup();
    fetchFn.mockImplementationOnce(async () => jsonResponse(failure));
    const result = fetchQuery(
      bundle.environment,
      viewerQuery,
      {},
      { networkCacheConfig: { metadata: { retryable: true } } },
    ).toPromise();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ viewer: { isSignedIn: true } });
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('fails with the spec message when the tenant is missing', async () => {
    const { bundle, fetchFn } = setup({
      config: readAppConfig({ tenantId: '', environment: 'local' }),
    });
    await expect(fetchQuery(bundle.environment, viewerQuery, {}).toPromise()).rejects.toThrow(
      'Make sure to set the tenantId in the environment variables.',
    );
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('routes subscriptions to the stream and tells listeners when it reconnected', async () => {
    const { bundle, streamClients, fetchFn } = setup();
    // graphql-sse's POST of an operation, accepted: a reconnect is announced after it.
    const accept = async () => {
      fetchFn.mockImplementationOnce(async () => new Response(null, { status: 202 }));
      await (streamClients[0].options.fetchFn as typeof fetch)('/stream', { method: 'POST' });
    };
    const params = {
      ...viewerQuery.params,
      operationKind: 'subscription' as const,
      name: 'environmentTestSubscription',
    };
    const subscription = (
      bundle.environment.getNetwork().execute(params, {}, {}) as Observable<GraphQLResponse>
    ).subscribe({});

    expect(streamClients).toHaveLength(1);
    expect(streamClients[0].options.url).toBe('https://api.example/_rev/canary/stream');
    expect(streamClients[0].subscribe).toHaveBeenCalledTimes(1);

    const listener = vi.fn();
    const stopListening = bundle.onStreamReconnected(listener);
    streamClients[0].options.on?.connected?.(true);
    await accept();
    expect(listener).toHaveBeenCalledTimes(1);
    stopListening();
    streamClients[0].options.on?.connected?.(true);
    await accept();
    expect(listener).toHaveBeenCalledTimes(1);

    subscription.unsubscribe();
    bundle.dispose();
    expect(streamClients[0].dispose).toHaveBeenCalled();
  });
});
