// Reading the player: the garden's playlists, one by its address, its videos in order, the
// viewer's positions and "continue watching", and (through videoSource.ts only) a source.
import { desc } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { checkPageSize, offsetAfter, offsetPage } from '../graphql/cursor';
import { toGlobalId } from '../graphql/globalId';
import { resolveResultType } from '../graphql/typedErrors';
import { localized } from '../seo/siteMetadataOf';
import { FINISHED_MARGIN_SECONDS, MAX_PLAYER_PAGE_SIZE, SLUG_MAX_LENGTH } from './playerRules';
import { playlists, type VideoPositionRow, type VideoRow } from './tables';
import { videoSourceOf } from './videoSource';

const isFinished = (position: VideoPositionRow, video: VideoRow) =>
  position.seconds >= video.durationSeconds - FINISHED_MARGIN_SECONDS;

export const playerResolvers: Resolvers = {
  Community: {
    playlists: async (_community, args, context) => {
      const size = checkPageSize(context.t, args.first ?? 20, MAX_PLAYER_PAGE_SIZE);
      const offset = offsetAfter(context.t, args.after);
      const rows = await context.db
        .select(playlists)
        .orderBy(desc(playlists.createdAt), desc(playlists.id))
        .limit(size + 1)
        .offset(offset);
      return offsetPage(rows, offset, size);
    },
    playlist: (_community, { playlistId }, context) =>
      playlistId.length > SLUG_MAX_LENGTH
        ? null
        : context.loaders.player.playlistBySlug.load(playlistId),
  },
  Playlist: {
    id: (row) => toGlobalId('Playlist', row.id),
    playlistId: (row) => row.slug,
    title: (row, _args, { language }) => localized(row.title, language),
    description: (row, _args, { language }) => localized(row.description, language),
    coverImageUrl: (row) => row.coverImageUrl,
    videoCount: async (row, _args, context) =>
      (await context.loaders.player.videosOf.load(row.id)).length,
    videos: async (row, args, context) => {
      const size = checkPageSize(context.t, args.first ?? 20, MAX_PLAYER_PAGE_SIZE);
      const offset = offsetAfter(context.t, args.after);
      const rows = await context.loaders.player.videosOf.load(row.id);
      return offsetPage(rows.slice(offset, offset + size + 1), offset, size);
    },
    video: async (row, { videoId }, context) =>
      (await context.loaders.player.videosOf.load(row.id)).find(
        (video) => video.slug === videoId,
      ) ?? null,
    viewerContinueVideo: async (row, _args, context) => {
      const [videoRows, positions] = await Promise.all([
        context.loaders.player.videosOf.load(row.id),
        context.loaders.player.viewerPositionsIn.load(row.id),
      ]);
      for (const position of positions) {
        const video = videoRows.find((candidate) => candidate.id === position.videoId);
        if (video && !isFinished(position, video)) return video;
      }
      return null;
    },
  },
  Video: {
    id: (row) => toGlobalId('Video', row.id),
    videoId: (row) => row.slug,
    playlist: async (row, _args, context) => {
      const playlist = await context.loaders.player.playlistById.load(row.playlistId);
      if (!playlist) throw new Error('The playlist of a video is missing');
      return playlist;
    },
    number: async (row, _args, context) =>
      (await context.loaders.player.videosOf.load(row.playlistId)).findIndex(
        (video) => video.id === row.id,
      ) + 1,
    title: (row, _args, { language }) => localized(row.title, language),
    description: (row, _args, { language }) => localized(row.description, language),
    durationSeconds: (row) => row.durationSeconds,
    posterUrl: (row) => row.posterUrl,
    isMembersOnly: (row) => row.membersOnly,
    source: (row, _args, context) => videoSourceOf(context, row),
    nextVideo: async (row, _args, context) => {
      const rows = await context.loaders.player.videosOf.load(row.playlistId);
      return rows[rows.findIndex((video) => video.id === row.id) + 1] ?? null;
    },
    viewerPosition: (row, _args, context) => context.loaders.player.viewerPositionOf.load(row.id),
  },
  VideoPosition: {
    seconds: (row) => row.seconds,
    updatedAt: (row) => row.updatedAt,
    isFinished: async (row, _args, context) => {
      const video = await context.loaders.player.videoById.load(row.videoId);
      return video !== null && isFinished(row, video);
    },
  },
  VideoSourceResult: { __resolveType: resolveResultType },
};
