// Every field that reads a row goes through a per-request batch loader: a page of 30
// messages costs as many SQL statements as a page of 3.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendChatMessage } from '../chat/appendChatMessage';
import { chatMessages } from '../chat/tables';
import { tenantScope } from '../db/tenantScope';
import { countSqlStatements } from '../testing/sqlStatements';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';
import { testBackends } from '../testing/testDatabase';
import { toGlobalId } from './globalId';

const PAGE = `query Page($id: ID!, $last: Int) {
  node(id: $id) {
    ... on Channel {
      messages(last: $last) {
        edges { node { id body viewerIsAuthor author { displayName } channel { id name lastMessage { body } } } }
      }
    }
  }
}`;

describe.each(testBackends)('batch loading (%s)', (backend) => {
  let garden: TestGarden;
  let lobby: number;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
    lobby = garden.demo.channelIds.lobby;
    const authors = Object.values(garden.demo.userIds);
    await tenantScope(garden.database.db, garden.demo.tenantId).transaction(async (tx) => {
      for (let index = 0; index < 40; index += 1)
        await appendChatMessage(tx, {
          channelId: lobby,
          authorId: authors[index % authors.length],
          body: `message ${index}`,
        });
    });
  });
  afterAll(() => garden?.close());

  async function statementsFor(query: string, variables: Record<string, unknown>) {
    const counter = countSqlStatements(garden.database.db);
    try {
      const result = await garden.call(query, variables, { as: 'fan-batch' });
      expect(result.errors).toBeUndefined();
      return { count: counter.count, result };
    } finally {
      counter.stop();
    }
  }

  it('reads a page of 30 messages with their authors and channel in constant statements', async () => {
    const small = await statementsFor(PAGE, { id: channelGlobalId(lobby), last: 3 });
    const page = await statementsFor(PAGE, { id: channelGlobalId(lobby), last: 30 });
    expect(page.result.data.node.messages.edges).toHaveLength(30);
    expect(page.count).toBe(small.count);
    expect(page.count).toBeLessThanOrEqual(10);
  });

  it('reads nodes(ids) with one statement per type', async () => {
    const rows = await garden.database.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.channelId, lobby))
      .limit(30);
    const ids = rows.map((row) => toGlobalId('ChatMessage', row.id));
    const query =
      'query($ids: [ID!]!) { nodes(ids: $ids) { id ... on ChatMessage { channel { id } } } }';
    const three = await statementsFor(query, { ids: ids.slice(0, 3) });
    const thirty = await statementsFor(query, { ids });
    expect(thirty.result.data.nodes.filter(Boolean)).toHaveLength(30);
    expect(thirty.count).toBe(three.count);
  });

  it('answers ids beyond the database integer range as nothing', async () => {
    const huge = Buffer.from('Channel:999999999999999').toString('base64');
    const result = await garden.call('query($id: ID!) { node(id: $id) { id } }', { id: huge });
    expect(result.errors).toBeUndefined();
    expect(result.data.node).toBeNull();
  });
});
