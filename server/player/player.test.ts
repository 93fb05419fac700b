// The player on the server: playlists and videos in order; a members-only video's source only
// for members (a VideoLockedError for visitors and other fans, through the playlist, node()
// and the media route alike); the media route's content types, ranges and refusals; a fan's
// resume position (last write wins, "continue watching"); every operator mutation and its
// typed errors, a refusal writing nothing; and another garden's playlists never reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { SUBSCRIBE, firstPlanId } from '../subscriptions/subscriptionsTestDocuments';
import { TEST_CARDS } from '../store/payments/localProvider';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';

const PLAYLIST = 'garden-films';
const SOURCE = `source { __typename ... on VideoSource { url format }
  ... on VideoLockedError { message perk requiresSignIn } }`;
const VIDEO_FIELDS = `id videoId number title isMembersOnly durationSeconds ${SOURCE}
  viewerPosition { seconds isFinished }`;
const ONE = `query($playlist: String!) { community { playlist(playlistId: $playlist) {
  id playlistId title videoCount viewerContinueVideo { videoId }
  videos(first: 10) { edges { node { ${VIDEO_FIELDS} } } pageInfo { hasNextPage } }
} } }`;
const NODE = `query($id: ID!) { node(id: $id) { __typename ... on Video { videoId ${SOURCE} } ... on Playlist { playlistId } } }`;
const SAVE = `mutation($input: SaveVideoPositionInput!) { saveVideoPosition(input: $input) {
  __typename ... on SaveVideoPositionPayload { video { videoId viewerPosition { seconds isFinished } } }
  ... on InvalidInputError { field reason } ... on MembershipRequiredError { perk } ... on Error { message } } }`;
const ERRORS = '... on InvalidInputError { field reason } ... on Error { message }';
const CREATE_PLAYLIST = `mutation($input: CreatePlaylistInput!) { createPlaylist(input: $input) {
  __typename ... on CreatePlaylistPayload { playlist { id playlistId title description coverImageUrl videoCount } } ${ERRORS} } }`;
const UPDATE_PLAYLIST = `mutation($input: UpdatePlaylistInput!) { updatePlaylist(input: $input) {
  __typename ... on UpdatePlaylistPayload { playlist { id title description coverImageUrl } } ${ERRORS} } }`;
const ADD_VIDEO = `mutation($input: AddVideoInput!) { addVideo(input: $input) {
  __typename ... on AddVideoPayload { video { id videoId number title isMembersOnly ${SOURCE} } } ${ERRORS} } }`;
const UPDATE_VIDEO = `mutation($input: UpdateVideoInput!) { updateVideo(input: $input) {
  __typename ... on UpdateVideoPayload { video { id title durationSeconds isMembersOnly posterUrl } } ${ERRORS} } }`;
const REMOVE_VIDEO = `mutation($input: RemoveVideoInput!) { removeVideo(input: $input) {
  __typename ... on RemoveVideoPayload { removedVideoId playlist { videoCount videos(first: 10) { edges { node { videoId number } } } } } ${ERRORS} } }`;

type Video = {
  id: string;
  videoId: string;
  number: number;
  isMembersOnly: boolean;
  source: {
    __typename: string;
    url?: string;
    format?: string;
    requiresSignIn?: boolean;
    message?: string;
  };
  viewerPosition: { seconds: number; isFinished: boolean } | null;
};

