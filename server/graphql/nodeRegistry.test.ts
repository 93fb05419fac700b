// The node registry: the global id names the type, so two node types with the same
// columns resolve to their own types; ids no table could hold are "no such node".
import type { GraphQLInterfaceType } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { garden as gardenFeatures } from '../features';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { testBackends } from '../testing/testDatabase';
import { createBatchLoader } from './batchLoader';
import { createGardenSchema } from './gardenSchema';
import { encodeGlobalId } from './globalId';
import { createNodeRegistry, nodeFieldResolvers } from './nodeRegistry';

describe('node registry on a test schema', () => {
  // A test-only Post has exactly the columns of a chat message: { id, body }.
  type Row = { id: number; body: string };
  const sdl = /* GraphQL */ `
    interface Node {
      id: ID!
    }
    type ChatMessage implements Node {
      id: ID!
      body: String!
    }
    type Post implements Node {
      id: ID!
      body: String!
    }
    type Query {
      node(id: ID!): Node
      nodes(ids: [ID!]!): [Node]!
    }
  `;
  const table = (rows: Row[]) => () =>
    createBatchLoader<number, Row | null>(
      async (ids) => new Map(rows.filter((row) => ids.includes(row.id)).map((r) => [r.id, r])),
      null,
    );
  const registry = createNodeRegistry<null, Row, 'ChatMessage' | 'Post'>({
    ChatMessage: table([{ id: 1, body: 'same' }]),
    Post: table([
      { id: 1, body: 'same' },
      { id: 2, body: 'only a post' },
    ]),
  });
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: sdl,
      resolvers: {
        ...nodeFieldResolvers<Row, 'ChatMessage' | 'Post'>(),
        ChatMessage: { id: (row: Row) => encodeGlobalId('ChatMessage', row.id) },
        Post: { id: (row: Row) => encodeGlobalId('Post', row.id) },
      },
    }),
    context: () => ({ nodes: registry.forRequest(null) }),
    logging: false,
  });
  const run = async (ids: string[]) => {
    const response = await yoga.fetch('http://test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Post { body } } }',
        variables: { ids },
      }),
    });
    return (await response.json()) as { data?: { nodes: unknown[] }; errors?: unknown[] };
  };

  it('resolves rows with identical columns to the type their global id names', async () => {
    const ids = [encodeGlobalId('ChatMessage', 1), encodeGlobalId('Post', 1)];
    const result = await run(ids);
    expect(result.errors).toBeUndefined();
    expect(result.data?.nodes).toEqual([
      { __typename: 'ChatMessage', id: ids[0] },
      { __typename: 'Post', id: ids[1], body: 'same' },
    ]);
  });

  it('answers null for unregistered types, unknown ids and garbage, without errors', async () => {
    const result = await run([
      encodeGlobalId('ChatMessage', 2),
      encodeGlobalId('Comment', 1),
      Buffer.from('Post:99999999999999999').toString('base64'),
      'not base64!',
      encodeGlobalId('Post', 2),
    ]);
    expect(result.errors).toBeUndefined();
    expect(result.data?.nodes).toEqual([
      null,
      null,
      null,
      null,
      { __typename: 'Post', id: encodeGlobalId('Post', 2), body: 'only a post' },
    ]);
  });
});

describe('node registry of the garden', () => {
  it('registers exactly the types that implement Node in schema/', () => {
    const schema = createGardenSchema();
    const implementations = schema
      .getImplementations(schema.getType('Node') as GraphQLInterfaceType)
      .objects.map((type) => type.name);
    expect(implementations.length).toBeGreaterThan(0);
    expect([...gardenFeatures.nodeRegistry.typeNames].sort()).toEqual(implementations.sort());
  });
});

describe.each(testBackends)('node ids beyond the integer range (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterAll(() => garden?.close());

  it('are no such node (null), not an error, for every node type', async () => {
    const ids = gardenFeatures.nodeRegistry.typeNames.flatMap((type) => [
      encodeGlobalId(type, 2_147_483_648), // just past a serial column
      encodeGlobalId(type, 9_007_199_254_740_991), // the largest safe integer
      Buffer.from(`${type}:99999999999999999999`).toString('base64'),
    ]);
    // nodes(ids:) takes at most 100 ids (the API's list limit): ask in chunks.
    for (let start = 0; start < ids.length; start += 99) {
      const chunk = ids.slice(start, start + 99);
      const result = await garden.call('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
        ids: chunk,
      });
      expect(result.errors).toBeUndefined();
      expect(result.data.nodes).toEqual(chunk.map(() => null));
    }
    const single = await garden.call('query($id: ID!) { node(id: $id) { id } }', { id: ids[0] });
    expect(single).toMatchObject({ status: 200, data: { node: null } });
    expect(single.errors).toBeUndefined();
  });
});
