// The S3-compatible storage against a real S3 protocol server (s3rver): what it stores,
// overwrites, serves and deletes, an avatar uploaded through POST /uploads/avatar with the
// S3_* settings pointing at it, and the leaving fan's avatar gone from the bucket.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { startTestS3, type TestS3 } from '../testing/testS3';
import type { MediaStorage } from './mediaStorage';
import { mediaStorageFromEnv } from './storageFromEnv';

const keyOf = (folder: string) => `demo/${folder}/${randomUUID()}.webp`;
const webp = (body: string) => ({ body: Buffer.from(body), contentType: 'image/webp' });

describe('S3-compatible media storage', () => {
  let s3: TestS3;
  let storage: MediaStorage;
  beforeAll(async () => {
    s3 = await startTestS3();
    storage = mediaStorageFromEnv(s3.env, '/nonexistent');
  });
  afterAll(() => s3?.close());

  it('puts, gets, overwrites and deletes a file', async () => {
    const key = keyOf('avatars');
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, webp('first'));
    expect(await storage.get(key)).toEqual(webp('first'));
    await storage.put(key, webp('second'));
    expect(await storage.get(key)).toEqual(webp('second'));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    // Deleting again (a retried account deletion) is no error.
    await storage.delete(key);
  });

  it('refuses keys that are not media keys, without asking the bucket', async () => {
    await expect(storage.put('demo/../secret.webp', webp('x'))).rejects.toThrow(/media key/);
    expect(await storage.get('demo/avatars/../../x.webp')).toBeNull();
  });

  it('fails loudly when the bucket does not exist, rather than losing the file', async () => {
    const wrong = mediaStorageFromEnv({ ...s3.env, S3_BUCKET: 'no-such-bucket' }, '/x');
    await expect(wrong.put(keyOf('avatars'), webp('x'))).rejects.toThrow(/bucket/i);
  });
});

describe('choosing the storage from the environment', () => {
  it('keeps files on the disk unless S3_BUCKET is set, and refuses half a setting', () => {
    expect(() => mediaStorageFromEnv({}, '/tmp/media')).not.toThrow();
    expect(() => mediaStorageFromEnv({ S3_ENDPOINT: 'http://s3.test' }, '/tmp/m')).toThrow(
      /S3_ENDPOINT is set but S3_BUCKET is not/,
    );
    expect(() =>
      mediaStorageFromEnv({ S3_BUCKET: 'garden', S3_ACCESS_KEY_ID: 'only-one' }, '/tmp/m'),
    ).toThrow(/set together/);
  });
});

describe.each(testBackends)('avatars in an S3-compatible bucket (%s)', (backend) => {
  let s3: TestS3;
  let storage: MediaStorage;
  let garden: TestGarden;
  beforeAll(async () => {
    s3 = await startTestS3();
    storage = mediaStorageFromEnv(s3.env, '/nonexistent');
    garden = await createTestGarden(backend, { mediaStorage: storage });
    await garden.join('fan-s3', 'Bucket fan');
  });
  afterAll(async () => {
    await garden?.close();
    await s3?.close();
  });

  it('stores an upload in the bucket, serves it at its media URL and deletes it with the fan', async () => {
    const photo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#8b1e3f' },
    })
      .png()
      .toBuffer();
    const uploaded = await garden.server.yoga.fetch('http://garden.test/uploads/avatar', {
      method: 'POST',
      headers: { ...(await garden.headers({ as: 'fan-s3' })), 'content-type': 'image/png' },
      body: new Uint8Array(photo),
    });
    expect(uploaded.status).toBe(201);
    const { uploadId, url } = (await uploaded.json()) as { uploadId: string; url: string };
    const key = url.replace('/media/', '');
    const stored = await storage.get(key);
    expect(stored?.contentType).toBe('image/webp');

    const served = await garden.server.yoga.fetch(`http://garden.test${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(stored?.body);

    const saved = await garden.call(
      `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }`,
      {
        input: {
          clientMutationId: 's3-avatar',
          displayName: 'Bucket fan',
          bio: '',
          avatarUploadId: uploadId,
        },
      },
      { as: 'fan-s3' },
    );
    expect(saved.data.updateProfile.__typename).toBe('UpdateProfilePayload');

    const deleted = await garden.call(
      `mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) { __typename } }`,
      { input: { clientMutationId: 's3-leave', confirmed: true } },
      { as: 'fan-s3' },
    );
    expect(deleted.data.deleteAccount.__typename).toBe('DeleteAccountPayload');
    expect(await storage.get(key)).toBeNull();
    const gone = await garden.server.yoga.fetch(`http://garden.test${url}`);
    expect(gone.status).toBe(404);
  });
});
