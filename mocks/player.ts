// The mock of the player (server/player): the demo garden's playlist (server/player/
// demoPlayer.ts) with its videos in order. A members-only video's source reaches only a mock
// member with the MEMBERS_ONLY_VIDEOS perk (the memberships' mock answers it); everyone else
// gets the server's VideoLockedError. Positions are kept per fan, the last save winning;
// operators' mutations are refused to members and visitors (tests/contract/player.contract.ts).
import { demoPlayer } from '../server/player/demoPlayer';
import { errorMessage } from './errorMessages';
import {
  buildInvalidInputError,
  buildNotFoundError,
  buildPermissionDeniedError,
  edgeBuilders,
  mockCursor,
  mockDateTime,
  mockGlobalId,
  payloadBuilders,
  shouldSignUp,
} from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';

const playlist = demoPlayer.playlists[0];
const PERK = 'MEMBERS_ONLY_VIDEOS';
const pick = (text: { ja?: string; en?: string }, locale: MockLocale) =>
  text[locale] ?? text.en ?? '';
const typed = (typeName: string, fields: Record<string, unknown>) => ({
  __typename: typeName,
  ...fields,
});

function buildSource(locale: MockLocale, position: number, access: 'open' | 'sign-in' | 'member') {
  const video = playlist.videos[position];
  if (video.membersOnly && access !== 'member')
    return typed('VideoLockedError', {
      message: errorMessage(
        locale,
        access === 'sign-in'
          ? 'errors.player.signInToWatch'
          : 'errors.membership.required.MEMBERS_ONLY_VIDEOS',
      ),
      perk: PERK,
      requiresSignIn: access === 'sign-in',
    });
  const hls = video.source === 'clip:prelude';
  return typed('VideoSource', {
    url: `/video-media/demo/${position + 1}/${hls ? 'index.m3u8' : 'video.mp4'}`,
    format: hls ? 'HLS' : 'MP4',
  });
}

export function buildVideo(
  locale: MockLocale,
  index: number,
  access: 'open' | 'sign-in' | 'member' = 'sign-in',
  seconds: number | null = null,
) {
  const position = (index - 1) % playlist.videos.length;
  const video = playlist.videos[position];
  const next = playlist.videos[position + 1];
  return {
    id: mockGlobalId('Video', position + 1),
    videoId: video.slug,
    number: position + 1,
    title: pick(video.title, locale),
    description: pick(video.description, locale),
    durationSeconds: video.durationSeconds,
    posterUrl: video.posterUrl ?? null,
    isMembersOnly: video.membersOnly ?? false,
    source: buildSource(locale, position, access),
    viewerPosition:
      seconds === null
        ? null
        : { seconds, isFinished: seconds >= video.durationSeconds - 3, updatedAt: mockDateTime(0) },
    nextVideo: next
      ? {
          id: mockGlobalId('Video', position + 2),
          videoId: next.slug,
          title: pick(next.title, locale),
        }
      : null,
  };
}

export function buildPlaylist(locale: MockLocale, index: number) {
  return {
    id: mockGlobalId('Playlist', index),
    playlistId: playlist.slug,
    title: pick(playlist.title, locale),
    description: pick(playlist.description, locale),
    coverImageUrl: playlist.coverImageUrl ?? null,
    videoCount: playlist.videos.length,
    viewerContinueVideo: null,
  };
}

