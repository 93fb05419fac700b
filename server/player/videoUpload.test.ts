// Operators' video uploads: POST /uploads/video refuses visitors, fans and another garden's
// operator, a wrong or disguised type and a file past the cap; an uploaded MP4 becomes a
// video's `upload:<id>` source, served with Range (206) to members and refused to visitors
// and other fans; a replaced or removed upload leaves the storage; the same with S3.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../community/tables';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { tenantScope } from '../db/tenantScope';
import { mediaStorageFromEnv } from '../storage/storageFromEnv';
import { localDiskStorage, type MediaStorage } from '../storage/mediaStorage';
import { SUBSCRIBE, firstPlanId } from '../subscriptions/subscriptionsTestDocuments';
import { TEST_CARDS } from '../store/payments/localProvider';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';
import { startTestS3, type TestS3 } from '../testing/testS3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { videoUploads } from './tables';

const MAX_BYTES = 64 * 1024;

/** An ISO media file's start (`ftyp` box, brand isom), then `size` bytes in all. */
function mp4(size = 4096): Buffer {
  const body = Buffer.alloc(size, 7);
  Buffer.from([0, 0, 0, 0x18]).copy(body, 0);
  Buffer.from('ftypisom', 'latin1').copy(body, 4);
  for (let index = 12; index < size; index += 1) body[index] = index % 251;
  return body;
}

/** An EBML header whose doctype is webm. */
function webm(size = 2048): Buffer {
  const body = Buffer.alloc(size, 3);
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]).copy(body, 0);
  Buffer.from('webm', 'latin1').copy(body, 8);
  return body;
}

const ADD_VIDEO = `mutation($input: AddVideoInput!) { addVideo(input: $input) {
  __typename ... on AddVideoPayload { video { id source { __typename ... on VideoSource { url format } } } }
  ... on Error { message } } }`;
const UPDATE_VIDEO = `mutation($input: UpdateVideoInput!) { updateVideo(input: $input) { __typename } }`;
const REMOVE_VIDEO = `mutation($input: RemoveVideoInput!) { removeVideo(input: $input) { __typename } }`;
const SOURCE = `query($id: ID!) { node(id: $id) { ... on Video { source { __typename ... on VideoSource { url } } } } }`;
const PLAYLIST = `{ community { playlist(playlistId: "garden-films") { id } } }`;

