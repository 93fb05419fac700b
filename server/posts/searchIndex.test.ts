// The stored grams agree with common/searchText.ts searchGrams: as written by createPost
// and the tenant seed, as backfilled by the migration, and as the bench's SQL computes them.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchGrams } from '../../common/searchText';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { searchGramsSql } from './searchIndex';
import { CREATE_POST } from './postsTestDocuments';
import { posts } from './tables';

const migrations = fileURLToPath(new URL('../db/migrations/', import.meta.url));
const backfill = readFileSync(
  migrations + readdirSync(migrations).find((name) => name.endsWith('_post_search_grams.sql')),
  'utf8',
)
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .find((statement) => statement.startsWith('UPDATE'));

const sorted = (grams: string[]) => [...grams].sort();

describe.each(testBackends)('post search grams (%s)', (backend) => {
  let garden: TestGarden;

  const expectGramsOfTheirText = async () => {
    const rows = await garden.database.db
      .select({ searchText: posts.searchText, searchGrams: posts.searchGrams })
      .from(posts);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(sorted(row.searchGrams)).toEqual(sorted(searchGrams(row.searchText)));
    }
  };

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('gram-writer');
    for (const [index, body] of [
      '絵文字😀👍🏽も数える',
      'Ｍｉｘｅｄ ｽｸﾘﾌﾟﾄ and 漢字',
      '字',
      '"{,\\}"',
    ].entries()) {
      const result = await garden.call(
        CREATE_POST,
        { input: { clientMutationId: `g-${index}`, body, visibility: 'PUBLIC' } },
        { as: 'gram-writer' },
      );
      expect(result.errors).toBeUndefined();
    }
  });
  afterAll(() => garden?.close());

  it('are written with each post', async () => {
    await expectGramsOfTheirText();
  });

  it('are backfilled by the migration the same way', async () => {
    expect(backfill).toBeDefined();
    await garden.database.db.update(posts).set({ searchGrams: [] });
    await garden.database.db.execute(sql.raw(backfill ?? ''));
    await expectGramsOfTheirText();
  });

  it('are computed the same way by searchGramsSql', async () => {
    const rows = await garden.database.db
      .select({
        searchText: posts.searchText,
        grams: sql<string[]>`${searchGramsSql(sql`${posts.searchText}`)}`,
      })
      .from(posts);
    for (const row of rows) {
      expect(sorted(row.grams)).toEqual(sorted(searchGrams(row.searchText)));
    }
  });
});
