// editPost: the author changes their post's text, images and visibility in one go; the
// search index follows, likes and comments stay, removed images lose their files; every
// refusal is typed and writes nothing; a retry (even a concurrent one) edits once; and a
// post made members-only disappears for visitors through every path.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_POST_IMAGES, MAX_POST_LENGTH } from '../../common/limits';
import { users } from '../community/tables';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { tenantScope } from '../db/tenantScope';
import { localDiskStorage } from '../storage/mediaStorage';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';
import { COMMENT, CREATE_POST, DELETE_POST, LIKE_POST, globalId } from './postsTestDocuments';
import { postImages, posts } from './tables';

const EDIT = `mutation EditPost($input: EditPostInput!) {
  editPost(input: $input) {
    __typename
    ... on Error { message }
    ... on InvalidInputError { field reason limit }
    ... on TextModerationError { field }
    ... on EditPostPayload {
      clientMutationId
      post { id body visibility editedAt createdAt likeCount commentCount topic { id }
        images { uploadId url altText } }
    }
  }
}`;

const NODE = `query($id: ID!) { node(id: $id) { ... on Post { id body editedAt } } }`;
const SEARCH = `query($q: String!) { community { searchPosts(query: $q, first: 50) { edges { node { id body } } } } }`;
const TIMELINE = `{ community { timeline(first: 50) { edges { node { id body } } } } }`;

interface Uploaded {
  uploadId: string;
  url: string;
}