const page = <Node>(typeName: string, nodes: Node[], first: number | null | undefined) => {
  const size = first ?? 20;
  const edges = nodes
    .slice(0, size)
    .map((node, index) => ({ cursor: mockCursor(typeName, index), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: nodes.length > size,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
};

type Input = { input: Record<string, unknown> & { clientMutationId: string } };

const playerResolvers: MockFeature['resolvers'] = (garden) => {
  /** Seconds by fan and video number. */
  const positions = new Map<string, number>();
  const viewer = (context: MockContext) => garden.memberUserKey(context.viewerUid);
  const accessOf = (context: MockContext) => {
    const key = viewer(context);
    if (key === null) return 'sign-in' as const;
    return garden.hasPerk(key, PERK) ? ('member' as const) : ('open' as const);
  };
  const videosFor = (context: MockContext) =>
    playlist.videos.map((_video, offset) => {
      const key = viewer(context);
      const saved = key === null ? undefined : positions.get(`${key}:${offset + 1}`);
      return buildVideo(context.language, offset + 1, accessOf(context), saved ?? null);
    });
  const playlistFor = (context: MockContext) => {
    const key = viewer(context);
    const latest = [...positions.entries()]
      .filter(([savedKey]) => savedKey.startsWith(`${key}:`))
      .at(-1);
    const continued = latest ? videosFor(context)[Number(latest[0].split(':')[1]) - 1] : null;
    return {
      ...buildPlaylist(context.language, 1),
      viewerContinueVideo: continued && !continued.viewerPosition?.isFinished ? continued : null,
    };
  };
  const operatorRefusal = (context: MockContext) => {
    const key = viewer(context);
    if (!key) return shouldSignUp(context.language);
    return garden.store.get('User', key, 'role') === 'OPERATOR'
      ? null
      : typed('PermissionDeniedError', buildPermissionDeniedError(context.language));
  };
  const videoNumber = (id: unknown) =>
    playlist.videos.findIndex((_video, offset) => mockGlobalId('Video', offset + 1) === id) + 1;
  return {
    Community: {
      playlists: (_c: unknown, { first }: { first?: number | null }, context: MockContext) =>
        page('Playlist', [playlistFor(context)], first),
      playlist: (_c: unknown, { playlistId }: { playlistId: string }, context: MockContext) =>
        playlistId === playlist.slug ? playlistFor(context) : null,
    },
    Playlist: {
      videos: (_p: unknown, { first }: { first?: number | null }, context: MockContext) =>
        page('Video', videosFor(context), first),
      video: (_p: unknown, { videoId }: { videoId: string }, context: MockContext) =>
        videosFor(context).find((video) => video.videoId === videoId) ?? null,
    },
    Mutation: {
      saveVideoPosition: (_root: unknown, { input }: Input, context: MockContext) => {
        const key = viewer(context);
        if (!key) return shouldSignUp(context.language);
        const number = videoNumber(input.videoId);
        if (number === 0) return typed('NotFoundError', buildNotFoundError(context.language));
        const video = playlist.videos[number - 1];
        if (video.membersOnly && accessOf(context) !== 'member')
          return typed('MembershipRequiredError', {
            message: errorMessage(
              context.language,
              'errors.membership.required.MEMBERS_ONLY_VIDEOS',
            ),
            perk: PERK,
          });
        const seconds = Number(input.seconds);
        if (!(seconds >= 0 && seconds <= video.durationSeconds))
          return typed(
            'InvalidInputError',
            buildInvalidInputError(
              context.language,
              'seconds',
              'INVALID_FORMAT',
              video.durationSeconds,
            ),
          );
        positions.delete(`${key}:${number}`);
        positions.set(`${key}:${number}`, seconds);
        return typed('SaveVideoPositionPayload', {
          clientMutationId: input.clientMutationId,
          video: videosFor(context)[number - 1],
        });
      },
      createPlaylist: (_root: unknown, { input }: Input, context: MockContext) =>
        operatorRefusal(context) ??
        typed('CreatePlaylistPayload', {
          clientMutationId: input.clientMutationId,
          playlist: {
            ...playlistFor(context),
            playlistId: String(input.playlistId),
            videoCount: 0,
          },
        }),
      updatePlaylist: (_root: unknown, { input }: Input, context: MockContext) =>
        operatorRefusal(context) ??
        (input.id === mockGlobalId('Playlist', 1)
          ? typed('UpdatePlaylistPayload', {
              clientMutationId: input.clientMutationId,
              playlist: playlistFor(context),
            })
          : typed('NotFoundError', buildNotFoundError(context.language))),
      addVideo: (_root: unknown, { input }: Input, context: MockContext) =>
        operatorRefusal(context) ??
        (input.playlistId === mockGlobalId('Playlist', 1)
          ? typed('AddVideoPayload', {
              clientMutationId: input.clientMutationId,
              video: videosFor(context)[0],
            })
          : typed('NotFoundError', buildNotFoundError(context.language))),
      updateVideo: (_root: unknown, { input }: Input, context: MockContext) =>
        operatorRefusal(context) ??
        (videoNumber(input.id) > 0
          ? typed('UpdateVideoPayload', {
              clientMutationId: input.clientMutationId,
              video: videosFor(context)[videoNumber(input.id) - 1],
            })
          : typed('NotFoundError', buildNotFoundError(context.language))),
      removeVideo: (_root: unknown, { input }: Input, context: MockContext) =>
        operatorRefusal(context) ??
        (videoNumber(input.id) > 0
          ? typed('RemoveVideoPayload', {
              clientMutationId: input.clientMutationId,
              removedVideoId: input.id,
              playlist: playlistFor(context),
            })
          : typed('NotFoundError', buildNotFoundError(context.language))),
    },
  };
};

export const playerMock: MockFeature = {
  builders: (locale) => ({
    Playlist: (index) => buildPlaylist(locale, index),
    Video: (index) => buildVideo(locale, index),
    VideoSource: () => buildSource(locale, 0, 'open'),
    VideoLockedError: () => buildSource(locale, 1, 'sign-in'),
    VideoPosition: () => ({ seconds: 5, isFinished: false, updatedAt: mockDateTime(0) }),
    ...payloadBuilders(
      'SaveVideoPositionPayload',
      'CreatePlaylistPayload',
      'UpdatePlaylistPayload',
      'AddVideoPayload',
      'UpdateVideoPayload',
      'RemoveVideoPayload',
    ),
    ...edgeBuilders({ PlaylistEdge: 'Playlist', VideoEdge: 'Video' }),
  }),
  resolvers: playerResolvers,
};
