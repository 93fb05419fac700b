// Following fans: the profile fields, both follow lists with their pages, and the
// followUser / unfollowUser mutations with every typed error, in two tenants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../graphql/globalId';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';

const PROFILE = `query($id: ID!, $first: Int, $after: String) {
  node(id: $id) {
    ... on User {
      displayName bio followerCount followingCount viewerIsFollowing isViewer
      followers(first: $first, after: $after) {
        edges { cursor node { displayName } }
        pageInfo { hasNextPage endCursor }
      }
      following(first: 10) { edges { node { displayName } } }
    }
  }
}`;

const FOLLOW = `mutation($input: FollowUserInput!) {
  followUser(input: $input) {
    __typename
    ... on FollowUserPayload {
      clientMutationId
      user { displayName followerCount viewerIsFollowing }
      viewerUser { followingCount }
    }
    ... on Error { message }
    ... on InvalidInputError { field }
  }
}`;

const UNFOLLOW = `mutation($input: UnfollowUserInput!) {
  unfollowUser(input: $input) {
    __typename
    ... on UnfollowUserPayload { user { followerCount viewerIsFollowing } viewerUser { followingCount } }
    ... on Error { message }
  }
}`;

describe.each(testBackends)('follows (%s)', (backend) => {
  let garden: TestGarden;
  let hana: string;
  let kuro: string;
  let alex: string;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
    hana = toGlobalId('User', garden.demo.userIds.hana);
    kuro = toGlobalId('User', garden.demo.userIds.kuro);
    alex = toGlobalId('User', garden.demo.userIds.alex);
    await garden.join('fan-follower', 'Follower');
    await garden.join('fan-other-tenant', 'Elsewhere', OTHER_TENANT_ID);
  });
  afterAll(() => garden?.close());

  it('shows the seeded bio, counts and both lists, newest follow first', async () => {
    const result = await garden.call(PROFILE, { id: hana }, { language: 'en' });
    expect(result.errors).toBeUndefined();
    expect(result.data.node).toMatchObject({
      displayName: '花守',
      bio: expect.stringContaining('人形推し'),
      followerCount: 2,
      followingCount: 2,
      viewerIsFollowing: false,
      isViewer: false,
    });
    expect(
      result.data.node.followers.edges.map(
        (e: { node: { displayName: string } }) => e.node.displayName,
      ),
    ).toEqual(['Alex', 'くろねこ']);
    expect(result.data.node.following.edges).toEqual([
      { node: { displayName: '『魔王子と人形』公式' } },
      { node: { displayName: 'くろねこ' } },
    ]);
  });

  it('pages the followers with first/after, no fan twice', async () => {
    const first = await garden.call(PROFILE, { id: hana, first: 1 });
    const page1 = first.data.node.followers;
    expect(page1.edges).toHaveLength(1);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const second = await garden.call(PROFILE, {
      id: hana,
      first: 1,
      after: page1.pageInfo.endCursor,
    });
    const page2 = second.data.node.followers;
    expect(page2.edges).toHaveLength(1);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    expect(page2.edges[0].node.displayName).not.toBe(page1.edges[0].node.displayName);
  });

  it('refuses a page size beyond the maximum and a malformed cursor', async () => {
    const tooMany = await garden.call(PROFILE, { id: hana, first: 101 });
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const badCursor = await garden.call(PROFILE, { id: hana, first: 1, after: 'bm9wZQ==' });
    expect(badCursor.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('follows once however often it is asked, and a retry replays', async () => {
    const input = { clientMutationId: 'follow-1', userId: alex };
    const first = await garden.call(FOLLOW, { input }, { as: 'fan-follower' });
    expect(first.errors).toBeUndefined();
    expect(first.data.followUser).toEqual({
      __typename: 'FollowUserPayload',
      clientMutationId: 'follow-1',
      user: { displayName: 'Alex', followerCount: 1, viewerIsFollowing: true },
      viewerUser: { followingCount: 1 },
    });
    const retry = await garden.call(FOLLOW, { input }, { as: 'fan-follower' });
    expect(retry.data.followUser.user.followerCount).toBe(1);
    const again = await garden.call(
      FOLLOW,
      { input: { clientMutationId: 'follow-2', userId: alex } },
      { as: 'fan-follower' },
    );
    expect(again.data.followUser.user).toMatchObject({ followerCount: 1, viewerIsFollowing: true });
    const seen = await garden.call(PROFILE, { id: alex }, { as: 'fan-follower' });
    expect(seen.data.node).toMatchObject({ viewerIsFollowing: true, followerCount: 1 });
    expect(seen.data.node.followers.edges).toEqual([
      expect.objectContaining({ node: { displayName: 'Follower' } }),
    ]);
  });

  it('unfollows, and unfollowing again changes nothing', async () => {
    await garden.call(
      FOLLOW,
      { input: { clientMutationId: 'f-kuro', userId: kuro } },
      { as: 'fan-follower' },
    );
    const first = await garden.call(
      UNFOLLOW,
      { input: { clientMutationId: 'u-kuro-1', userId: kuro } },
      { as: 'fan-follower' },
    );
    expect(first.data.unfollowUser).toMatchObject({
      __typename: 'UnfollowUserPayload',
      user: { followerCount: 2, viewerIsFollowing: false },
    });
    const again = await garden.call(
      UNFOLLOW,
      { input: { clientMutationId: 'u-kuro-2', userId: kuro } },
      { as: 'fan-follower' },
    );
    expect(again.data.unfollowUser.user).toEqual({ followerCount: 2, viewerIsFollowing: false });
  });

  it('refuses signed-out visitors and signed-in fans who have not joined, writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const signedOut = await garden.call(FOLLOW, {
      input: { clientMutationId: 'x1', userId: hana },
    });
    expect(signedOut.data.followUser.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const notJoined = await garden.call(
      UNFOLLOW,
      { input: { clientMutationId: 'x2', userId: hana } },
      { as: 'fan-never-joined' },
    );
    expect(notJoined.data.unfollowUser.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('refuses unknown fans, fans of another garden and other types as not found', async () => {
    const before = await tableCounts(garden.database.db);
    const stranger = toGlobalId('User', garden.other.userIds.stranger);
    for (const userId of [
      toGlobalId('User', 999_999),
      stranger,
      toGlobalId('Channel', garden.demo.channelIds.lobby),
      'nonsense',
    ]) {
      const result = await garden.call(
        FOLLOW,
        { input: { clientMutationId: `nf-${userId}`.slice(0, 60), userId } },
        { as: 'fan-follower', language: 'en' },
      );
      expect(result.data.followUser).toEqual({
        __typename: 'NotFoundError',
        message: 'It could not be found in this garden.',
      });
    }
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('refuses following yourself with a typed input error in the request language', async () => {
    const me = await garden.call('{ viewer { user { id } } }', {}, { as: 'fan-follower' });
    const result = await garden.call(
      FOLLOW,
      { input: { clientMutationId: 'self', userId: me.data.viewer.user.id } },
      { as: 'fan-follower', language: 'ja' },
    );
    expect(result.data.followUser).toEqual({
      __typename: 'InvalidInputError',
      message: '自分をフォローすることはできません。',
      field: 'userId',
    });
  });

  it('never shows another garden’s fan or follows through node', async () => {
    const result = await garden.call(
      PROFILE,
      { id: hana },
      { tenant: OTHER_TENANT_ID, as: 'fan-other-tenant' },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.node).toBeNull();
  });

  it('says which profile is the viewer’s own', async () => {
    const me = await garden.call(
      '{ viewer { user { id isViewer viewerIsFollowing } } }',
      {},
      { as: 'fan-follower' },
    );
    expect(me.data.viewer.user).toMatchObject({ isViewer: true, viewerIsFollowing: false });
  });
});
