// The real graphql-sse client against an in-process graphql-yoga server (no port: the
// environment's fetchFn is yoga.fetch), to prove the stream configuration speaks the
// protocol: PUT for a token, POST per operation, events back, DELETE on unsubscribe.
// Aliased: the plugin factory is named like a React hook but is none.
import { useGraphQLSSE as graphqlSsePlugin } from '@graphql-yoga/plugin-graphql-sse';
import { createSchema, createYoga } from 'graphql-yoga';
import {
  fetchQuery,
  type ConcreteRequest,
  type GraphQLResponse,
  type Observable,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { readAppConfig } from '../config';
import { createRelayEnvironment } from './environment';

interface HeaderContext {
  request: Request;
}

function createTestServer() {
  const calls: string[] = [];
  const yoga = createYoga<HeaderContext>({
    schema: createSchema<HeaderContext>({
      typeDefs: /* GraphQL */ `
        type Query {
          requestHeaders: String!
        }
        type Subscription {
          countdown(from: Int!): String!
        }
      `,
      resolvers: {
        Query: {
          requestHeaders: (_root, _args, { request }) =>
            ['authorization', 'tenant', 'language-code', 'auto-translation']
              .map((name) => request.headers.get(name))
              .join('|'),
        },
        Subscription: {
          countdown: {
            async *subscribe(
              _root: unknown,
              { from }: { from: number },
              { request }: HeaderContext,
            ) {
              for (let n = from; n > 0; n -= 1)
                yield { countdown: `${n}:${request.headers.get('tenant')}` };
            },
          },
        },
      },
    }),
    plugins: [graphqlSsePlugin({ endpoint: '/stream' })],
    logging: false,
  });
  const fetchFn: typeof fetch = async (input, init) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${new URL(String(input)).pathname}`);
    return yoga.fetch(new Request(String(input), init));
  };
  return { fetchFn, calls };
}

const requestHeadersQuery: ConcreteRequest = {
  kind: 'Request',
  fragment: {
    argumentDefinitions: [],
    kind: 'Fragment',
    metadata: null,
    name: 'streamIntegrationTestQuery',
    selections: [
      { alias: null, args: null, kind: 'ScalarField', name: 'requestHeaders', storageKey: null },
    ],
    type: 'Query',
    abstractKey: null,
  },
  operation: {
    argumentDefinitions: [],
    kind: 'Operation',
    name: 'streamIntegrationTestQuery',
    selections: [
      { alias: null, args: null, kind: 'ScalarField', name: 'requestHeaders', storageKey: null },
    ],
  },
  params: {
    cacheID: 'streamIntegrationTestQuery',
    id: null,
    metadata: {},
    name: 'streamIntegrationTestQuery',
    operationKind: 'query',
    text: 'query streamIntegrationTestQuery { requestHeaders }',
  },
};

function createEnvironment() {
  const server = createTestServer();
  const bundle = createRelayEnvironment({
    config: readAppConfig({ tenantId: 'demo', environment: 'local' }),
    getIdToken: async () => 'token-1',
    getLanguage: () => 'en',
    fetchFn: server.fetchFn,
    apiHosts: { local: 'http://garden.test', develop: '', loadtest: '', test: '', production: '' },
  });
  return { ...server, bundle };
}

describe('the network layer against a real graphql-yoga server', () => {
  it('sends the garden headers on data calls', async () => {
    const { bundle } = createEnvironment();
    const data = await fetchQuery(bundle.environment, requestHeadersQuery, {}).toPromise();
    expect(data).toEqual({ requestHeaders: 'Bearer token-1|demo|en|false' });
    bundle.dispose();
  });

  it('streams a subscription over one graphql-sse connection with the same headers', async () => {
    const { bundle, calls } = createEnvironment();
    const params = {
      cacheID: 'countdown',
      id: null,
      metadata: {},
      name: 'streamIntegrationTestSubscription',
      operationKind: 'subscription' as const,
      text: 'subscription streamIntegrationTestSubscription($from: Int!) { countdown(from: $from) }',
    };
    const events = await new Promise<GraphQLResponse[]>((resolve, reject) => {
      const received: GraphQLResponse[] = [];
      (
        bundle.environment
          .getNetwork()
          .execute(params, { from: 3 }, {}) as Observable<GraphQLResponse>
      ).subscribe({
        next: (event) => received.push(event),
        error: reject,
        complete: () => resolve(received),
      });
    });

    expect(events).toEqual([
      { data: { countdown: '3:demo' } },
      { data: { countdown: '2:demo' } },
      { data: { countdown: '1:demo' } },
    ]);
    expect(calls.slice(0, 3)).toEqual(['PUT /stream', 'GET /stream', 'POST /stream']);
    bundle.dispose();
  });
});
