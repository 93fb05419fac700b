// Hostile inputs to the player, against the real server on a port (trusted documents only):
// playlist and video addresses that name nothing, hostile page sizes and cursors, and hostile
// positions and video ids for saveVideoPosition. No response ≥ 500, no stack trace, nothing
// written, and never a members-only source to a fan without the perk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_UPLOAD_PATH } from '../../common/apiPaths';
import {
  HOSTILE_TEXTS,
  appOperation,
  expectNoWrites,
  impossibleIdsOf,
  sendCleanly,
  startAbuseServer,
  type AbuseServer,
} from '../testing/abuse';
import { testBackends } from '../testing/testDatabase';

const PLAYLIST = 'garden-films';
const HOSTILE_IDS = [...HOSTILE_TEXTS, ...impossibleIdsOf('Video'), 'backstage-sketches%00'];
const HOSTILE_SIZES = [-1, 51, 2 ** 31 - 1];
const HOSTILE_SECONDS = [-1, 1e308, -0.0001, 86_401];

describe.each(testBackends)('hostile player inputs (%s)', (backend) => {
  let server: AbuseServer;
  beforeAll(async () => {
    server = await startAbuseServer(backend);
  });
  afterAll(() => server?.close());

  it('answers every one cleanly, writing nothing, for a visitor and a fan', async () => {
    const fan = `Bearer ${await server.auth.tokenFor('seed-fan-kuro')}`;
    const requests = [undefined, fan].flatMap((authorization) => [
      ...HOSTILE_IDS.flatMap((value, index) => [
        appOperation(
          'PlaylistPageQuery',
          { playlistId: value, count: 20 },
          { label: `playlist #${index}`, authorization },
        ),
        appOperation(
          'PlayerPageQuery',
          { playlistId: PLAYLIST, videoId: value, count: 20 },
          { label: `video #${index}`, authorization },
        ),
        appOperation(
          'VideoListPaginationQuery',
          { id: value, count: 20, cursor: value },
          { label: `videos #${index}`, authorization },
        ),
        appOperation(
          'useSaveVideoPositionMutation',
          { input: { clientMutationId: `hostile-${index}`, videoId: value, seconds: 1 } },
          { label: `save id #${index}`, authorization },
        ),
      ]),
      ...HOSTILE_SIZES.map((count, index) =>
        appOperation('PlaylistsPageQuery', { count }, { label: `size #${index}`, authorization }),
      ),
      // Video uploads are operators' only: a visitor's or a fan's hostile body stores nothing.
      ...HOSTILE_TEXTS.map((value, index) => ({
        label: `video upload #${index}${authorization ? ' (fan)' : ''}`,
        method: 'POST',
        path: VIDEO_UPLOAD_PATH,
        headers: {
          'content-type': 'video/mp4',
          tenant: 'demo',
          ...(authorization ? { authorization } : {}),
        },
        body: value,
      })),
    ]);
    const responses = await expectNoWrites(server, () => sendCleanly(server, requests));
    for (const [index, response] of responses.entries())
      expect(response.text, requests[index].label).not.toContain('video.mp4');
  }, 300_000);

  it('refuses hostile positions in an open video, writing nothing', async () => {
    const fan = `Bearer ${await server.auth.tokenFor('seed-fan-kuro')}`;
    const [page] = await sendCleanly(server, [
      appOperation(
        'PlayerPageQuery',
        { playlistId: PLAYLIST, videoId: 'garden-prelude', count: 20 },
        { label: 'video', authorization: fan },
      ),
    ]);
    const videoId = /"id":"([^"]+)","videoId":"garden-prelude"/.exec(page.text)?.[1];
    expect(videoId).toBeDefined();
    const requests = HOSTILE_SECONDS.map((seconds, index) =>
      appOperation(
        'useSaveVideoPositionMutation',
        { input: { clientMutationId: `hostile-seconds-${index}`, videoId, seconds } },
        { label: `seconds #${index}`, authorization: fan },
      ),
    );
    const responses = await expectNoWrites(server, () => sendCleanly(server, requests));
    for (const response of responses) expect(response.text).toContain('InvalidInputError');
    // The honest position is taken, so the refusals above are the hostile parts'.
    const [honest] = await sendCleanly(server, [
      appOperation(
        'useSaveVideoPositionMutation',
        { input: { clientMutationId: 'honest-seconds', videoId, seconds: 3 } },
        { label: 'honest', authorization: fan },
      ),
    ]);
    expect(honest.text).toContain('SaveVideoPositionPayload');
  }, 120_000);
});
