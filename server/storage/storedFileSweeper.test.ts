// The stored-file cleanup: a delete that fails after the commit stays queued and the sweep
// deletes it later (with backoff), abandoned uploads are deleted a day on while used ones
// never are, two sweepers at once delete each file once, a leaving fan's files go even
// when the storage fails at first, and the same against an S3-compatible bucket.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { avatarUploadRecords } from '../accounts/avatarUploads';
import { tenantScope } from '../db/tenantScope';
import { postImageUploads } from '../posts/postImages';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { startTestS3, type TestS3 } from '../testing/testS3';
import { localDiskStorage, type MediaStorage } from './mediaStorage';
import { DELETION_LEASE_MS, queueStoredFileDeletions } from './storedFileDeletions';
import { ORPHAN_UPLOAD_AGE_MS, sweepStoredFiles } from './storedFileSweeper';
import { mediaStorageFromEnv } from './storageFromEnv';
import { storedFileDeletions } from './tables';

const HOUR = 60 * 60 * 1000;
const records = [avatarUploadRecords, postImageUploads];

/** A storage that can be made to fail its deletes (S3 down), counting each real delete. */
function flaky(inner: MediaStorage) {
  const deletes = new Map<string, number>();
  const storage = {
    ...inner,
    failing: false,
    deletes,
    async delete(key: string) {
      if (storage.failing) throw new Error('storage unavailable');
      // A little wait, so that two sweepers' deletes interleave.
      await new Promise((resolve) => setTimeout(resolve, 2));
      deletes.set(key, (deletes.get(key) ?? 0) + 1);
      await inner.delete(key);
    },
  };
  return storage;
}

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#5a3f8b' } })
    .png()
    .toBuffer();

