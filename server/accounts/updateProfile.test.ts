// Editing one's profile: name and bio rules (length, moderation), the avatar upload
// endpoint (types, size, re-encoding without metadata, cache headers) and its use by
// updateProfile, which only the uploader may make.
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BIO_LENGTH } from '../../common/limits';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import {
  createTestGarden,
  OTHER_TENANT_ID,
  type CallOptions,
  type TestGarden,
} from '../testing/testGarden';
import { AVATAR_SIZE, MAX_AVATAR_UPLOAD_BYTES } from './avatarImage';

const UPDATE = `mutation($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    __typename
    ... on UpdateProfilePayload { user { displayName bio avatarUrl } }
    ... on Error { message }
    ... on InvalidInputError { field reason limit }
    ... on TextModerationError { field }
  }
}`;

/** A photo as phones take them: with the camera's EXIF and the GPS position. */
function photoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#8b1e3f' } })
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

describe.each(testBackends)('updating a profile (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('fan-editor', 'Editor');
    await garden.join('fan-bystander', 'Bystander');
    await garden.join('fan-editor', 'Elsewhere', OTHER_TENANT_ID);
  });
  afterAll(() => garden?.close());

  const upload = async (body: Buffer | string, type: string, call: CallOptions = {}) => {
    const headers = { ...(await garden.headers(call)), 'content-type': type };
    const response = await garden.server.yoga.fetch('http://garden.test/uploads/avatar', {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
    return { status: response.status, body: await response.json() };
  };

  it('changes the name and the bio, and a retry replays', async () => {
    const input = {
      clientMutationId: 'edit-1',
      displayName: '  薔薇の番人 ',
      bio: '王子推し。\n毎週見てます。',
    };
    const result = await garden.call(UPDATE, { input }, { as: 'fan-editor' });
    expect(result.errors).toBeUndefined();
    expect(result.data.updateProfile).toEqual({
      __typename: 'UpdateProfilePayload',
      user: { displayName: '薔薇の番人', bio: '王子推し。\n毎週見てます。', avatarUrl: null },
    });
    const retry = await garden.call(UPDATE, { input }, { as: 'fan-editor' });
    expect(retry.data.updateProfile.user.displayName).toBe('薔薇の番人');
  });

  it('refuses a long bio, an empty name and banned words, writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const cases = [
      [
        { displayName: 'Ok', bio: 'あ'.repeat(MAX_BIO_LENGTH + 1) },
        {
          __typename: 'InvalidInputError',
          field: 'bio',
          reason: 'TOO_LONG',
          limit: MAX_BIO_LENGTH,
        },
      ],
      [
        { displayName: ' \u200b ', bio: '' },
        { __typename: 'InvalidInputError', field: 'displayName', reason: 'REQUIRED' },
      ],
      [
        { displayName: 'Ok', bio: 'I say BADWORD often' },
        { __typename: 'TextModerationError', field: 'bio' },
      ],
      [
        { displayName: '禁句さん', bio: '' },
        { __typename: 'TextModerationError', field: 'displayName' },
      ],
    ] as const;
    for (const [index, [fields, expected]] of cases.entries()) {
      const result = await garden.call(
        UPDATE,
        { input: { clientMutationId: `bad-${index}`, ...fields } },
        { as: 'fan-editor', language: 'en' },
      );
      expect(result.data.updateProfile).toMatchObject({ ...expected, message: expect.any(String) });
    }
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('refuses signed-out visitors and fans who have not joined', async () => {
    const input = { clientMutationId: 'anon', displayName: 'Anon', bio: '' };
    const signedOut = await garden.call(UPDATE, { input });
    expect(signedOut.data.updateProfile.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const notJoined = await garden.call(UPDATE, { input }, { as: 'fan-never-joined' });
    expect(notJoined.data.updateProfile.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const uploaded = await upload(await photoWithLocation(), 'image/jpeg');
    expect(uploaded).toMatchObject({
      status: 401,
      body: { error: { code: 'SHOULD_BE_LOGGED_IN_OR_SIGNED_UP' } },
    });
  });

  it('stores an uploaded photo re-encoded as a square WebP without EXIF or GPS', async () => {
    const photo = await photoWithLocation();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const uploaded = await upload(photo, 'image/jpeg', { as: 'fan-editor' });
    expect(uploaded.status).toBe(201);
    const { uploadId, url } = uploaded.body as { uploadId: string; url: string };
    expect(url).toMatch(/^\/media\/demo\/avatars\/[0-9a-f-]{36}\.webp$/);

    // The file on disk (the server's default storage in tests: a folder per process).
    const stored = await readFile(
      path.join(tmpdir(), `garden-media-${process.pid}`, url.slice('/media/'.length)),
    );
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
    expect(stored.includes(Buffer.from('GardenPhone'))).toBe(false);

    const served = await garden.server.yoga.fetch(`http://garden.test${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);

    const result = await garden.call(
      UPDATE,
      {
        input: {
          clientMutationId: 'with-avatar',
          displayName: 'Editor',
          bio: '',
          avatarUploadId: uploadId,
        },
      },
      { as: 'fan-editor' },
    );
    expect(result.data.updateProfile).toMatchObject({
      __typename: 'UpdateProfilePayload',
      user: { avatarUrl: url },
    });
  });

  it('refuses another fan’s upload and another garden’s as not found', async () => {
    const mine = await upload(await photoWithLocation(), 'image/jpeg', { as: 'fan-editor' });
    const elsewhere = await upload(await photoWithLocation(), 'image/jpeg', {
      as: 'fan-editor',
      tenant: OTHER_TENANT_ID,
    });
    expect(elsewhere.status).toBe(201);
    const before = await tableCounts(garden.database.db);
    const byOther = await garden.call(
      UPDATE,
      {
        input: {
          clientMutationId: 'steal',
          displayName: 'Bystander',
          bio: '',
          avatarUploadId: mine.body.uploadId,
        },
      },
      { as: 'fan-bystander', language: 'en' },
    );
    expect(byOther.data.updateProfile).toEqual({
      __typename: 'NotFoundError',
      message: 'The uploaded image could not be found. Please choose it again.',
    });
    const crossTenant = await garden.call(
      UPDATE,
      {
        input: {
          clientMutationId: 'cross',
          displayName: 'Editor',
          bio: '',
          avatarUploadId: elsewhere.body.uploadId,
        },
      },
      { as: 'fan-editor' },
    );
    expect(crossTenant.data.updateProfile.__typename).toBe('NotFoundError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('refuses other types, files that are not images and files too large', async () => {
    const as = { as: 'fan-editor', language: 'en' } as const;
    expect(await upload('<svg/>', 'image/svg+xml', as)).toMatchObject({
      status: 415,
      body: { error: { code: 'UNSUPPORTED_TYPE', message: expect.stringContaining('JPEG') } },
    });
    expect(await upload('not really a png', 'image/png', as)).toMatchObject({
      status: 422,
      body: { error: { code: 'NOT_AN_IMAGE' } },
    });
    expect(await upload(Buffer.alloc(MAX_AVATAR_UPLOAD_BYTES + 1), 'image/jpeg', as)).toMatchObject(
      {
        status: 413,
        body: { error: { code: 'TOO_LARGE', message: expect.stringContaining('5 MB') } },
      },
    );
  });

  it('serves nothing for unknown or malformed media keys', async () => {
    for (const key of [
      'demo/avatars/00000000-0000-0000-0000-000000000000.webp',
      '..%2F..%2Fetc%2Fpasswd',
    ]) {
      const response = await garden.server.yoga.fetch(`http://garden.test/media/${key}`);
      expect(response.status).toBe(404);
    }
  });
});
