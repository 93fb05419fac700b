// Likes: a fan may like a post up to MAX_LIKES_PER_FAN times, also when the likes race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIKES_PER_FAN } from '../../common/limits';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { CREATE_POST, LIKE_POST, POST_NODE, globalId } from './postsTestDocuments';

describe.each(testBackends)('likePost (%s)', (backend) => {
  let garden: TestGarden;
  let postId: string;
  let counter = 0;
  const like = (as: string | undefined, id = postId, clientMutationId = `like-${(counter += 1)}`) =>
    garden.call(LIKE_POST, { input: { clientMutationId, postId: id } }, { as, language: 'en' });

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('author', 'Author');
    await garden.join('cheerer', 'Cheerer');
    await garden.join('racer', 'Racer');
    const created = await garden.call(
      CREATE_POST,
      { input: { clientMutationId: 'p', body: 'like me', visibility: 'MEMBERS' } },
      { as: 'author' },
    );
    postId = created.data.createPost.postEdge.node.id;
  });
  afterAll(() => garden?.close());

  it(`counts each like up to ${MAX_LIKES_PER_FAN}, then answers AlreadyMaxLikeCountError`, async () => {
    for (let n = 1; n <= MAX_LIKES_PER_FAN; n += 1) {
      const result = await like('cheerer');
      expect(result.data.likePost).toEqual({
        __typename: 'LikePostPayload',
        post: {
          id: postId,
          likeCount: n,
          viewerLikeCount: n,
          maxLikesPerFan: MAX_LIKES_PER_FAN,
        },
      });
    }
    const before = await tableCounts(garden.database.db);
    const over = await like('cheerer');
    expect(over.data.likePost).toEqual({
      __typename: 'AlreadyMaxLikeCountError',
      message: `You have already liked this post ${MAX_LIKES_PER_FAN} times, the most one fan can.`,
      maxLikeCount: MAX_LIKES_PER_FAN,
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
    // Another fan's likes add to the total; each fan sees their own count.
    const other = await like('author');
    expect(other.data.likePost.post).toMatchObject({
      likeCount: MAX_LIKES_PER_FAN + 1,
      viewerLikeCount: 1,
    });
  });

  it('likes once per clientMutationId', async () => {
    const first = await like('author', postId, 'same-like');
    const retry = await like('author', postId, 'same-like');
    expect(retry.data.likePost.post.likeCount).toBe(first.data.likePost.post.likeCount);
    expect(retry.data.likePost.post.viewerLikeCount).toBe(2);
  });

  it(`never lets parallel likes of one fan pass ${MAX_LIKES_PER_FAN}`, async () => {
    const before = (await garden.call(POST_NODE, { id: postId }, { as: 'racer' })).data.node;
    const attempts = MAX_LIKES_PER_FAN + 6;
    const results = await Promise.all(Array.from({ length: attempts }, () => like('racer')));
    const typenames = results.map((result) => result.data.likePost.__typename);
    expect(typenames.filter((name) => name === 'LikePostPayload')).toHaveLength(MAX_LIKES_PER_FAN);
    expect(typenames.filter((name) => name === 'AlreadyMaxLikeCountError')).toHaveLength(6);
    const after = (await garden.call(POST_NODE, { id: postId }, { as: 'racer' })).data.node;
    expect(after.viewerLikeCount).toBe(MAX_LIKES_PER_FAN);
    expect(after.likeCount).toBe(before.likeCount + MAX_LIKES_PER_FAN);
  });

  it('refuses visitors, fans who have not joined, and posts they cannot see', async () => {
    const before = await tableCounts(garden.database.db);
    expect((await like(undefined)).data.likePost.__typename).toBe(
      'ShouldBeLoggedInOrSignedUpError',
    );
    expect((await like('not-joined')).data.likePost.__typename).toBe(
      'ShouldBeLoggedInOrSignedUpError',
    );
    expect((await like('cheerer', globalId('Post', 999999))).data.likePost.__typename).toBe(
      'NotFoundError',
    );
    expect((await like('cheerer', globalId('Topic', 1))).data.likePost.__typename).toBe(
      'NotFoundError',
    );
    // The post is members-only: from the other garden it does not exist.
    await garden.join('other-member', 'Other', 'other');
    const fromOther = await garden.call(
      LIKE_POST,
      { input: { clientMutationId: 'x', postId } },
      { as: 'other-member', tenant: 'other' },
    );
    expect(fromOther.data.likePost.__typename).toBe('NotFoundError');
    const afterCounts = await tableCounts(garden.database.db);
    // Joining the other garden wrote its own rows; the likes did not move.
    expect(afterCounts.postLikes).toBe(before.postLikes);
    expect(afterCounts.posts).toBe(before.posts);
  });
});
