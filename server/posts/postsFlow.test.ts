// Posting, the timeline and its visibility rules, deleting, and the post's comments.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_COMMENT_LENGTH, MAX_POST_LENGTH, MAX_POSTS_PER_PAGE } from '../../common/limits';
import { tenantScope } from '../db/tenantScope';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';
import {
  COMMENT,
  CREATE_POST,
  DELETE_POST,
  POST_NODE,
  TIMELINE,
  globalId,
} from './postsTestDocuments';
import { posts } from './tables';

type Edge = { cursor: string; node: { id: string; body: string; visibility: string } };

describe.each(testBackends)('posts (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const create = (
    input: { body: string; visibility?: string; topicId?: string; clientMutationId?: string },
    as: string | null = 'poster',
    language: 'ja' | 'en' = 'ja',
  ) =>
    garden.call(
      CREATE_POST,
      {
        input: {
          clientMutationId: input.clientMutationId ?? `create-${(counter += 1)}`,
          visibility: input.visibility ?? 'PUBLIC',
          body: input.body,
          ...(input.topicId ? { topicId: input.topicId } : {}),
        },
      },
      { as: as ?? undefined, language },
    );
  const timeline = async (as?: string, tenant?: string, first = MAX_POSTS_PER_PAGE) =>
    (await garden.call(TIMELINE, { first }, { as, tenant })).data.community.timeline
      .edges as Edge[];

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('poster', '投稿する人');
    await garden.join('reader', '読む人');
  });
  afterAll(() => garden?.close());

  it('shows visitors only public posts, and members every post, newest first', async () => {
    const visitor = await timeline();
    const member = await timeline('reader');
    expect(visitor.length).toBeGreaterThan(0);
    expect(visitor.every((edge) => edge.node.visibility === 'PUBLIC')).toBe(true);
    expect(member.some((edge) => edge.node.visibility === 'MEMBERS')).toBe(true);
    expect(member.length).toBeGreaterThan(visitor.length);
    // A signed-in fan who has not joined is a visitor too.
    expect(await timeline('not-joined')).toEqual(visitor);
    const ids = member.map((edge) => Buffer.from(edge.node.id, 'base64').toString());
    const numbers = ids.map((id) => Number(id.split(':')[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });

  it('never shows another garden its posts, nor a members-only post to a visitor by id', async () => {
    const ours = await timeline('reader');
    const theirs = await timeline(undefined, OTHER_TENANT_ID);
    expect(theirs.map((edge) => edge.node.body)).toEqual(['a public post of the other garden']);
    const ourIds = new Set(ours.map((edge) => edge.node.id));
    expect(theirs.some((edge) => ourIds.has(edge.node.id))).toBe(false);

    // The other garden's members-only post and comment, by id, from this garden: nothing.
    const [otherPost] = await tenantScope(garden.database.db, OTHER_TENANT_ID).select(
      posts,
      eq(posts.visibility, 'MEMBERS'),
    );
    const otherPostId = globalId('Post', Number(otherPost.id));
    await garden.join('stranger-here', 'Here');
    for (const as of [undefined, 'stranger-here']) {
      const node = await garden.call(POST_NODE, { id: otherPostId }, { as });
      expect(node.data.node).toBeNull();
    }
    // …and in its own garden, only to its members.
    const visitorThere = await garden.call(
      POST_NODE,
      { id: otherPostId },
      { tenant: OTHER_TENANT_ID },
    );
    expect(visitorThere.data.node).toBeNull();
    const memberThere = await garden.call(
      POST_NODE,
      { id: otherPostId },
      { tenant: OTHER_TENANT_ID, as: 'other-fan' },
    );
    expect(memberThere.data.node.body).toBe('a members-only post of the other garden');
    // Its comment follows the post's visibility.
    const commentId = memberThere.data.node.comments.edges[0].node.id;
    const commentForVisitor = await garden.call(
      POST_NODE,
      { id: commentId },
      { tenant: OTHER_TENANT_ID },
    );
    expect(commentForVisitor.data.node).toBeNull();
    const commentForMember = await garden.call(
      POST_NODE,
      { id: commentId },
      { tenant: OTHER_TENANT_ID, as: 'other-fan' },
    );
    expect(commentForMember.data.node.body).toBe('a comment of the other garden');
  });

  it('pages the timeline with cursors and refuses a page over the maximum', async () => {
    const all = await timeline('reader');
    const first = await garden.call(TIMELINE, { first: 3 }, { as: 'reader' });
    const page1 = first.data.community.timeline;
    expect(page1.edges).toHaveLength(3);
    expect(page1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await garden.call(
      TIMELINE,
      { first: 3, after: page1.pageInfo.endCursor },
      { as: 'reader' },
    );
    const page2 = second.data.community.timeline;
    expect(page2.pageInfo.hasPreviousPage).toBe(true);
    expect([...page1.edges, ...page2.edges].map((edge: Edge) => edge.node.id)).toEqual(
      all.slice(0, 6).map((edge) => edge.node.id),
    );
    const tooMany = await garden.call(TIMELINE, { first: MAX_POSTS_PER_PAGE + 1 });
    expect(tooMany.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const badCursor = await garden.call(TIMELINE, { first: 2, after: 'garbage' });
    expect(badCursor.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('posts a trimmed members-only post that tops the members’ timeline only', async () => {
    const result = await create({ body: '  今日も推し活がんばる  ', visibility: 'MEMBERS' });
    const payload = result.data.createPost;
    expect(payload.__typename).toBe('CreatePostPayload');
    expect(payload.postEdge.node).toMatchObject({
      body: '今日も推し活がんばる',
      visibility: 'MEMBERS',
      isOfficial: false,
      likeCount: 0,
      viewerIsAuthor: true,
      viewerCanDelete: true,
      author: { displayName: '投稿する人' },
      topic: null,
    });
    expect((await timeline('reader'))[0].node.id).toBe(payload.postEdge.node.id);
    expect((await timeline()).map((edge) => edge.node.id)).not.toContain(payload.postEdge.node.id);
    const asVisitor = await garden.call(POST_NODE, { id: payload.postEdge.node.id });
    expect(asVisitor.data.node).toBeNull();
  });

  it('files a post under a topic', async () => {
    const topics = await garden.call('{ community { topics { edges { node { id name } } } } }');
    const topic = topics.data.community.topics.edges[0].node;
    const result = await create({ body: 'topic post', topicId: topic.id });
    expect(result.data.createPost.postEdge.node.topic).toEqual({ name: topic.name });
  });

  it('posts once per clientMutationId, and refuses the id reused for another text', async () => {
    const before = await tableCounts(garden.database.db);
    const first = await create({ body: 'once', clientMutationId: 'same-id' });
    const retry = await create({ body: 'once', clientMutationId: 'same-id' });
    expect(retry.data.createPost.postEdge.node.id).toBe(first.data.createPost.postEdge.node.id);
    const after = await tableCounts(garden.database.db);
    expect(after.posts).toBe(before.posts + 1);
    const reused = await create({ body: 'another', clientMutationId: 'same-id' });
    expect(reused.data.createPost).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'clientMutationId',
    });
  });

  it('answers every refusal with a typed error in the request language and writes nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const signedOut = await create({ body: 'hello' }, null, 'en');
    expect(signedOut.data.createPost).toEqual({
      __typename: 'ShouldBeLoggedInOrSignedUpError',
      message: 'Please sign in and join the garden to do this.',
    });
    const notJoined = await create({ body: 'hello' }, 'not-joined');
    expect(notJoined.data.createPost.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const empty = await create({ body: ' \u200b ' });
    expect(empty.data.createPost).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'body',
      reason: 'REQUIRED',
    });
    const long = await create({ body: 'あ'.repeat(MAX_POST_LENGTH + 1) });
    expect(long.data.createPost).toMatchObject({
      __typename: 'InvalidInputError',
      reason: 'TOO_LONG',
      limit: MAX_POST_LENGTH,
    });
    const banned = await create({ body: 'これは禁句です' }, 'poster', 'ja');
    expect(banned.data.createPost).toEqual({
      __typename: 'TextModerationError',
      message: expect.stringContaining('') as string,
      field: 'body',
    });
    const noTopic = await create({ body: 'x', topicId: globalId('Topic', 99999) });
    expect(noTopic.data.createPost.__typename).toBe('NotFoundError');
    const wrongType = await create({ body: 'x', topicId: globalId('Post', 1) });
    expect(wrongType.data.createPost.__typename).toBe('NotFoundError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
    // The maximum itself is accepted.
    const longest = await create({ body: 'あ'.repeat(MAX_POST_LENGTH) });
    expect(longest.data.createPost.__typename).toBe('CreatePostPayload');
  });

  it('comments on a post, oldest first, and counts them', async () => {
    const post = (await create({ body: 'comment on me' })).data.createPost.postEdge.node;
    const comment = (body: string, as = 'reader', clientMutationId = `c-${(counter += 1)}`) =>
      garden.call(COMMENT, { input: { clientMutationId, postId: post.id, body } }, { as });
    const first = await comment('  いいですね！ ');
    expect(first.data.commentOnPost.commentEdge.node).toMatchObject({
      body: 'いいですね！',
      viewerIsAuthor: true,
      author: { displayName: '読む人' },
      post: { id: post.id },
    });
    expect(first.data.commentOnPost.post.commentCount).toBe(1);
    await comment('second', 'poster', 'comment-retry');
    await comment('second', 'poster', 'comment-retry');
    const read = await garden.call(POST_NODE, { id: post.id });
    expect(read.data.node.commentCount).toBe(2);
    expect(
      read.data.node.comments.edges.map((edge: { node: { body: string } }) => edge.node.body),
    ).toEqual(['いいですね！', 'second']);

    const before = await tableCounts(garden.database.db);
    expect((await comment('x', 'not-joined')).data.commentOnPost.__typename).toBe(
      'ShouldBeLoggedInOrSignedUpError',
    );
    expect((await comment('禁句')).data.commentOnPost).toMatchObject({
      __typename: 'TextModerationError',
      field: 'body',
    });
    expect((await comment('a'.repeat(MAX_COMMENT_LENGTH + 1))).data.commentOnPost).toMatchObject({
      __typename: 'InvalidInputError',
      reason: 'TOO_LONG',
      limit: MAX_COMMENT_LENGTH,
    });
    const missing = await garden.call(
      COMMENT,
      { input: { clientMutationId: 'm', postId: globalId('Post', 999999), body: 'x' } },
      { as: 'reader' },
    );
    expect(missing.data.commentOnPost.__typename).toBe('NotFoundError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('deletes one’s own post with its comments, once; another fan’s post is not found', async () => {
    const post = (await create({ body: 'delete me' })).data.createPost.postEdge.node;
    await garden.call(
      COMMENT,
      { input: { clientMutationId: 'before-delete', postId: post.id, body: 'bye' } },
      { as: 'reader' },
    );
    const remove = (as: string | undefined, clientMutationId: string) =>
      garden.call(DELETE_POST, { input: { clientMutationId, postId: post.id } }, { as });

    const byOther = await remove('reader', 'd-other');
    expect(byOther.data.deletePost.__typename).toBe('NotFoundError');
    const signedOut = await remove(undefined, 'd-out');
    expect(signedOut.data.deletePost.__typename).toBe('ShouldBeLoggedInOrSignedUpError');

    const before = await tableCounts(garden.database.db);
    const deleted = await remove('poster', 'd-own');
    expect(deleted.data.deletePost).toEqual({
      __typename: 'DeletePostPayload',
      clientMutationId: 'd-own',
      deletedPostId: post.id,
    });
    const after = await tableCounts(garden.database.db);
    expect(after.posts).toBe(before.posts - 1);
    expect(after.postComments).toBe(before.postComments - 1);
    // The retry replays the answer; a new attempt finds nothing left.
    expect((await remove('poster', 'd-own')).data.deletePost.deletedPostId).toBe(post.id);
    expect((await remove('poster', 'd-again')).data.deletePost.__typename).toBe('NotFoundError');
    expect((await garden.call(POST_NODE, { id: post.id }, { as: 'poster' })).data.node).toBeNull();
  });
});
