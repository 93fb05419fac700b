// Layer 2 of spec §9 through the real network layer (createRelayEnvironment → fetch →
// a graphql-yoga server): an idempotent query and a mutation carrying a clientMutationId
// are run again when the server answers errors without data, with no mark from the caller;
// a mutation without one is not.
import { createSchema, createYoga } from 'graphql-yoga';
import { commitMutation, fetchQuery, type ConcreteRequest } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { readAppConfig } from '../config';
import { createRelayEnvironment } from './environment';

function createFlakyServer(failures: number) {
  const calls: Record<string, number> = {};
  const flaky = (name: string) => {
    calls[name] = (calls[name] ?? 0) + 1;
    if (calls[name] <= failures) throw new Error('temporarily unavailable');
    return `${name} ok`;
  };
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: /* GraphQL */ `
        type Query {
          greeting: String!
        }
        input PostInput {
          clientMutationId: String
          body: String!
        }
        type Mutation {
          post(input: PostInput!): String!
        }
      `,
      resolvers: {
        Query: { greeting: () => flaky('greeting') },
        Mutation: {
          post: (_root: unknown, { input }: { input: { clientMutationId?: string } }) =>
            flaky(`post:${input.clientMutationId ?? 'none'}`),
        },
      },
    }),
    logging: false,
    maskedErrors: false,
  });
  const fetchFn: typeof fetch = async (input, init) => yoga.fetch(new Request(String(input), init));
  return { fetchFn, calls };
}

const operation = (
  name: string,
  kind: 'query' | 'mutation',
  text: string,
  field: string,
  args: ConcreteRequest['operation']['argumentDefinitions'] = [],
): ConcreteRequest => {
  const selections = [
    {
      alias: null,
      args: args.length ? [{ kind: 'Variable', name: 'input', variableName: 'input' }] : null,
      kind: 'ScalarField',
      name: field,
      storageKey: null,
    },
  ] as ConcreteRequest['operation']['selections'] & ConcreteRequest['fragment']['selections'];
  return {
    kind: 'Request',
    fragment: {
      argumentDefinitions: args,
      kind: 'Fragment',
      metadata: null,
      name,
      selections,
      type: kind === 'query' ? 'Query' : 'Mutation',
      abstractKey: null,
    },
    operation: { argumentDefinitions: args, kind: 'Operation', name, selections },
    params: { cacheID: name, id: null, metadata: {}, name, operationKind: kind, text },
  };
};

const greetingQuery = operation(
  'operationRetryQuery',
  'query',
  'query operationRetryQuery { greeting }',
  'greeting',
);
const postMutation = operation(
  'operationRetryMutation',
  'mutation',
  'mutation operationRetryMutation($input: PostInput!) { post(input: $input) }',
  'post',
  [{ defaultValue: null, kind: 'LocalArgument', name: 'input' }],
);

function createEnvironment(failures: number) {
  const server = createFlakyServer(failures);
  const bundle = createRelayEnvironment({
    config: readAppConfig({ tenantId: 'demo', environment: 'local' }),
    getIdToken: async () => null,
    fetchFn: server.fetchFn,
    // The shortest waits: 500 ms, then 1000 ms.
    random: () => 0,
    apiHosts: { local: 'http://garden.test', develop: '', loadtest: '', test: '', production: '' },
  });
  return { ...server, environment: bundle.environment };
}

const post = (environment: ReturnType<typeof createEnvironment>['environment'], input: object) =>
  new Promise<{ response: unknown; errors: unknown }>((resolve, reject) => {
    commitMutation(environment, {
      mutation: postMutation,
      variables: { input },
      onCompleted: (response, errors) => resolve({ response, errors }),
      onError: reject,
    });
  });

describe('operation retry (layer 2) through the network layer', () => {
  it('runs a query again after errors without data, unmarked, up to success', async () => {
    const { environment, calls } = createEnvironment(2);
    const data = await fetchQuery(environment, greetingQuery, {}).toPromise();
    expect(data).toEqual({ greeting: 'greeting ok' });
    expect(calls.greeting).toBe(3);
  });

  it('runs a mutation with a clientMutationId again, and not one without', async () => {
    const { environment, calls } = createEnvironment(1);
    const retried = await post(environment, { clientMutationId: 'c-1', body: 'hi' });
    expect(retried.response).toEqual({ post: 'post:c-1 ok' });
    expect(calls['post:c-1']).toBe(2);

    await expect(post(environment, { body: 'hi' })).rejects.toThrow('temporarily unavailable');
    expect(calls['post:none']).toBe(1);
  });
});
