// The fan's timeline preferences: each source of the home timeline (official, followed
// fans, one's own, topic posts) really leaves the feed when turned off, a retry returns the
// first answer, a visitor or a non-member is refused, and each garden keeps its own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantScope } from '../db/tenantScope';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { CREATE_POST } from './postsTestDocuments';
import { posts, topics } from './tables';

const HOME = `{ community { homeTimeline(first: 50) { edges { node { body isOfficial } } } } }`;
const PREFERENCES = `{ viewer { timelinePreferences { showOfficialPosts showFollowedPosts showOwnPosts showTopicPosts } } }`;
const SET = `mutation($input: SetTimelinePreferencesInput!) { setTimelinePreferences(input: $input) {
  __typename
  ... on SetTimelinePreferencesPayload { clientMutationId viewer { timelinePreferences { showOfficialPosts showFollowedPosts showOwnPosts showTopicPosts } } }
  ... on Error { message }
} }`;
const FOLLOW = `mutation($input: FollowUserInput!) { followUser(input: $input) { __typename } }`;
const ME = `{ viewer { user { id } } }`;

const ALL_ON = {
  showOfficialPosts: true,
  showFollowedPosts: true,
  showOwnPosts: true,
  showTopicPosts: true,
};

describe.each(testBackends)('timeline preferences (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const id = () => `tl-${(counter += 1)}`;
  const home = async (as: string, tenant?: string) => {
    const result = await garden.call(HOME, {}, { as, tenant });
    return result.data.community.homeTimeline.edges as {
      node: { body: string; isOfficial: boolean };
    }[];
  };
  const set = (as: string, preferences: Partial<typeof ALL_ON>, clientMutationId = id()) =>
    garden.call(
      SET,
      { input: { clientMutationId, ...ALL_ON, ...preferences } },
      { as, language: 'en' },
    );

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    for (const uid of ['tl-reader', 'tl-followed']) await garden.join(uid, uid);
    const followed = await garden.call(ME, {}, { as: 'tl-followed' });
    await garden.call(
      FOLLOW,
      { input: { clientMutationId: 'tl-f', userId: followed.data.viewer.user.id } },
      { as: 'tl-reader' },
    );
    for (const [as, body] of [
      ['tl-followed', 'followed free post'],
      ['tl-followed', 'followed topic post'],
      ['tl-reader', 'reader own post'],
    ]) {
      await garden.call(
        CREATE_POST,
        { input: { clientMutationId: `${as}-${body}`, body, visibility: 'MEMBERS' } },
        { as },
      );
    }
    // File one post under a demo topic, as the topic board's composer does.
    const demo = tenantScope(garden.database.db, 'demo');
    const [topic] = await demo.select(topics).limit(1);
    if (!topic) throw new Error('The demo garden has no topic');
    await demo.update(posts, { topicId: topic.id }, eq(posts.body, 'followed topic post'));
  });
  afterAll(() => garden?.close());

  it('starts with everything on and the home timeline shows every source', async () => {
    const read = await garden.call(PREFERENCES, {}, { as: 'tl-reader' });
    expect(read.data.viewer.timelinePreferences).toEqual(ALL_ON);
    const feed = await home('tl-reader');
    const bodies = feed.map((edge) => edge.node.body);
    expect(bodies).toEqual(
      expect.arrayContaining(['followed free post', 'followed topic post', 'reader own post']),
    );
    expect(feed.some((edge) => edge.node.isOfficial)).toBe(true);
  });

  it('leaves official posts out when they are turned off', async () => {
    const result = await set('tl-reader', { showOfficialPosts: false });
    expect(result.data.setTimelinePreferences.viewer.timelinePreferences.showOfficialPosts).toBe(
      false,
    );
    const feed = await home('tl-reader');
    expect(feed.some((edge) => edge.node.isOfficial)).toBe(false);
    expect(feed.map((edge) => edge.node.body)).toContain('followed free post');
  });

  it('leaves followed fans’ posts, one’s own posts and topic posts out, each on its own', async () => {
    await set('tl-reader', { showFollowedPosts: false });
    let bodies = (await home('tl-reader')).map((edge) => edge.node.body);
    expect(bodies).not.toContain('followed free post');
    expect(bodies).toContain('reader own post');

    await set('tl-reader', { showOwnPosts: false });
    bodies = (await home('tl-reader')).map((edge) => edge.node.body);
    expect(bodies).not.toContain('reader own post');
    expect(bodies).toContain('followed free post');

    await set('tl-reader', { showTopicPosts: false });
    bodies = (await home('tl-reader')).map((edge) => edge.node.body);
    expect(bodies).toContain('followed free post');
    expect(bodies).not.toContain('followed topic post');
  });

  it('shows nothing when every source is off', async () => {
    await set('tl-reader', {
      showOfficialPosts: false,
      showFollowedPosts: false,
      showOwnPosts: false,
    });
    expect(await home('tl-reader')).toEqual([]);
    await set('tl-reader', ALL_ON);
    expect((await home('tl-reader')).length).toBeGreaterThan(2);
  });

  it('returns the first answer to a retry and refuses the same id with other choices', async () => {
    const first = await set('tl-reader', { showOwnPosts: false }, 'tl-retry');
    const before = await tableCounts(garden.database.db);
    const again = await set('tl-reader', { showOwnPosts: false }, 'tl-retry');
    expect(again.data).toEqual(first.data);
    expect(await tableCounts(garden.database.db)).toEqual(before);
    const reused = await set('tl-reader', { showOwnPosts: true }, 'tl-retry');
    expect(reused.data.setTimelinePreferences.__typename).toBe('InvalidInputError');
    await set('tl-reader', ALL_ON);
  });

  it('refuses a visitor and a fan who has not joined', async () => {
    const visitor = await garden.call(SET, { input: { clientMutationId: id(), ...ALL_ON } });
    expect(visitor.data.setTimelinePreferences.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const stranger = await set('tl-stranger', {});
    expect(stranger.data.setTimelinePreferences.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const read = await garden.call(PREFERENCES, {}, { as: 'tl-stranger' });
    expect(read.data.viewer.timelinePreferences).toBeNull();
  });

  it('keeps each garden’s preferences apart', async () => {
    await garden.join('tl-reader', 'tl-reader', 'other');
    await set('tl-reader', { showOfficialPosts: false });
    const other = await garden.call(PREFERENCES, {}, { as: 'tl-reader', tenant: 'other' });
    expect(other.data.viewer.timelinePreferences).toEqual(ALL_ON);
    await set('tl-reader', ALL_ON);
  });
});
