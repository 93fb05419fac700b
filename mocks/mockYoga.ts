// The mock GraphQL server: the whole schema/ answered from a seeded MockStore, on
// the real server's endpoints (/graphql POST and GET, /stream GraphQL over SSE in
// single connection mode) and with its header contract.

import { mergeResolvers } from '@graphql-tools/merge';
import { addMocksToSchema } from '@graphql-tools/mock';
import { useGraphQLSSE } from '@graphql-yoga/plugin-graphql-sse';
import { createPubSub, createYoga } from 'graphql-yoga';
import { GRAPHQL_PATH, STREAM_PATH } from '../common/apiPaths';
import { mockFeatures } from './features';
import { MOCK_TENANT_ID } from './gardenContent';
import { loadGardenSchema } from './gardenSchema';
import { createMockContextFactory, type MockContext } from './mockContext';
import { DEFAULT_MOCK_SEED, MockGarden } from './mockGarden';
import { createMockServerResolvers, type MockPubSub } from './mockServerResolvers';

export interface MockYogaOptions {
  /** Seed of the generated garden; the same seed gives the same answers. */
  seed?: number;
  tenantId?: string;
  /** Signed-in identities (token uid → display name) that have joined the garden at start. */
  members?: readonly { uid: string; displayName: string }[];
}

export function createMockYoga({
  seed = DEFAULT_MOCK_SEED,
  tenantId = MOCK_TENANT_ID,
  members = [],
}: MockYogaOptions = {}) {
  const schema = loadGardenSchema();
  const garden = new MockGarden(schema, seed);
  for (const { uid, displayName } of members) garden.join(uid, displayName);
  const pubSub: MockPubSub = createPubSub();
  const mockedSchema = addMocksToSchema({
    schema,
    store: garden.store,
    resolvers: mergeResolvers([
      createMockServerResolvers(garden, pubSub),
      ...mockFeatures.map((feature) => feature.resolvers?.(garden, pubSub) ?? {}),
    ]),
  });
  const yoga = createYoga<Record<string, unknown>, MockContext>({
    schema: mockedSchema,
    context: createMockContextFactory(garden, tenantId),
    graphqlEndpoint: GRAPHQL_PATH,
    plugins: [useGraphQLSSE({ endpoint: STREAM_PATH })],
    // A developer tool: show the real error text instead of "Unexpected error."
    maskedErrors: false,
    logging: process.env.MOCK_VERBOSE ? 'debug' : 'warn',
  });
  return { yoga, garden };
}
