// Post images and drafts: the upload (re-encoded, no EXIF/GPS, typed refusals), who may
// read a stored image (its uploader until posted, then whoever may read the post, only in
// its own garden), images on createPost with their typed errors, and drafts that only
// their author ever sees (node, the drafts list, the timeline, search), published later.
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_POST_IMAGE_UPLOAD_BYTES, MAX_POST_IMAGES } from '../../common/limits';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import {
  createTestGarden,
  OTHER_TENANT_ID,
  type CallOptions,
  type TestGarden,
} from '../testing/testGarden';
import { POST_IMAGE_MAX_SIDE } from './postImages';
import { postDrafts, postImages } from './tables';

const IMAGE_FIELDS = 'images { url width height altText }';

const CREATE = `mutation($input: CreatePostInput!) {
  createPost(input: $input) {
    __typename
    ... on Error { message }
    ... on InvalidInputError { field reason limit }
    ... on CreatePostPayload { postEdge { node { id body visibility ${IMAGE_FIELDS} } } }
  }
}`;

const SAVE = `mutation($input: SavePostDraftInput!) {
  savePostDraft(input: $input) {
    __typename
    ... on Error { message }
    ... on InvalidInputError { field reason limit }
    ... on SavePostDraftPayload { draftEdge { cursor node { id body visibility ${IMAGE_FIELDS} } } }
  }
}`;

const PUBLISH = `mutation($input: PublishPostDraftInput!) {
  publishPostDraft(input: $input) {
    __typename
    ... on Error { message }
    ... on InvalidInputError { field reason limit }
    ... on PublishPostDraftPayload {
      deletedDraftId
      postEdge { node { id body visibility ${IMAGE_FIELDS} } }
    }
  }
}`;

const DELETE = `mutation($input: DeletePostDraftInput!) {
  deletePostDraft(input: $input) {
    __typename
    ... on Error { message }
    ... on DeletePostDraftPayload { deletedDraftId }
  }
}`;

const DRAFTS = `{ community { postDrafts(first: 50) { edges { node { id body ${IMAGE_FIELDS} } } } } }`;
const NODE = `query($id: ID!) { node(id: $id) { __typename id ... on PostDraft { body } } }`;
const TIMELINE = `{ community { timeline(first: 50) { edges { node { id body ${IMAGE_FIELDS} } } } } }`;
const SEARCH = `query($q: String!) { community { searchPosts(query: $q, first: 50) { edges { node { body } } } } }`;

/** A photo as phones take them: with the camera's EXIF and the GPS position. */
function photoWithLocation(width = 3000, height = 2000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3f6b8b' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'secret-owner', Make: 'GardenPhone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 40/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '139/1 45/1 0/1',
      },
    })
    .toBuffer();
}

interface Uploaded {
  uploadId: string;
  url: string;
  width: number;
  height: number;
}

