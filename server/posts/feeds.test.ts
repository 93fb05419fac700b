// The home timeline (followed fans, oneself, the official account) and the trend ranking
// (engagement with time decay, moved incrementally by likes and comments), with their
// visibility negatives.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantScope } from '../db/tenantScope';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { COMMENT, CREATE_POST, LIKE_POST } from './postsTestDocuments';
import { posts } from './tables';
import { TREND_GRAVITY_SECONDS } from './trendScore';

const HOME = `query Home($first: Int, $after: String) { community { homeTimeline(first: $first, after: $after) {
  edges { node { id body isOfficial visibility author { displayName } } } pageInfo { hasNextPage endCursor } } } }`;
const TREND = `query Trend($first: Int, $after: String) { community { trend(first: $first, after: $after) {
  edges { cursor node { id body likeCount commentCount } } pageInfo { hasNextPage endCursor } } } }`;
const FOLLOW = `mutation Follow($input: FollowUserInput!) { followUser(input: $input) { __typename } }`;
const ME = `{ viewer { user { id } } }`;

describe.each(testBackends)('feeds (%s)', (backend) => {
  let garden: TestGarden;
  const post = async (as: string, body: string, visibility = 'MEMBERS') => {
    const result = await garden.call(
      CREATE_POST,
      { input: { clientMutationId: `${as}-${body}`, body, visibility } },
      { as },
    );
    return result.data.createPost.postEdge.node.id as string;
  };
  const bodies = (result: { data?: Record<string, unknown> }, field: string) =>
    (
      result.data as { community: Record<string, { edges: { node: { body: string } }[] }> }
    ).community[field].edges.map((edge) => edge.node.body);

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    for (const uid of ['reader', 'followed', 'ignored']) await garden.join(uid, uid);
    const followed = await garden.call(ME, {}, { as: 'followed' });
    await garden.call(
      FOLLOW,
      { input: { clientMutationId: 'f1', userId: followed.data.viewer.user.id } },
      { as: 'reader' },
    );
    await post('followed', 'from a followed fan');
    await post('ignored', 'from a fan nobody follows');
    await post('reader', 'my own post');
  });
  afterAll(() => garden?.close());

  it('shows the followed fans’, one’s own and official posts, newest first', async () => {
    const home = await garden.call(HOME, { first: 50 }, { as: 'reader' });
    const seen = bodies(home, 'homeTimeline');
    expect(seen.slice(0, 2)).toEqual(['my own post', 'from a followed fan']);
    expect(seen).not.toContain('from a fan nobody follows');
    const edges = home.data.community.homeTimeline.edges as { node: { isOfficial: boolean } }[];
    expect(edges.slice(2).length).toBeGreaterThan(0);
    expect(edges.slice(2).every((edge) => edge.node.isOfficial)).toBe(true);
  });

  it('shows a visitor the public official posts only', async () => {
    const home = await garden.call(HOME, { first: 50 });
    const edges = home.data.community.homeTimeline.edges as {
      node: { isOfficial: boolean; visibility: string };
    }[];
    expect(edges.length).toBeGreaterThan(0);
    expect(edges.every((edge) => edge.node.isOfficial && edge.node.visibility === 'PUBLIC')).toBe(
      true,
    );
  });

  it('ranks the week by engagement with time decay, and moves a post as it is liked', async () => {
    const quiet = await post('ignored', 'a quiet new post', 'PUBLIC');
    const before = bodies(await garden.call(TREND, { first: 50 }, { as: 'reader' }), 'trend');
    const quietRank = before.indexOf('a quiet new post');
    expect(quietRank).toBeGreaterThan(0);
    for (let like = 0; like < 10; like += 1) {
      for (const fan of ['reader', 'followed']) {
        await garden.call(
          LIKE_POST,
          { input: { clientMutationId: `like-${fan}-${like}`, postId: quiet } },
          { as: fan },
        );
      }
    }
    await garden.call(
      COMMENT,
      { input: { clientMutationId: 'c1', postId: quiet, body: 'すごい' } },
      { as: 'reader' },
    );
    const after = bodies(await garden.call(TREND, { first: 50 }, { as: 'reader' }), 'trend');
    expect(after.indexOf('a quiet new post')).toBe(0);
    // The stored score is the formula of its counts and age.
    const db = tenantScope(garden.database.db, 'demo');
    const [row] = await db.select(posts, eq(posts.body, 'a quiet new post'));
    expect(row.likeCount).toBe(20);
    expect(row.trendScore).toBeCloseTo(
      Math.log10(20 + 2) + row.createdAt.getTime() / 1000 / TREND_GRAVITY_SECONDS,
      6,
    );
  });

  it('keeps members-only posts out of a visitor’s trend and pages it by cursor', async () => {
    const visitor = await garden.call(TREND, { first: 50 });
    expect(bodies(visitor, 'trend')).not.toContain('from a followed fan');
    const first = await garden.call(TREND, { first: 2 }, { as: 'reader' });
    expect(first.data.community.trend.pageInfo.hasNextPage).toBe(true);
    const next = await garden.call(
      TREND,
      { first: 2, after: first.data.community.trend.pageInfo.endCursor },
      { as: 'reader' },
    );
    const all = bodies(await garden.call(TREND, { first: 4 }, { as: 'reader' }), 'trend');
    expect([...bodies(first, 'trend'), ...bodies(next, 'trend')]).toEqual(all);
  });

  it('never shows another garden’s posts', async () => {
    const other = await garden.call(TREND, { first: 50 }, { as: 'reader', tenant: 'other' });
    expect(bodies(other, 'trend')).not.toContain('a quiet new post');
    const home = await garden.call(HOME, { first: 50 }, { tenant: 'other' });
    expect(bodies(home, 'homeTimeline')).not.toContain('my own post');
  });
});