describe.each(testBackends)('editPost (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const nextId = () => `edit-${(counter += 1)}`;
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'garden-edit-media-'));
  const disk = localDiskStorage(mediaDir);

  const create = async (body: string, extra: Record<string, unknown> = {}, as = 'author') => {
    const result = await garden.call(
      CREATE_POST,
      { input: { clientMutationId: nextId(), body, visibility: 'PUBLIC', ...extra } },
      { as },
    );
    expect(result.data.createPost.__typename, JSON.stringify(result)).toBe('CreatePostPayload');
    return result.data.createPost.postEdge.node as { id: string };
  };
  const edit = (
    postId: string,
    input: Record<string, unknown>,
    as: string | null = 'author',
    options: { language?: 'ja' | 'en'; tenant?: string } = {},
  ) =>
    garden.call(
      EDIT,
      {
        input: { clientMutationId: nextId(), postId, visibility: 'PUBLIC', body: 'x', ...input },
      },
      { as: as ?? undefined, ...options },
    );
  const uploadPhoto = async (as = 'author'): Promise<Uploaded> => {
    const photo = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#8b3f6b' },
    })
      .jpeg()
      .toBuffer();
    const response = await garden.server.yoga.fetch('http://garden.test/uploads/post-image', {
      method: 'POST',
      headers: { ...(await garden.headers({ as })), 'content-type': 'image/jpeg' },
      body: new Uint8Array(photo),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as Uploaded;
  };
  const storageKeyOf = async (uploadId: string) => {
    const id = Number(Buffer.from(uploadId, 'base64').toString().split(':')[1]);
    const [row] = await tenantScope(garden.database.db, garden.demo.tenantId)
      .selectFields({ storageKey: postImages.storageKey }, postImages, eq(postImages.id, id))
      .limit(1);
    return row.storageKey!;
  };
  const search = async (q: string, as?: string) =>
    (await garden.call(SEARCH, { q }, { as })).data.community.searchPosts.edges.map(
      (edge: { node: { id: string } }) => edge.node.id,
    ) as string[];

  beforeAll(async () => {
    garden = await createTestGarden(backend, { mediaStorage: disk });
    await garden.join('author', '書く人');
    await garden.join('reader', '読む人');
    await garden.join('author', 'Elsewhere', OTHER_TENANT_ID);
    // The other garden's operator: staff there, nobody here.
    await garden.join('other-operator', 'Operator elsewhere', OTHER_TENANT_ID);
    await tenantScope(garden.database.db, OTHER_TENANT_ID).update(
      users,
      { role: 'OPERATOR' },
      eq(users.authUid, 'other-operator'),
    );
  });
  afterAll(async () => {
    await garden?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('changes text, images and visibility at once, keeping likes and comments', async () => {
    const [kept, dropped, added] = [await uploadPhoto(), await uploadPhoto(), await uploadPhoto()];
    const post = await create('第12話の感想：紅茶のシーンがよかった', {
      images: [
        { uploadId: kept.uploadId, altText: '紅茶' },
        { uploadId: dropped.uploadId, altText: '消す' },
      ],
    });
    await garden.call(
      LIKE_POST,
      { input: { clientMutationId: nextId(), postId: post.id } },
      { as: 'reader' },
    );
    await garden.call(
      COMMENT,
      { input: { clientMutationId: nextId(), postId: post.id, body: 'わかる！' } },
      { as: 'reader' },
    );
    const droppedKey = await storageKeyOf(dropped.uploadId);
    expect(await disk.get(droppedKey)).not.toBeNull();

    const edited = await edit(post.id, {
      body: '  第12話の感想：人形の庭のシーンが最高だった ',
      visibility: 'MEMBERS',
      images: [
        { uploadId: added.uploadId, altText: '庭' },
        { uploadId: kept.uploadId, altText: '紅茶のカップ' },
      ],
    });
    const node = edited.data.editPost.post;
    expect(edited.data.editPost.__typename).toBe('EditPostPayload');
    expect(node).toMatchObject({
      id: post.id,
      body: '第12話の感想：人形の庭のシーンが最高だった',
      visibility: 'MEMBERS',
      likeCount: 1,
      commentCount: 1,
      images: [
        { uploadId: added.uploadId, url: added.url, altText: '庭' },
        { uploadId: kept.uploadId, url: kept.url, altText: '紅茶のカップ' },
      ],
    });
    expect(Date.parse(node.editedAt)).toBeGreaterThanOrEqual(Date.parse(node.createdAt));
    // The image left out is gone, row and file; the kept and added ones stay.
    expect(await disk.get(droppedKey)).toBeNull();
    expect(await disk.get(await storageKeyOf(kept.uploadId))).not.toBeNull();
    const rows = await tenantScope(garden.database.db, garden.demo.tenantId).count(
      postImages,
      eq(postImages.postId, Number(Buffer.from(post.id, 'base64').toString().split(':')[1])),
    );
    expect(rows).toBe(2);
    // A never-edited post says so.
    const fresh = await create('編集していない投稿');
    expect((await garden.call(NODE, { id: fresh.id })).data.node.editedAt).toBeNull();
  });

  it('reindexes search: the old words are gone, the new ones found, Japanese substrings too', async () => {
    const post = await create('きょうはマカロンを焼きました');
    expect(await search('マカロン', 'reader')).toContain(post.id);
    const edited = await edit(post.id, { body: '今日も推し活がんばる！ガーデンパーティー' });
    expect(edited.data.editPost.__typename).toBe('EditPostPayload');
    expect(await search('マカロン', 'reader')).not.toContain(post.id);
    expect(await search('推し活', 'reader')).toContain(post.id);
    // Kana and width variants match, as for a new post.
    expect(await search('がーでん', 'reader')).toContain(post.id);
    expect(await search('ｶﾞｰﾃﾞﾝ', 'reader')).toContain(post.id);
  });

  it('answers every refusal with a typed error in the request language and writes nothing', async () => {
    const post = await create('refusals');
    const othersPost = await create('読む人の投稿', {}, 'reader');
    const [theirs] = await tenantScope(garden.database.db, OTHER_TENANT_ID)
      .selectFields({ id: posts.id }, posts)
      .limit(1);
    const foreignUpload = await uploadPhoto('reader');
    const uploads = await Promise.all(
      Array.from({ length: MAX_POST_IMAGES + 1 }, () => uploadPhoto()),
    );
    const before = await tableCounts(garden.database.db);

    expect((await edit(post.id, {}, null, { language: 'en' })).data.editPost).toEqual({
      __typename: 'ShouldBeLoggedInOrSignedUpError',
      message: 'Please sign in and join the garden to do this.',
    });
    expect((await edit(post.id, {}, 'not-joined')).data.editPost.__typename).toBe(
      'ShouldBeLoggedInOrSignedUpError',
    );
    expect((await edit(post.id, { body: ' \u200b ' })).data.editPost).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'body',
      reason: 'REQUIRED',
    });
    expect(
      (await edit(post.id, { body: 'あ'.repeat(MAX_POST_LENGTH + 1) })).data.editPost,
    ).toMatchObject({
      __typename: 'InvalidInputError',
      reason: 'TOO_LONG',
      limit: MAX_POST_LENGTH,
    });
    expect((await edit(post.id, { body: 'これは禁句です' })).data.editPost).toMatchObject({
      __typename: 'TextModerationError',
      field: 'body',
    });
    expect(
      (await edit(post.id, { topicId: globalId('Topic', 99999) })).data.editPost.__typename,
    ).toBe('NotFoundError');
    expect(
      (
        await edit(post.id, {
          images: uploads.map(({ uploadId }) => ({ uploadId })),
        })
      ).data.editPost,
    ).toMatchObject({ __typename: 'InvalidInputError', field: 'images', limit: MAX_POST_IMAGES });
    const foreign = await edit(
      post.id,
      { images: [{ uploadId: foreignUpload.uploadId }] },
      'author',
      {
        language: 'en',
      },
    );
    expect(foreign.data.editPost).toEqual({
      __typename: 'NotFoundError',
      message: 'The uploaded image could not be found. Please choose it again.',
    });
    // Another fan's post, another garden's, an unknown id, a post of another type: not found.
    for (const postId of [
      othersPost.id,
      globalId('Post', Number(theirs.id)),
      globalId('Post', 999999),
      globalId('Topic', 1),
    ])
      expect((await edit(postId, {})).data.editPost.__typename).toBe('NotFoundError');
    // Another garden's fan or operator, in that garden, cannot reach this garden's post.
    for (const as of ['author', 'other-operator'])
      expect(
        (await edit(post.id, {}, as, { tenant: OTHER_TENANT_ID })).data.editPost.__typename,
      ).toBe('NotFoundError');
    // An operator may delete a fan's post, but its words stay the fan's.
    expect(
      (await edit(othersPost.id, {}, DEMO_OPERATOR_UID, { language: 'en' })).data.editPost,
    ).toEqual({
      __typename: 'PermissionDeniedError',
      message: expect.any(String) as string,
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
    const [unchanged] = await tenantScope(garden.database.db, garden.demo.tenantId)
      .select(posts, eq(posts.body, 'refusals'))
      .limit(1);
    expect(unchanged.editedAt).toBeNull();

    // A deleted post is not found.
    await garden.call(
      DELETE_POST,
      { input: { clientMutationId: nextId(), postId: post.id } },
      { as: 'author' },
    );
    expect((await edit(post.id, { body: 'too late' })).data.editPost.__typename).toBe(
      'NotFoundError',
    );
  });

  it('edits once per clientMutationId, even for two calls at once, and refuses the id reused', async () => {
    const post = await create('retry me');
    const added = await uploadPhoto();
    const input = {
      clientMutationId: 'edit-twice',
      postId: post.id,
      body: 'retried edit',
      visibility: 'PUBLIC',
      images: [{ uploadId: added.uploadId }],
    };
    const [first, second] = await Promise.all([
      garden.call(EDIT, { input }, { as: 'author' }),
      garden.call(EDIT, { input }, { as: 'author' }),
    ]);
    expect(first.data.editPost.__typename, JSON.stringify(first)).toBe('EditPostPayload');
    expect(second.data.editPost).toEqual(first.data.editPost);
    const later = await garden.call(EDIT, { input }, { as: 'author' });
    expect(later.data.editPost).toEqual(first.data.editPost);
    const reused = await garden.call(
      EDIT,
      { input: { ...input, body: 'something else' } },
      { as: 'author' },
    );
    expect(reused.data.editPost).toMatchObject({ __typename: 'InvalidInputError' });
    expect((await garden.call(NODE, { id: post.id })).data.node).toEqual({
      id: post.id,
      body: 'retried edit',
      editedAt: first.data.editPost.post.editedAt,
    });
  });

  it('hides a post made members-only from visitors by id, in feeds and in search', async () => {
    const post = await create('みんなに見せたいお茶会の写真');
    expect((await garden.call(NODE, { id: post.id })).data.node.id).toBe(post.id);
    await edit(post.id, { body: 'メンバーだけのお茶会の写真', visibility: 'MEMBERS' });
    const timelineIds = async (as?: string, tenant?: string) =>
      (await garden.call(TIMELINE, {}, { as, tenant })).data.community.timeline.edges.map(
        (edge: { node: { id: string } }) => edge.node.id,
      ) as string[];
    for (const as of [undefined, 'not-joined']) {
      expect((await garden.call(NODE, { id: post.id }, { as })).data.node).toBeNull();
      expect(await timelineIds(as)).not.toContain(post.id);
      expect(await search('お茶会', as)).not.toContain(post.id);
    }
    // Another garden (its operator included) never sees it.
    for (const as of ['author', 'other-operator']) {
      expect(
        (await garden.call(NODE, { id: post.id }, { as, tenant: OTHER_TENANT_ID })).data.node,
      ).toBeNull();
      expect(await timelineIds(as, OTHER_TENANT_ID)).not.toContain(post.id);
    }
    // Another fan of this garden still reads it: members may.
    expect((await garden.call(NODE, { id: post.id }, { as: 'reader' })).data.node.body).toBe(
      'メンバーだけのお茶会の写真',
    );
    expect(await search('お茶会', 'reader')).toContain(post.id);
  });
});