const CREATE_POST = `mutation($input: CreatePostInput!) {
  createPost(input: $input) { __typename ... on CreatePostPayload { postEdge { node { id } } } }
}`;
const DELETE_POST = `mutation($input: DeletePostInput!) { deletePost(input: $input) { __typename } }`;
const SAVE_DRAFT = `mutation($input: SavePostDraftInput!) {
  savePostDraft(input: $input) { __typename ... on SavePostDraftPayload { draftEdge { node { id } } } }
}`;
const DELETE_DRAFT = `mutation($input: DeletePostDraftInput!) { deletePostDraft(input: $input) { __typename } }`;
const UPDATE_PROFILE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }`;
const DELETE_ACCOUNT = `mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) { __typename } }`;

describe.each(testBackends)('stored-file cleanup (%s)', (backend) => {
  let garden: TestGarden;
  let root: string;
  let storage: ReturnType<typeof flaky>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'garden-sweep-'));
    storage = flaky(localDiskStorage(root));
    garden = await createTestGarden(backend, { mediaStorage: storage });
    await garden.join('fan-sweep', 'Sweeping fan');
  });
  afterAll(async () => {
    await garden?.close();
    await rm(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    storage.failing = false;
  });

  const db = () => garden.database.db;
  const sweep = (now: Date) => sweepStoredFiles(db(), storage, records, now);
  const queued = (keys: string[]) =>
    tenantScope(db(), 'demo').select(
      storedFileDeletions,
      inArray(storedFileDeletions.storageKey, keys),
    );

  async function upload(as: string, kind: 'post-image' | 'avatar') {
    const response = await garden.server.yoga.fetch(`http://garden.test/uploads/${kind}`, {
      method: 'POST',
      headers: { ...(await garden.headers({ as })), 'content-type': 'image/png' },
      body: new Uint8Array(await png()),
    });
    expect(response.status).toBe(201);
    const { uploadId, url } = (await response.json()) as { uploadId: string; url: string };
    return { uploadId, key: url.replace('/media/', '') };
  }

  async function saveAvatar(as: string, uploadId: string, displayName: string, id: string) {
    const saved = await garden.call(
      UPDATE_PROFILE,
      { input: { clientMutationId: id, displayName, bio: '', avatarUploadId: uploadId } },
      { as },
    );
    expect(saved.data.updateProfile.__typename).toBe('UpdateProfilePayload');
  }

  async function draftWith(as: string, uploadId: string, id: string) {
    const saved = await garden.call(
      SAVE_DRAFT,
      {
        input: {
          clientMutationId: id,
          body: 'あとで',
          visibility: 'PUBLIC',
          images: [{ uploadId }],
        },
      },
      { as },
    );
    expect(saved.data.savePostDraft.__typename).toBe('SavePostDraftPayload');
    return saved.data.savePostDraft.draftEdge.node.id as string;
  }

  it('keeps a failed delete queued with backoff, and the sweep deletes the file and the row', async () => {
    const image = await upload('fan-sweep', 'post-image');
    const draftId = await draftWith('fan-sweep', image.uploadId, 'sweep-draft-1');

    storage.failing = true;
    const started = Date.now();
    const deleted = await garden.call(
      DELETE_DRAFT,
      { input: { clientMutationId: 'sweep-draft-1-delete', draftId } },
      { as: 'fan-sweep' },
    );
    // The fan's answer does not depend on the storage.
    expect(deleted.data.deletePostDraft.__typename).toBe('DeletePostDraftPayload');
    expect(await storage.get(image.key)).not.toBeNull();
    const [row] = await queued([image.key]);
    expect(row).toMatchObject({
      reason: 'DRAFT_DELETED',
      attempts: 1,
      lastError: 'storage unavailable',
    });
    // The first retry waits about a minute.
    const wait = row.nextAttemptAt.getTime() - started;
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThan(5 * 60_000);

    // Not due yet: untouched.
    expect(await sweep(new Date(started + 10_000))).toMatchObject({ deleted: 0, failed: 0 });
    // Due, still failing: the wait doubles.
    const second = new Date(row.nextAttemptAt.getTime() + 1000);
    expect(await sweep(second)).toMatchObject({ deleted: 0, failed: 1 });
    const [again] = await queued([image.key]);
    expect(again.attempts).toBe(2);
    expect(again.nextAttemptAt.getTime() - second.getTime()).toBe(2 * 60_000);

    storage.failing = false;
    const outcome = await sweep(new Date(again.nextAttemptAt.getTime() + 1000));
    expect(outcome.deleted).toBeGreaterThanOrEqual(1);
    expect(await storage.get(image.key)).toBeNull();
    expect(await queued([image.key])).toEqual([]);
  });

  it('caps the backoff at six hours and never gives up', async () => {
    const key = `demo/posts/${randomUUID()}.webp`;
    let now = new Date(Date.now() + 1000 * HOUR);
    await tenantScope(db(), 'demo').transaction((tx) =>
      queueStoredFileDeletions(tx, [key], 'POST_DELETED', now),
    );
    storage.failing = true;
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const [row] = await queued([key]);
      now = new Date(row.nextAttemptAt.getTime() + 1);
      await sweep(now);
    }
    const [row] = await queued([key]);
    expect(row.attempts).toBe(12);
    expect(row.nextAttemptAt.getTime() - now.getTime()).toBe(6 * HOUR);
    storage.failing = false;
    await sweep(new Date(row.nextAttemptAt.getTime() + 1));
    expect(await queued([key])).toEqual([]);
  });

  it("deletes a post's images with the post, at once when the storage answers", async () => {
    const image = await upload('fan-sweep', 'post-image');
    const created = await garden.call(
      CREATE_POST,
      {
        input: {
          clientMutationId: 'sweep-post',
          body: '写真つき',
          visibility: 'PUBLIC',
          images: [{ uploadId: image.uploadId }],
        },
      },
      { as: 'fan-sweep' },
    );
    const postId = created.data.createPost.postEdge.node.id;
    const deleted = await garden.call(
      DELETE_POST,
      { input: { clientMutationId: 'sweep-post-delete', postId } },
      { as: 'fan-sweep' },
    );
    expect(deleted.data.deletePost.__typename).toBe('DeletePostPayload');
    expect(await storage.get(image.key)).toBeNull();
    expect(await queued([image.key])).toEqual([]);
  });

  it('deletes uploads abandoned for a day, never one in use', async () => {
    await garden.join('fan-orphans', 'Orphan fan');
    const abandoned = await upload('fan-orphans', 'post-image');
    const posted = await upload('fan-orphans', 'post-image');
    const drafted = await upload('fan-orphans', 'post-image');
    const unsavedAvatar = await upload('fan-orphans', 'avatar');
    const avatar = await upload('fan-orphans', 'avatar');
    const created = await garden.call(
      CREATE_POST,
      {
        input: {
          clientMutationId: 'orphan-post',
          body: '使っている画像',
          visibility: 'MEMBERS',
          images: [{ uploadId: posted.uploadId }],
        },
      },
      { as: 'fan-orphans' },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createPost.__typename).toBe('CreatePostPayload');
    await draftWith('fan-orphans', drafted.uploadId, 'orphan-draft');
    await saveAvatar('fan-orphans', avatar.uploadId, 'Orphan fan', 'orphan-avatar');
    const all = [abandoned, posted, drafted, unsavedAvatar, avatar].map((upload) => upload.key);

    // A day has not passed: nothing is touched.
    expect((await sweep(new Date(Date.now() + ORPHAN_UPLOAD_AGE_MS - HOUR))).orphansQueued).toBe(0);
    for (const key of all) expect(await storage.get(key)).not.toBeNull();

    await sweep(new Date(Date.now() + ORPHAN_UPLOAD_AGE_MS + HOUR));
    expect(await storage.get(abandoned.key)).toBeNull();
    expect(await storage.get(unsavedAvatar.key)).toBeNull();
    for (const key of [posted.key, drafted.key, avatar.key])
      expect(await storage.get(key)).not.toBeNull();
    expect(await queued(all)).toEqual([]);
    // Later sweeps leave the used ones alone too.
    await sweep(new Date(Date.now() + 30 * ORPHAN_UPLOAD_AGE_MS));
    for (const key of [posted.key, drafted.key, avatar.key])
      expect(await storage.get(key)).not.toBeNull();
  });

  it('deletes each file once when two sweepers run at the same time', async () => {
    const keys = Array.from({ length: 120 }, () => `demo/posts/${randomUUID()}.webp`);
    for (const key of keys)
      await storage.put(key, { body: Buffer.from(key), contentType: 'image/webp' });
    const queuedAt = new Date(Date.now() + 2000 * HOUR);
    await tenantScope(db(), 'demo').transaction((tx) =>
      queueStoredFileDeletions(tx, keys, 'POST_DELETED', queuedAt),
    );
    const now = new Date(queuedAt.getTime() + DELETION_LEASE_MS + 1);
    const outcomes = await Promise.all([sweep(now), sweep(now)]);
    // Both took part (files of earlier tests may be among theirs too).
    expect(outcomes[0].deleted + outcomes[1].deleted).toBeGreaterThanOrEqual(keys.length);
    expect(outcomes.every((outcome) => outcome.failed === 0)).toBe(true);
    for (const key of keys) {
      expect(storage.deletes.get(key)).toBe(1);
      expect(await storage.get(key)).toBeNull();
    }
    expect(await queued(keys)).toEqual([]);
  });

  it("deletes a leaving fan's files even when the storage fails at first", async () => {
    await garden.join('fan-leaving', 'Leaving fan');
    const avatar = await upload('fan-leaving', 'avatar');
    const unposted = await upload('fan-leaving', 'post-image');
    const drafted = await upload('fan-leaving', 'post-image');
    await draftWith('fan-leaving', drafted.uploadId, 'leaving-draft');
    await saveAvatar('fan-leaving', avatar.uploadId, 'Leaving fan', 'leaving-avatar');
    const keys = [avatar.key, unposted.key, drafted.key];

    storage.failing = true;
    const left = await garden.call(
      DELETE_ACCOUNT,
      { input: { clientMutationId: 'leaving', confirmed: true } },
      { as: 'fan-leaving' },
    );
    expect(left.data.deleteAccount.__typename).toBe('DeleteAccountPayload');
    for (const key of keys) expect(await storage.get(key)).not.toBeNull();
    const rows = await queued(keys);
    expect(rows.map((row) => row.reason).sort()).toEqual(Array(3).fill('ACCOUNT_DELETED'));

    storage.failing = false;
    await sweep(new Date(Date.now() + HOUR));
    for (const key of keys) expect(await storage.get(key)).toBeNull();
    expect(await queued(keys)).toEqual([]);
  });
});