describe.each(testBackends)('post images and drafts (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const nextId = () => `pid-${(counter += 1)}`;

  const upload = async (body: Buffer | string, type: string, call: CallOptions = {}) => {
    const headers = { ...(await garden.headers(call)), 'content-type': type };
    const response = await garden.server.yoga.fetch('http://garden.test/uploads/post-image', {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const uploadPhoto = async (as: string, tenant?: string) => {
    const uploaded = await upload(await photoWithLocation(1200, 800), 'image/jpeg', { as, tenant });
    expect(uploaded.status).toBe(201);
    return uploaded.body as Uploaded;
  };
  /** GET a media url as a fan (bearer token), a visitor, or from another garden's requests. */
  const fetchMedia = async (url: string, call: CallOptions = {}) => {
    const headers = call.as || call.tenant ? await garden.headers(call) : {};
    return garden.server.yoga.fetch(`http://garden.test${url}`, { headers });
  };

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('author', '書く人');
    await garden.join('fan', '読む人');
    await garden.join('author', 'Elsewhere', OTHER_TENANT_ID);
  });
  afterAll(() => garden?.close());

  it('re-encodes an upload within 2048 px as WebP without EXIF or GPS', async () => {
    const photo = await photoWithLocation();
    const uploaded = await upload(photo, 'image/jpeg', { as: 'author' });
    expect(uploaded.status).toBe(201);
    const { url, width, height, uploadId } = uploaded.body as Uploaded;
    expect(uploadId).toEqual(expect.any(String));
    expect(url).toMatch(/^\/media\/demo\/posts\/[0-9a-f-]{36}\.webp$/);
    expect({ width, height }).toEqual({ width: POST_IMAGE_MAX_SIDE, height: 1365 });
    const stored = await readFile(
      path.join(tmpdir(), `garden-media-${process.pid}`, url.slice('/media/'.length)),
    );
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width, height });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
    expect(stored.includes(Buffer.from('GardenPhone'))).toBe(false);
  });

  it('refuses visitors, other types, non-images and large files with typed errors in both languages', async () => {
    const before = await tableCounts(garden.database.db);
    expect(await upload(await photoWithLocation(), 'image/jpeg')).toMatchObject({
      status: 401,
      body: { error: { code: 'SHOULD_BE_LOGGED_IN_OR_SIGNED_UP' } },
    });
    expect(await upload('<svg/>', 'image/svg+xml', { as: 'author', language: 'en' })).toMatchObject(
      {
        status: 415,
        body: {
          error: {
            code: 'UNSUPPORTED_TYPE',
            message: 'Only JPEG, PNG, WebP and GIF images can be used.',
          },
        },
      },
    );
    expect(await upload('<svg/>', 'image/svg+xml', { as: 'author', language: 'ja' })).toMatchObject(
      {
        body: { error: { message: '使える画像は JPEG、PNG、WebP、GIF です。' } },
      },
    );
    expect(await upload('not really a png', 'image/png', { as: 'author' })).toMatchObject({
      status: 422,
      body: { error: { code: 'NOT_AN_IMAGE' } },
    });
    expect(
      await upload(Buffer.alloc(MAX_POST_IMAGE_UPLOAD_BYTES + 1), 'image/jpeg', {
        as: 'author',
        language: 'en',
      }),
    ).toMatchObject({
      status: 413,
      body: { error: { code: 'TOO_LARGE', message: 'The image is too large (at most 10 MB).' } },
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('serves an unused upload to its uploader only, never cached, and only in its garden', async () => {
    const { url } = await uploadPhoto('author');
    const own = await fetchMedia(url, { as: 'author' });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetchMedia(url)).status).toBe(404);
    expect((await fetchMedia(url, { as: 'fan' })).status).toBe(404);
    // The uploader's own request, but naming the other garden.
    expect((await fetchMedia(url, { as: 'author', tenant: OTHER_TENANT_ID })).status).toBe(404);
    // The author's upload in the other garden is not theirs in this one.
    const elsewhere = await uploadPhoto('author', OTHER_TENANT_ID);
    expect(elsewhere.url).toMatch(/^\/media\/other\/posts\//);
    // A malformed path names no file (and is no server error).
    expect((await fetchMedia('/media/demo/posts/%E0%A4%A.webp')).status).toBe(404);
    expect((await fetchMedia(elsewhere.url, { as: 'fan' })).status).toBe(404);
  });

  it('posts with images in order; a public post’s images are public, a members-only one’s for members', async () => {
    const [first, second] = [await uploadPhoto('author'), await uploadPhoto('author')];
    const created = await garden.call(
      CREATE,
      {
        input: {
          clientMutationId: nextId(),
          body: '薔薇園に行ってきました',
          visibility: 'PUBLIC',
          images: [
            { uploadId: second.uploadId, altText: '  満開の赤い薔薇 ' },
            { uploadId: first.uploadId },
          ],
        },
      },
      { as: 'author' },
    );
    expect(created.data.createPost.__typename).toBe('CreatePostPayload');
    expect(created.data.createPost.postEdge.node.images).toEqual([
      { url: second.url, width: 1200, height: 800, altText: '満開の赤い薔薇' },
      { url: first.url, width: 1200, height: 800, altText: '' },
    ]);
    const visitorView = await fetchMedia(first.url);
    expect(visitorView.status).toBe(200);
    expect(visitorView.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // An image is used once: posting it again is "not found", and writes nothing.
    const before = await tableCounts(garden.database.db);
    const again = await garden.call(
      CREATE,
      {
        input: {
          clientMutationId: nextId(),
          body: 'again',
          visibility: 'PUBLIC',
          images: [{ uploadId: first.uploadId }],
        },
      },
      { as: 'author', language: 'en' },
    );
    expect(again.data.createPost).toEqual({
      __typename: 'NotFoundError',
      message: 'The uploaded image could not be found. Please choose it again.',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);

    const membersOnly = await uploadPhoto('author');
    const secret = await garden.call(
      CREATE,
      {
        input: {
          clientMutationId: nextId(),
          body: '会員限定の写真',
          visibility: 'MEMBERS',
          images: [{ uploadId: membersOnly.uploadId, altText: 'members' }],
        },
      },
      { as: 'author' },
    );
    expect(secret.data.createPost.__typename).toBe('CreatePostPayload');
    expect((await fetchMedia(membersOnly.url)).status).toBe(404);
    expect((await fetchMedia(membersOnly.url, { as: 'not-joined' })).status).toBe(404);
    const member = await fetchMedia(membersOnly.url, { as: 'fan' });
    expect(member.status).toBe(200);
    expect(member.headers.get('cache-control')).toBe('private, max-age=3600');
  });

  it('refuses another fan’s upload, another garden’s, too many images and long alt text', async () => {
    const fansUpload = await uploadPhoto('fan');
    const otherGardens = await uploadPhoto('author', OTHER_TENANT_ID);
    const own = await uploadPhoto('author');
    const before = await tableCounts(garden.database.db);
    for (const uploadId of [fansUpload.uploadId, otherGardens.uploadId, 'bm9wZQ==']) {
      const result = await garden.call(
        CREATE,
        {
          input: {
            clientMutationId: nextId(),
            body: 'x',
            visibility: 'PUBLIC',
            images: [{ uploadId }],
          },
        },
        { as: 'author' },
      );
      expect(result.data.createPost.__typename).toBe('NotFoundError');
    }
    const tooMany = await garden.call(
      CREATE,
      {
        input: {
          clientMutationId: nextId(),
          body: 'x',
          visibility: 'PUBLIC',
          images: Array.from({ length: MAX_POST_IMAGES + 1 }, () => ({ uploadId: own.uploadId })),
        },
      },
      { as: 'author', language: 'en' },
    );
    expect(tooMany.data.createPost).toEqual({
      __typename: 'InvalidInputError',
      message: 'A post can have at most 4 images.',
      field: 'images',
      reason: 'TOO_LONG',
      limit: MAX_POST_IMAGES,
    });
    const longAlt = await garden.call(
      CREATE,
      {
        input: {
          clientMutationId: nextId(),
          body: 'x',
          visibility: 'PUBLIC',
          images: [{ uploadId: own.uploadId, altText: 'あ'.repeat(201) }],
        },
      },
      { as: 'author' },
    );
    expect(longAlt.data.createPost).toMatchObject({
      field: 'altText',
      reason: 'TOO_LONG',
      limit: 200,
    });
    // Every refusal wrote nothing.
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('keeps a draft to its author through node, the drafts list, the timeline, search and media', async () => {
    const photo = await uploadPhoto('author');
    const saved = await garden.call(
      SAVE,
      {
        input: {
          clientMutationId: nextId(),
          body: 'ひみつの下書き薔薇',
          visibility: 'PUBLIC',
          images: [{ uploadId: photo.uploadId, altText: '下書きの写真' }],
        },
      },
      { as: 'author' },
    );
    expect(saved.data.savePostDraft.__typename).toBe('SavePostDraftPayload');
    const draft = saved.data.savePostDraft.draftEdge.node;
    expect(draft.images).toEqual([
      { url: photo.url, width: 1200, height: 800, altText: '下書きの写真' },
    ]);

    const mine = await garden.call(DRAFTS, {}, { as: 'author' });
    expect(
      mine.data.community.postDrafts.edges.map((edge: { node: { id: string } }) => edge.node.id),
    ).toContain(draft.id);
    expect((await garden.call(NODE, { id: draft.id }, { as: 'author' })).data.node).toMatchObject({
      __typename: 'PostDraft',
      body: 'ひみつの下書き薔薇',
    });

    for (const as of [undefined, 'fan', 'not-joined']) {
      expect((await garden.call(DRAFTS, {}, { as })).data.community.postDrafts.edges).toEqual([]);
      expect((await garden.call(NODE, { id: draft.id }, { as })).data.node).toBeNull();
      const timeline = await garden.call(TIMELINE, {}, { as });
      expect(JSON.stringify(timeline.data)).not.toContain('ひみつの下書き');
      const search = await garden.call(SEARCH, { q: '下書き薔薇' }, { as });
      expect(search.data.community.searchPosts.edges).toEqual([]);
    }
    // The author's own search and timeline do not list a draft either: it is not a post.
    expect(
      (await garden.call(SEARCH, { q: '下書き薔薇' }, { as: 'author' })).data.community.searchPosts
        .edges,
    ).toEqual([]);
    // The other garden's requests, even the author's there.
    expect(
      (await garden.call(NODE, { id: draft.id }, { as: 'author', tenant: OTHER_TENANT_ID })).data
        .node,
    ).toBeNull();
    expect((await fetchMedia(photo.url, { as: 'fan' })).status).toBe(404);
    expect((await fetchMedia(photo.url)).status).toBe(404);
    expect((await fetchMedia(photo.url, { as: 'author' })).status).toBe(200);

    // Nobody else may change, publish or delete it.
    const before = await tableCounts(garden.database.db);
    const asFan = { as: 'fan' };
    const change = await garden.call(
      SAVE,
      {
        input: {
          clientMutationId: nextId(),
          draftId: draft.id,
          body: 'hijack',
          visibility: 'PUBLIC',
        },
      },
      asFan,
    );
    expect(change.data.savePostDraft.__typename).toBe('NotFoundError');
    const publish = await garden.call(
      PUBLISH,
      { input: { clientMutationId: nextId(), draftId: draft.id } },
      asFan,
    );
    expect(publish.data.publishPostDraft.__typename).toBe('NotFoundError');
    const remove = await garden.call(
      DELETE,
      { input: { clientMutationId: nextId(), draftId: draft.id } },
      asFan,
    );
    expect(remove.data.deletePostDraft.__typename).toBe('NotFoundError');
    const visitor = await garden.call(DELETE, {
      input: { clientMutationId: nextId(), draftId: draft.id },
    });
    expect(visitor.data.deletePostDraft.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('edits a draft, then publishes it as a new post with its images, once', async () => {
    const [a, b] = [await uploadPhoto('author'), await uploadPhoto('author')];
    const saved = await garden.call(
      SAVE,
      {
        input: {
          clientMutationId: nextId(),
          body: '',
          visibility: 'MEMBERS',
          images: [{ uploadId: a.uploadId }],
        },
      },
      { as: 'author' },
    );
    const draftId = saved.data.savePostDraft.draftEdge.node.id;
    // An empty draft cannot be published (the rules of createPost), and nothing changes.
    const before = await tableCounts(garden.database.db);
    const empty = await garden.call(
      PUBLISH,
      { input: { clientMutationId: nextId(), draftId } },
      { as: 'author' },
    );
    expect(empty.data.publishPostDraft).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'body',
      reason: 'REQUIRED',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);

    const edited = await garden.call(
      SAVE,
      {
        input: {
          clientMutationId: nextId(),
          draftId,
          body: 'お茶会のアクスタ撮影会',
          visibility: 'PUBLIC',
          images: [
            { uploadId: b.uploadId, altText: 'two' },
            { uploadId: a.uploadId, altText: 'one' },
          ],
        },
      },
      { as: 'author' },
    );
    expect(edited.data.savePostDraft.draftEdge.node).toMatchObject({
      id: draftId,
      body: 'お茶会のアクスタ撮影会',
      visibility: 'PUBLIC',
      images: [
        { url: b.url, altText: 'two' },
        { url: a.url, altText: 'one' },
      ],
    });
    // Dropping an image from the draft gives it back as an unused upload (still private).
    const dropped = await garden.call(
      SAVE,
      {
        input: {
          clientMutationId: nextId(),
          draftId,
          body: 'お茶会のアクスタ撮影会',
          visibility: 'PUBLIC',
          images: [{ uploadId: b.uploadId, altText: 'two' }],
        },
      },
      { as: 'author' },
    );
    expect(dropped.data.savePostDraft.draftEdge.node.images).toHaveLength(1);
    const readd = await garden.call(
      SAVE,
      {
        input: {
          clientMutationId: nextId(),
          draftId,
          body: 'お茶会のアクスタ撮影会',
          visibility: 'PUBLIC',
          images: [
            { uploadId: b.uploadId, altText: 'two' },
            { uploadId: a.uploadId, altText: 'one' },
          ],
        },
      },
      { as: 'author' },
    );
    expect(readd.data.savePostDraft.draftEdge.node.images).toHaveLength(2);

    const input = { clientMutationId: nextId(), draftId };
    const [first, retry] = await Promise.all([
      garden.call(PUBLISH, { input }, { as: 'author' }),
      garden.call(PUBLISH, { input }, { as: 'author' }),
    ]);
    expect(first.data.publishPostDraft.__typename).toBe('PublishPostDraftPayload');
    expect(retry.data.publishPostDraft).toEqual(first.data.publishPostDraft);
    const post = first.data.publishPostDraft.postEdge.node;
    expect(first.data.publishPostDraft.deletedDraftId).toBe(draftId);
    expect(post).toMatchObject({
      body: 'お茶会のアクスタ撮影会',
      visibility: 'PUBLIC',
      images: [
        { url: b.url, altText: 'two', width: 1200, height: 800 },
        { url: a.url, altText: 'one' },
      ],
    });
    // Newest on the timeline, seen by a visitor with its images; the draft is gone.
    const timeline = await garden.call(TIMELINE, {});
    expect(timeline.data.community.timeline.edges[0].node.id).toBe(post.id);
    expect((await fetchMedia(a.url)).status).toBe(200);
    expect((await garden.call(NODE, { id: draftId }, { as: 'author' })).data.node).toBeNull();
    const drafts = await garden.call(DRAFTS, {}, { as: 'author' });
    expect(JSON.stringify(drafts.data)).not.toContain(draftId);
  });

  it('erases a leaving fan’s drafts and unused uploads, keeping what they posted', async () => {
    await garden.join('leaver', '去る人');
    const [posted, drafted, unused] = [
      await uploadPhoto('leaver'),
      await uploadPhoto('leaver'),
      await uploadPhoto('leaver'),
    ];
    const created = await garden.call(
      CREATE,
      {
        input: {
          clientMutationId: nextId(),
          body: '最後の写真',
          visibility: 'PUBLIC',
          images: [{ uploadId: posted.uploadId }],
        },
      },
      { as: 'leaver' },
    );
    expect(created.data.createPost.__typename).toBe('CreatePostPayload');
    const saved = await garden.call(
      SAVE,
      {
        input: {
          clientMutationId: nextId(),
          body: '下書きのまま',
          visibility: 'PUBLIC',
          images: [{ uploadId: drafted.uploadId }],
        },
      },
      { as: 'leaver' },
    );
    expect(saved.data.savePostDraft.__typename).toBe('SavePostDraftPayload');
    const left = await garden.call(
      `mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) { __typename } }`,
      { input: { clientMutationId: nextId(), confirmed: true } },
      { as: 'leaver' },
    );
    expect(left.data.deleteAccount.__typename).toBe('DeleteAccountPayload');
    const keys = (await garden.database.db.select().from(postImages)).map((row) => row.storageKey);
    const keyOf = (url: string) => url.slice('/media/'.length);
    expect(keys).toContain(keyOf(posted.url));
    expect(keys).not.toContain(keyOf(drafted.url));
    expect(keys).not.toContain(keyOf(unused.url));
    expect(
      await garden.database.db.select().from(postDrafts).where(eq(postDrafts.body, '下書きのまま')),
    ).toEqual([]);
    expect((await fetchMedia(posted.url)).status).toBe(200);
  });

  it('deletes a draft with its images, once', async () => {
    const photo = await uploadPhoto('author');
    const saved = await garden.call(
      SAVE,
      {
        input: {
          clientMutationId: nextId(),
          body: 'やっぱりやめる',
          visibility: 'PUBLIC',
          images: [{ uploadId: photo.uploadId }],
        },
      },
      { as: 'author' },
    );
    const draftId = saved.data.savePostDraft.draftEdge.node.id;
    const input = { clientMutationId: nextId(), draftId };
    const deleted = await garden.call(DELETE, { input }, { as: 'author' });
    expect(deleted.data.deletePostDraft).toEqual({
      __typename: 'DeletePostDraftPayload',
      deletedDraftId: draftId,
    });
    expect((await garden.call(DELETE, { input }, { as: 'author' })).data.deletePostDraft).toEqual(
      deleted.data.deletePostDraft,
    );
    expect((await fetchMedia(photo.url, { as: 'author' })).status).toBe(404);
    const again = await garden.call(
      DELETE,
      { input: { clientMutationId: nextId(), draftId } },
      { as: 'author' },
    );
    expect(again.data.deletePostDraft.__typename).toBe('NotFoundError');
  });
});
