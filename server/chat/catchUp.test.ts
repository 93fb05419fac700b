// Catching up after a reconnect (`messages(first, after)`) must see every message once,
// even while many fans post at the same time. On PostgreSQL, ids taken from a sequence
// can commit out of order (a lower id after a higher one), so a reader keyed on ids
// skipped messages; the per-channel seq is taken under the channel row's lock and
// commits in order (appendChatMessage.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../testing/testDatabase';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';
import { appendChatMessage } from './appendChatMessage';
import { tenantScope } from '../db/tenantScope';

const WRITERS = 8;
const MESSAGES = 2000;

const CATCH_UP = `query CatchUp($id: ID!, $after: String) {
  node(id: $id) { ... on Channel { messages(first: 100, after: $after) {
    edges { cursor node { id body } } pageInfo { endCursor } } } }
}`;

// PGlite has one connection, so its writers never overlap; the race needs PostgreSQL.
describe.each(testBackends.filter((backend) => backend === 'postgres'))(
  'catching up during concurrent posting (%s)',
  (backend) => {
    let garden: TestGarden;
    beforeAll(async () => {
      garden = await createTestGarden(backend);
    });
    afterAll(() => garden?.close());

    it(`reads ${MESSAGES} messages from ${WRITERS} writers: 0 skipped, 0 duplicated`, async () => {
      const { tenantId } = garden.demo;
      const channelId = garden.demo.channelIds.lobby;
      const authorId = Object.values(garden.demo.userIds)[0];
      const db = garden.database.db;
      const first = await garden.call(CATCH_UP, { id: channelGlobalId(channelId) });
      let cursor: string | null = first.data.node.messages.pageInfo.endCursor;

      let writing = true;
      const writers = Array.from({ length: WRITERS }, async (_, writer) => {
        for (let i = 0; i < MESSAGES / WRITERS; i += 1) {
          await tenantScope(db, tenantId).transaction(async (tx) => {
            await appendChatMessage(tx, { channelId, authorId, body: `w${writer}-${i}` });
            // Hold the transaction open a little, as a real post does (receipt, checks).
            if (Math.random() < 0.5) await new Promise((resolve) => setImmediate(resolve));
          });
        }
      });
      const done = Promise.all(writers).finally(() => {
        writing = false;
      });

      const seen: string[] = [];
      for (let emptyAfterDone = 0; emptyAfterDone < 2;) {
        const stillWriting = writing;
        const page = await garden.call(CATCH_UP, { id: channelGlobalId(channelId), after: cursor });
        expect(page.errors).toBeUndefined();
        const { edges, pageInfo } = page.data.node.messages;
        for (const edge of edges) seen.push(edge.node.body);
        if (pageInfo.endCursor) cursor = pageInfo.endCursor;
        if (!stillWriting && edges.length === 0) emptyAfterDone += 1;
      }
      await done;

      const unique = new Set(seen);
      expect(seen.length - unique.size).toBe(0);
      expect(MESSAGES - unique.size).toBe(0);
    }, 120_000);
  },
);
