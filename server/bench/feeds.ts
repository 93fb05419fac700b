// npm run bench:feeds [-- --sizes 1000,10000,100000 --likes-per-post 10 --runs 50 --explain]
// Seeds a garden with posts (and likes: by default 10 per post, so 1,000,000 at 100,000
// posts) in steps, and after each step measures the home timeline, the trend and two
// Japanese substring searches, a common term and a rare one (a page of 20 each, as a
// member following 20 fans) through the real server in process: p50 and p99 of N runs.
// On PostgreSQL when DATABASE_URL is set (a fresh database, dropped afterwards), else on
// PGlite in memory.
/* eslint-disable no-restricted-syntax -- the bench seeds its own garden with bulk SQL */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden } from '../testing/testGarden';
import { searchGramsSql } from '../posts/searchIndex';
import { queryGrams } from '../../common/searchText';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    'likes-per-post': { type: 'string', default: '10' },
    runs: { type: 'string', default: '50' },
    /** Print PostgreSQL's plan of the searches after each step. */
    explain: { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.split(',').map(Number);
const likesPerPost = Number(values['likes-per-post']);
const runs = Number(values.runs);
const FANS = 200;
const FOLLOWED = 20;

const HOME = `{ community { homeTimeline(first: 20) { edges { node { id body likeCount } } } } }`;
const TREND = `{ community { trend(first: 20) { edges { node { id body likeCount } } } } }`;
const SEARCH = `query($q: String!) { community { searchPosts(query: $q, first: 20) { edges { node { id body } } } } }`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const backend = testBackends.includes('postgres') ? 'postgres' : 'pglite';
  const garden = await createTestGarden(backend);
  const { db } = garden.database;
  try {
    await garden.join('bench-reader', 'Reader');
    // The bench's fans, and the reader following 20 of them.
    await db.execute(sql`
      insert into users (tenant_id, auth_uid, display_name)
      select 'demo', 'bench-fan-' || n, 'ファン' || n from generate_series(1, ${FANS}::int) n`);
    await db.execute(sql`
      insert into follows (tenant_id, follower_id, followee_id)
      select 'demo', r.id, f.id from users r, users f
      where r.auth_uid = 'bench-reader' and f.auth_uid like 'bench-fan-%' and f.tenant_id = 'demo'
      order by f.id limit ${FOLLOWED}`);
    let seeded = 0;
    console.log(
      `bench:feeds on ${backend}: ${likesPerPost} likes per post, ${runs} runs per query`,
    );
    for (const size of sizes) {
      const started = Date.now();
      // Posts spread over the last 30 days; every 50th says 推し活 (the common search) and
      // every 5,000th 螺鈿 (the rare one: a LIKE alone would read every post to find it).
      await db.execute(sql`
        insert into posts (tenant_id, author_id, body, search_text, search_grams, visibility, like_count, comment_count, created_at)
        select 'demo', (select id from users where auth_uid = 'bench-fan-' || (1 + n % ${FANS}) and tenant_id = 'demo'),
          body, body, ${searchGramsSql(sql`body`)},
          'MEMBERS', ${likesPerPost}, 0,
          now() - (random() * interval '30 days')
        from (select n, case when n % 5000 = 1 then '螺鈿細工の小箱 ' || n
            when n % 50 = 0 then '今日も推し活がんばる ' || n else '王子と人形の話 ' || n end as body
          from generate_series(${seeded + 1}::int, ${size}::int) n) bodies`);
      await db.execute(sql`
        insert into post_likes (tenant_id, post_id, user_id, count)
        select 'demo', p.id, u.id, 1
        from (select id from posts where tenant_id = 'demo' order by id desc limit ${size - seeded}) p
        cross join lateral (select id from users where tenant_id = 'demo' and auth_uid like 'bench-fan-%'
          order by id limit ${likesPerPost}) u`);
      await db.execute(sql`
        update posts set trend_score = log(greatest(1, like_count + 2 * comment_count)::double precision)
          + extract(epoch from created_at)::double precision / 45000
        where tenant_id = 'demo' and trend_score = 0`);
      // As autovacuum would have by then: the trend update above left a dead version of
      // every new post, which the search's bitmap heap scan would otherwise visit too.
      await db.execute(sql`vacuum analyze posts`);
      await db.execute(sql`analyze`);
      seeded = size;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const line: string[] = [`${size.toLocaleString('en')} posts (seeded in ${seconds} s)`];
      for (const [name, query, variables] of [
        ['home timeline', HOME, {}],
        ['trend', TREND, {}],
        ['search 推し活', SEARCH, { q: '推し活' }],
        ['search 螺鈿 (rare)', SEARCH, { q: '螺鈿' }],
      ] as const) {
        const times: number[] = [];
        for (let run = 0; run < runs + 3; run += 1) {
          const start = performance.now();
          const result = await garden.call(query, variables, { as: 'bench-reader' });
          if (result.errors) throw new Error(`${name}: ${JSON.stringify(result.errors)}`);
          if (run >= 3) times.push(performance.now() - start);
        }
        times.sort((a, b) => a - b);
        line.push(
          `${name} p50 ${percentile(times, 50).toFixed(1)} ms p99 ${percentile(times, 99).toFixed(1)} ms`,
        );
      }
      console.log(line.join(' | '));
      if (values.explain) {
        for (const term of ['推し活', '螺鈿']) {
          // The shape searchPosts asks for a member (readPostPage: no visibility filter).
          const grams = queryGrams(term);
          const plan = (await db.execute(sql`
            explain (analyze, costs off) select * from posts
            where tenant_id = 'demo' and search_grams @> array[${sql.join(
              grams.map((gram) => sql`${gram}`),
              sql`, `,
            )}]::text[]
              and search_text like ${`%${term}%`}
            order by id desc limit 21`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
          console.log(`plan of ${term}:\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
        }
      }
    }
  } finally {
    await garden.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