describe.each(testBackends)('stored-file cleanup with an S3-compatible bucket (%s)', (backend) => {
  let s3: TestS3;
  let garden: TestGarden;
  beforeAll(async () => {
    s3 = await startTestS3();
    garden = await createTestGarden(backend, {
      mediaStorage: mediaStorageFromEnv(s3.env, '/nonexistent'),
    });
  });
  afterAll(async () => {
    await garden?.close();
    await s3?.close();
  });

  it('retries a delete the bucket refused and deletes the object later', async () => {
    const bucket = mediaStorageFromEnv(s3.env, '/nonexistent');
    // The same objects, asked of a bucket that answers with errors (an outage).
    const unreachable = mediaStorageFromEnv({ ...s3.env, S3_BUCKET: 'no-such-bucket' }, '/x');
    const key = `demo/posts/${randomUUID()}.webp`;
    await bucket.put(key, { body: Buffer.from('image'), contentType: 'image/webp' });
    const scope = tenantScope(garden.database.db, 'demo');
    await scope.transaction((tx) => queueStoredFileDeletions(tx, [key], 'POST_DELETED'));
    const failed = await sweepStoredFiles(
      garden.database.db,
      unreachable,
      records,
      new Date(Date.now() + HOUR),
    );
    expect(failed.failed).toBe(1);
    expect(await bucket.get(key)).not.toBeNull();

    const done = await sweepStoredFiles(
      garden.database.db,
      bucket,
      records,
      new Date(Date.now() + 2 * HOUR),
    );
    expect(done.deleted).toBe(1);
    expect(await bucket.get(key)).toBeNull();
    expect(
      await scope.select(storedFileDeletions, eq(storedFileDeletions.storageKey, key)),
    ).toEqual([]);
  });
});