function uploadTests(
  label: string,
  openStorage: () => Promise<{ storage: MediaStorage; close(): Promise<void> }>,
) {
  describe.each(testBackends)(`operator video uploads, ${label} (%s)`, (backend) => {
    let garden: TestGarden;
    let storage: MediaStorage;
    let closeStorage: () => Promise<void>;
    let playlistId = '';
    let counter = 0;
    const cmid = () => `v-${(counter += 1)}`;

    beforeAll(async () => {
      ({ storage, close: closeStorage } = await openStorage());
      garden = await createTestGarden(backend, {
        mediaStorage: storage,
        maxVideoUploadBytes: MAX_BYTES,
      });
      for (const fan of ['member', 'fan']) await garden.join(fan);
      await garden.join('other-operator', 'Other operator', OTHER_TENANT_ID);
      await tenantScope(garden.database.db, OTHER_TENANT_ID).update(
        users,
        { role: 'OPERATOR' },
        eq(users.displayName, 'Other operator'),
      );
      const plan = await firstPlanId(garden);
      const subscribed = await garden.call(
        SUBSCRIBE,
        { input: { clientMutationId: 'join-v', planId: plan, card: TEST_CARDS.succeeds } },
        { as: 'member' },
      );
      expect(subscribed.data.subscribeToMembership.__typename).toBe('SubscribeToMembershipPayload');
      playlistId = (await garden.call(PLAYLIST)).data.community.playlist.id;
    });
    afterAll(async () => {
      await garden?.close();
      await closeStorage?.();
    });

    const upload = async (body: Buffer, type: string, as?: string, tenant?: string) =>
      garden.server.yoga.fetch('http://garden.test/uploads/video', {
        method: 'POST',
        headers: {
          ...(await garden.headers({ as, tenant, language: 'en' })),
          'content-type': type,
        },
        body: new Uint8Array(body),
      });
    const media = async (url: string, as?: string, headers: Record<string, string> = {}) =>
      garden.server.yoga.fetch(`http://garden.test${url}`, {
        headers: { ...(as ? await garden.headers({ as }) : {}), ...headers },
      });
    const uploadsCount = () => tenantScope(garden.database.db, 'demo').count(videoUploads);
    const keyOf = async (source: string) => {
      const [row] = await tenantScope(garden.database.db, 'demo').select(
        videoUploads,
        eq(videoUploads.id, Number(source.split(':')[1])),
      );
      return row?.storageKey ?? null;
    };
    const addVideo = async (source: string, videoId: string, isMembersOnly = true) =>
      garden.call(
        ADD_VIDEO,
        {
          input: {
            clientMutationId: cmid(),
            playlistId,
            videoId,
            titleJa: 'アップロード',
            titleEn: 'Uploaded',
            descriptionJa: '運営が載せた動画',
            descriptionEn: 'A video the operators uploaded',
            durationSeconds: 30,
            isMembersOnly,
            source,
          },
        },
        { as: DEMO_OPERATOR_UID, language: 'en' },
      );

    it('refuses visitors, fans and another garden’s operator, storing nothing', async () => {
      const before = await uploadsCount();
      const visitor = await upload(mp4(), 'video/mp4');
      expect(visitor.status).toBe(401);
      expect(await visitor.json()).toMatchObject({
        error: { code: 'SHOULD_BE_LOGGED_IN_OR_SIGNED_UP' },
      });
      const fan = await upload(mp4(), 'video/mp4', 'fan');
      expect(fan.status).toBe(403);
      expect(await fan.json()).toMatchObject({
        error: { code: 'PERMISSION_DENIED', message: "Only the garden's operators can do this." },
      });
      expect((await upload(mp4(), 'video/mp4', 'member')).status).toBe(403);
      // An operator of the other garden is nobody in this one.
      expect((await upload(mp4(), 'video/mp4', 'other-operator')).status).toBe(401);
      expect(await uploadsCount()).toBe(before);
    });

    it('refuses other types, a disguised file and a file past the cap', async () => {
      const before = await uploadsCount();
      const png = await upload(Buffer.from('\x89PNG\r\n\x1a\n'), 'image/png', DEMO_OPERATOR_UID);
      expect(png.status).toBe(415);
      expect(await png.json()).toMatchObject({ error: { code: 'UNSUPPORTED_TYPE' } });
      const disguised = await upload(Buffer.alloc(4096, 1), 'video/mp4', DEMO_OPERATOR_UID);
      expect(disguised.status).toBe(422);
      expect(await disguised.json()).toMatchObject({ error: { code: 'NOT_A_VIDEO' } });
      expect((await upload(mp4(), 'video/webm', DEMO_OPERATOR_UID)).status).toBe(422);
      const large = await upload(mp4(MAX_BYTES + 1), 'video/mp4', DEMO_OPERATOR_UID);
      expect(large.status).toBe(413);
      expect(await large.json()).toMatchObject({ error: { code: 'TOO_LARGE' } });
      expect(await uploadsCount()).toBe(before);
      // An unknown upload is no source.
      expect((await addVideo('upload:999999', 'no-such-upload')).data.addVideo.__typename).toBe(
        'NotFoundError',
      );
    });

    it('serves an uploaded video to members with ranges, and refuses visitors and other fans', async () => {
      const file = mp4(MAX_BYTES);
      const uploaded = await upload(file, 'video/mp4', DEMO_OPERATOR_UID);
      expect(uploaded.status).toBe(201);
      const { source, byteSize } = (await uploaded.json()) as { source: string; byteSize: number };
      expect(source).toMatch(/^upload:\d+$/);
      expect(byteSize).toBe(file.length);
      const added = await addVideo(source, 'uploaded-one');
      expect(added.data.addVideo.__typename).toBe('AddVideoPayload');
      const videoId = added.data.addVideo.video.id;
      const url = (await garden.call(SOURCE, { id: videoId }, { as: 'member' })).data.node.source
        .url;
      expect(url).toMatch(/^\/video-media\/demo\/\d+\/video\.mp4$/);

      const whole = await media(url, 'member');
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('video/mp4');
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(Buffer.from(await whole.arrayBuffer())).toEqual(file);
      const part = await media(url, 'member', { range: 'bytes=1000-1999' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${file.length}`);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(file.subarray(1000, 2000));
      expect((await media(url, 'member', { range: `bytes=${file.length}-` })).status).toBe(416);

      expect((await media(url)).status).toBe(403);
      expect((await media(url, 'fan')).status).toBe(403);
      expect((await media(url.replace('video.mp4', 'video.webm'), 'member')).status).toBe(404);
    });

    it('deletes an upload from storage once no video plays it, and accepts WebM', async () => {
      const first = await upload(mp4(), 'video/mp4', DEMO_OPERATOR_UID);
      const firstSource = ((await first.json()) as { source: string }).source;
      const firstKey = (await keyOf(firstSource))!;
      const second = await upload(webm(), 'video/webm', DEMO_OPERATOR_UID);
      expect(second.status).toBe(201);
      const secondSource = ((await second.json()) as { source: string }).source;
      const secondKey = (await keyOf(secondSource))!;
      expect(secondKey).toMatch(/\.webm$/);

      const added = await addVideo(firstSource, 'replaced-one', false);
      const videoId = added.data.addVideo.video.id;
      expect(await storage.stat(firstKey)).not.toBeNull();
      const updated = await garden.call(
        UPDATE_VIDEO,
        { input: { clientMutationId: cmid(), id: videoId, source: secondSource } },
        { as: DEMO_OPERATOR_UID },
      );
      expect(updated.data.updateVideo.__typename).toBe('UpdateVideoPayload');
      expect(await storage.stat(firstKey)).toBeNull();
      expect(await keyOf(firstSource)).toBeNull();
      const url = (await garden.call(SOURCE, { id: videoId })).data.node.source.url;
      expect(url).toMatch(/\/video\.webm$/);
      expect((await media(url)).headers.get('content-type')).toBe('video/webm');

      const removed = await garden.call(
        REMOVE_VIDEO,
        { input: { clientMutationId: cmid(), id: videoId } },
        { as: DEMO_OPERATOR_UID },
      );
      expect(removed.data.removeVideo.__typename).toBe('RemoveVideoPayload');
      expect(await storage.stat(secondKey)).toBeNull();
      expect(await keyOf(secondSource)).toBeNull();
    });
  });
}

uploadTests('on the disk', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'garden-video-'));
  return {
    storage: localDiskStorage(root),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

uploadTests('in an S3-compatible bucket', async () => {
  const s3: TestS3 = await startTestS3();
  return { storage: mediaStorageFromEnv(s3.env, '/nonexistent'), close: () => s3.close() };
});