describe.each(testBackends)('player (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const cmid = () => `p-${(counter += 1)}`;
  const read = async (as?: string, tenant?: string, language: 'ja' | 'en' = 'en') => {
    const result = await garden.call(ONE, { playlist: PLAYLIST }, { as, tenant, language });
    expect(result.errors).toBeUndefined();
    return result.data.community.playlist;
  };
  const videosOf = async (as?: string): Promise<Video[]> =>
    (await read(as)).videos.edges.map((edge: { node: Video }) => edge.node);
  const media = async (path: string, as?: string, headers: Record<string, string> = {}) =>
    garden.server.yoga.fetch(`http://garden.test${path}`, {
      headers: { ...(as ? await garden.headers({ as }) : {}), ...headers },
    });
  const operator = (query: string, input: Record<string, unknown>, as = DEMO_OPERATOR_UID) =>
    garden.call(query, { input: { clientMutationId: cmid(), ...input } }, { as, language: 'en' });
  let membersOnlyId = '';
  let openId = '';

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    for (const fan of ['member', 'fan', 'watcher']) await garden.join(fan);
    const plan = await firstPlanId(garden);
    const subscribed = await garden.call(
      SUBSCRIBE,
      { input: { clientMutationId: 'join-1', planId: plan, card: TEST_CARDS.succeeds } },
      { as: 'member' },
    );
    expect(subscribed.data.subscribeToMembership.__typename).toBe('SubscribeToMembershipPayload');
    const videos = await videosOf();
    membersOnlyId = videos.find((video) => video.isMembersOnly)!.id;
    openId = videos.find((video) => !video.isMembersOnly)!.id;
  });
  afterAll(() => garden?.close());

  it('lists the demo playlist in order, in both languages', async () => {
    const en = await read();
    expect(en).toMatchObject({
      playlistId: PLAYLIST,
      title: 'The Garden Screening Room',
      videoCount: 3,
    });
    expect(en.videos.edges.map((edge: { node: Video }) => edge.node.number)).toEqual([1, 2, 3]);
    expect((await read(undefined, undefined, 'ja')).title).toBe('庭の映像室');
    const list = await garden.call(
      '{ community { playlists(first: 5) { edges { node { playlistId } } } } }',
    );
    expect(list.data.community.playlists.edges).toEqual([{ node: { playlistId: PLAYLIST } }]);
  });

  it('sends a members-only source to members only: visitors and other fans get a VideoLockedError', async () => {
    const locked = (videos: Video[]) => videos.find((video) => video.isMembersOnly)!.source;
    expect(locked(await videosOf())).toMatchObject({
      __typename: 'VideoLockedError',
      requiresSignIn: true,
      perk: 'MEMBERS_ONLY_VIDEOS',
    });
    expect(locked(await videosOf('fan'))).toMatchObject({
      __typename: 'VideoLockedError',
      requiresSignIn: false,
    });
    expect(locked(await videosOf('member'))).toMatchObject({
      __typename: 'VideoSource',
      format: 'MP4',
    });
    const open = (await videosOf()).find((video) => !video.isMembersOnly)!.source;
    expect(open).toMatchObject({ __typename: 'VideoSource', format: 'HLS' });
    expect(open.url).toMatch(/^\/video-media\/demo\/\d+\/index\.m3u8$/);
    // The locked answer names no file, in either language.
    const visitorJson = JSON.stringify(await read());
    expect(visitorJson).not.toContain('video.mp4');
    expect(JSON.stringify(await read(undefined, undefined, 'ja'))).not.toContain('video.mp4');
  });

  it('keeps the source locked through node(), and another garden’s videos out of reach', async () => {
    const visitor = await garden.call(NODE, { id: membersOnlyId });
    expect(visitor.data.node.source.__typename).toBe('VideoLockedError');
    const member = await garden.call(NODE, { id: membersOnlyId }, { as: 'member' });
    expect(member.data.node.source.__typename).toBe('VideoSource');
    const otherGardenFan = await garden.call(
      NODE,
      { id: membersOnlyId },
      { as: 'member', tenant: OTHER_TENANT_ID },
    );
    expect(otherGardenFan.data.node).toBeNull();
    const theirs = await read('member', OTHER_TENANT_ID);
    const theirVideo = theirs.videos.edges[0].node;
    expect(theirVideo.source.__typename).toBe('VideoLockedError');
    expect((await garden.call(NODE, { id: theirVideo.id }, { as: 'member' })).data.node).toBeNull();
  });

  it('serves an open clip with its content type, ranges and cache headers', async () => {
    const open = (await videosOf()).find((video) => !video.isMembersOnly)!;
    const playlist = await media(open.source.url!);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(playlist.headers.get('cache-control')).toBe('public, max-age=3600');
    const text = await playlist.text();
    expect(text).toContain('#EXTM3U');
    const segment = await media(open.source.url!.replace('index.m3u8', 'segment0.m2ts'));
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await media(open.source.url!.replace('index.m3u8', 'secrets.txt'))).status).toBe(404);
  });

  it('refuses a members-only file to visitors, other fans and other gardens, and serves ranges to members', async () => {
    const member = (await videosOf('member')).find((video) => video.isMembersOnly)!;
    const url = member.source.url!;
    expect(url).toMatch(/^\/video-media\/demo\/\d+\/video\.mp4$/);
    expect((await media(url)).status).toBe(403);
    expect((await media(url, 'fan')).status).toBe(403);
    // The same video id under the other garden's name is that garden's row, or none.
    expect((await media(url.replace('/demo/', `/${OTHER_TENANT_ID}/`), 'member')).status).not.toBe(
      200,
    );
    const full = await media(url, 'member');
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('video/mp4');
    expect(full.headers.get('cache-control')).toBe('private, max-age=3600');
    const size = (await full.arrayBuffer()).byteLength;
    const part = await media(url, 'member', { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const tail = await media(url, 'member', { range: 'bytes=-50' });
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
    expect((await media(url, 'member', { range: `bytes=${size}-` })).status).toBe(416);
    // The other garden's members-only clip: refused to this garden's member.
    const theirs = (await read('member', OTHER_TENANT_ID)).videos.edges[0].node;
    const theirDbId = Buffer.from(theirs.id, 'base64').toString().split(':')[1];
    expect(
      (await media(`/video-media/${OTHER_TENANT_ID}/${theirDbId}/video.mp4`, 'member')).status,
    ).toBe(403);
    expect((await media('/video-media/nowhere/1/video.mp4')).status).toBe(404);
  });

  it('saves a position (the last save wins) and offers the video to continue', async () => {
    const save = (seconds: number, as = 'watcher', videoId = openId) =>
      garden.call(
        SAVE,
        { input: { clientMutationId: cmid(), videoId, seconds } },
        { as, language: 'en' },
      );
    expect((await read('watcher')).viewerContinueVideo).toBeNull();
    expect((await save(4)).data.saveVideoPosition.video.viewerPosition).toEqual({
      seconds: 4,
      isFinished: false,
    });
    expect((await save(7.5)).data.saveVideoPosition.video.viewerPosition.seconds).toBe(7.5);
    const after = await read('watcher');
    expect(after.viewerContinueVideo.videoId).toBe('garden-prelude');
    expect(after.videos.edges[0].node.viewerPosition.seconds).toBe(7.5);
    // Another fan's position is their own.
    expect((await read('fan')).videos.edges[0].node.viewerPosition).toBeNull();
    await save(12);
    expect((await read('watcher')).viewerContinueVideo).toBeNull();

    const input = { clientMutationId: 'same-save', videoId: openId, seconds: 3 };
    const first = await garden.call(SAVE, { input }, { as: 'watcher' });
    const replay = await garden.call(SAVE, { input }, { as: 'watcher' });
    expect(replay.data).toEqual(first.data);
  });

  it('answers saveVideoPosition’s typed errors and writes nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const save = (input: Record<string, unknown>, as?: string) =>
      garden.call(SAVE, { input: { clientMutationId: cmid(), ...input } }, { as, language: 'en' });
    expect((await save({ videoId: openId, seconds: 1 })).data.saveVideoPosition.__typename).toBe(
      'ShouldBeLoggedInOrSignedUpError',
    );
    const locked = (await save({ videoId: membersOnlyId, seconds: 1 }, 'fan')).data
      .saveVideoPosition;
    expect(locked).toMatchObject({
      __typename: 'MembershipRequiredError',
      perk: 'MEMBERS_ONLY_VIDEOS',
    });
    for (const seconds of [-1, 13, 1e9])
      expect(
        (await save({ videoId: openId, seconds }, 'fan')).data.saveVideoPosition,
      ).toMatchObject({
        __typename: 'InvalidInputError',
        field: 'seconds',
      });
    expect(
      (await save({ videoId: 'nope', seconds: 1 }, 'fan')).data.saveVideoPosition.__typename,
    ).toBe('NotFoundError');
    const theirs = (await read('fan', OTHER_TENANT_ID)).videos.edges[0].node.id;
    expect(
      (await save({ videoId: theirs, seconds: 1 }, 'fan')).data.saveVideoPosition.__typename,
    ).toBe('NotFoundError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
    // A member saves in the members-only video.
    expect(
      (await save({ videoId: membersOnlyId, seconds: 2 }, 'member')).data.saveVideoPosition
        .__typename,
    ).toBe('SaveVideoPositionPayload');
  });

  it('lets only operators create and edit playlists and videos, each refusal writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const playlistInput = {
      playlistId: 'live-talks',
      titleJa: 'トーク集',
      titleEn: 'Talks',
      descriptionJa: '声優トーク',
      descriptionEn: 'Cast talks',
    };
    expect(
      (await operator(CREATE_PLAYLIST, playlistInput, 'fan')).data.createPlaylist.__typename,
    ).toBe('PermissionDeniedError');
    const visitor = await garden.call(CREATE_PLAYLIST, {
      input: { clientMutationId: cmid(), ...playlistInput },
    });
    expect(visitor.data.createPlaylist.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    expect(
      (await operator(CREATE_PLAYLIST, { ...playlistInput, playlistId: 'No Caps' })).data
        .createPlaylist,
    ).toMatchObject({ field: 'playlistId' });
    expect(
      (await operator(CREATE_PLAYLIST, { ...playlistInput, playlistId: PLAYLIST })).data
        .createPlaylist,
    ).toMatchObject({ field: 'playlistId' });
    expect(
      (await operator(CREATE_PLAYLIST, { ...playlistInput, titleEn: ' ' })).data.createPlaylist,
    ).toMatchObject({ field: 'titleEn', reason: 'REQUIRED' });
    expect(
      (await operator(CREATE_PLAYLIST, { ...playlistInput, coverImageUrl: 'javascript:x' })).data
        .createPlaylist,
    ).toMatchObject({ field: 'coverImageUrl' });
    expect(await tableCounts(garden.database.db)).toEqual(before);

    const created = (await operator(CREATE_PLAYLIST, playlistInput)).data.createPlaylist;
    expect(created.playlist).toMatchObject({
      playlistId: 'live-talks',
      title: 'Talks',
      videoCount: 0,
    });
    const playlistId = created.playlist.id;

    const updated = (
      await operator(UPDATE_PLAYLIST, {
        id: playlistId,
        titleEn: 'Cast Talks',
        coverImageUrl: '/images/player/garden-prelude.webp',
      })
    ).data.updatePlaylist;
    expect(updated.playlist).toMatchObject({
      title: 'Cast Talks',
      description: 'Cast talks',
      coverImageUrl: '/images/player/garden-prelude.webp',
    });
    expect(
      (await operator(UPDATE_PLAYLIST, { id: playlistId, titleEn: 'x' }, 'fan')).data.updatePlaylist
        .__typename,
    ).toBe('PermissionDeniedError');
    expect(
      (await operator(UPDATE_PLAYLIST, { id: openId, titleEn: 'x' })).data.updatePlaylist
        .__typename,
    ).toBe('NotFoundError');
    expect(
      (await operator(UPDATE_PLAYLIST, { id: playlistId, descriptionJa: 'あ'.repeat(1001) })).data
        .updatePlaylist,
    ).toMatchObject({ field: 'descriptionJa', reason: 'TOO_LONG' });

    const videoInput = {
      playlistId,
      videoId: 'first-talk',
      titleJa: '第1回',
      titleEn: 'Talk 1',
      descriptionJa: '収録の話',
      descriptionEn: 'About the recording',
      durationSeconds: 600,
      isMembersOnly: true,
      source: 'https://cdn.example/talks/1.m3u8',
    };
    expect((await operator(ADD_VIDEO, videoInput, 'fan')).data.addVideo.__typename).toBe(
      'PermissionDeniedError',
    );
    expect(
      (await operator(ADD_VIDEO, { ...videoInput, source: 'http://insecure.example/a.mp4' })).data
        .addVideo,
    ).toMatchObject({ field: 'source' });
    expect(
      (await operator(ADD_VIDEO, { ...videoInput, source: 'clip:unknown' })).data.addVideo,
    ).toMatchObject({ field: 'source' });
    expect(
      (await operator(ADD_VIDEO, { ...videoInput, durationSeconds: 0 })).data.addVideo,
    ).toMatchObject({ field: 'durationSeconds' });
    expect(
      (await operator(ADD_VIDEO, { ...videoInput, videoId: '-' })).data.addVideo,
    ).toMatchObject({ field: 'videoId' });
    expect(
      (await operator(ADD_VIDEO, { ...videoInput, playlistId: openId })).data.addVideo.__typename,
    ).toBe('NotFoundError');
    const added = (await operator(ADD_VIDEO, videoInput)).data.addVideo;
    expect(added.video).toMatchObject({
      videoId: 'first-talk',
      number: 1,
      isMembersOnly: true,
      // The operator holds no membership: the source stays locked for them too.
      source: { __typename: 'VideoLockedError' },
    });
    expect((await operator(ADD_VIDEO, videoInput)).data.addVideo).toMatchObject({
      field: 'videoId',
    });
    const second = (
      await operator(ADD_VIDEO, {
        ...videoInput,
        videoId: 'second-talk',
        isMembersOnly: false,
        source: 'clip:backstage',
      })
    ).data.addVideo;
    expect(second.video.number).toBe(2);
    // The visitor never sees the operator-added members-only URL.
    const visitorNode = await garden.call(NODE, { id: added.video.id });
    expect(JSON.stringify(visitorNode.data)).not.toContain('cdn.example');

    const edited = (
      await operator(UPDATE_VIDEO, {
        id: added.video.id,
        titleEn: 'Talk one',
        durationSeconds: 620,
        isMembersOnly: false,
        posterUrl: '',
      })
    ).data.updateVideo;
    expect(edited.video).toMatchObject({
      title: 'Talk one',
      durationSeconds: 620,
      isMembersOnly: false,
      posterUrl: null,
    });
    expect(
      (await operator(UPDATE_VIDEO, { id: added.video.id, source: 'ftp://x' })).data.updateVideo,
    ).toMatchObject({ field: 'source' });
    expect(
      (await operator(UPDATE_VIDEO, { id: playlistId, titleEn: 'x' })).data.updateVideo.__typename,
    ).toBe('NotFoundError');
    expect(
      (await operator(UPDATE_VIDEO, { id: added.video.id, titleEn: 'x' }, 'member')).data
        .updateVideo.__typename,
    ).toBe('PermissionDeniedError');

    expect(
      (await operator(REMOVE_VIDEO, { id: added.video.id }, 'fan')).data.removeVideo.__typename,
    ).toBe('PermissionDeniedError');
    expect((await operator(REMOVE_VIDEO, { id: 'nope' })).data.removeVideo.__typename).toBe(
      'NotFoundError',
    );
    const removed = (await operator(REMOVE_VIDEO, { id: added.video.id })).data.removeVideo;
    expect(removed.removedVideoId).toBe(added.video.id);
    expect(removed.playlist.videos.edges).toEqual([
      { node: { videoId: 'second-talk', number: 1 } },
    ]);
    expect((await garden.call(NODE, { id: added.video.id })).data.node).toBeNull();
  });

  it('never edits another garden’s playlists or videos', async () => {
    const theirs = await read(DEMO_OPERATOR_UID, OTHER_TENANT_ID);
    const before = await tableCounts(garden.database.db);
    expect(
      (await operator(UPDATE_PLAYLIST, { id: theirs.id, titleEn: 'mine' })).data.updatePlaylist
        .__typename,
    ).toBe('NotFoundError');
    expect(
      (await operator(UPDATE_VIDEO, { id: theirs.videos.edges[0].node.id, titleEn: 'mine' })).data
        .updateVideo.__typename,
    ).toBe('NotFoundError');
    expect(
      (await operator(REMOVE_VIDEO, { id: theirs.videos.edges[0].node.id })).data.removeVideo
        .__typename,
    ).toBe('NotFoundError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });
});
