// Operator mutations of the player: playlists and their videos, created, edited and removed.
// Role-guarded first; one write per clientMutationId (createOnce); a refusal writes nothing.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import { createOnce } from '../db/createOnce';
import { dbIdOf, toGlobalId } from '../graphql/globalId';
import {
  invalidInput,
  notFound,
  resolveResultType,
  type InvalidInputResult,
  type NotFoundResult,
} from '../graphql/typedErrors';
import { checkNewPlaylist, checkNewVideo, checkPlaylist, checkVideo, refused } from './playerInput';
import { playlists, videoPositions, videos } from './tables';
import { forgetUnusedUpload, sourceAvailable } from './videoUploads';

async function playlistOf(context: GraphQLContext, id: string) {
  const dbId = dbIdOf(id, 'Playlist');
  return dbId ? context.loaders.player.playlistById.load(dbId) : null;
}

async function videoOf(context: GraphQLContext, id: string) {
  const dbId = dbIdOf(id, 'Video');
  return dbId ? context.loaders.player.videoById.load(dbId) : null;
}

async function readBack<Row>(load: (id: number) => Promise<Row | null>, id: number): Promise<Row> {
  const row = await load(id);
  if (!row) throw new Error('A written row of the player could not be read back');
  return row;
}

export const playerOperatorResolvers: Resolvers = {
  Mutation: {
    createPlaylist: async (_parent, { input }, context) => {
      const denied = await requireRole(context, OPERATOR_ROLES);
      if (denied) return denied;
      const checked = checkNewPlaylist(context.t, input);
      if (refused(checked)) return checked;
      const created = await createOnce<InvalidInputResult>(
        context,
        'createPlaylist',
        input,
        async (tx) => {
          if ((await tx.count(playlists, eq(playlists.slug, checked.slug))) > 0)
            return { refusal: invalidInput(context.t, 'playlistId', 'INVALID_FORMAT') };
          const [row] = await tx.insert(playlists, checked).returning({ id: playlists.id });
          return row.id;
        },
      );
      if ('error' in created) return created.error;
      return {
        __typename: 'CreatePlaylistPayload',
        clientMutationId: input.clientMutationId,
        playlist: await readBack(context.loaders.player.playlistById.load, created.id),
      };
    },
    updatePlaylist: async (_parent, { input }, context) => {
      const denied = await requireRole(context, OPERATOR_ROLES);
      if (denied) return denied;
      const playlist = await playlistOf(context, input.id);
      if (!playlist) return notFound(context.t);
      const checked = checkPlaylist(context.t, input, playlist);
      if (refused(checked)) return checked;
      const updated = await createOnce(context, 'updatePlaylist', input, async (tx) => {
        await tx.update(playlists, checked, eq(playlists.id, playlist.id));
        return playlist.id;
      });
      if ('error' in updated) return updated.error;
      return {
        __typename: 'UpdatePlaylistPayload',
        clientMutationId: input.clientMutationId,
        playlist: await readBack(context.loaders.player.playlistById.load, updated.id),
      };
    },
    addVideo: async (_parent, { input }, context) => {
      const denied = await requireRole(context, OPERATOR_ROLES);
      if (denied) return denied;
      const playlist = await playlistOf(context, input.playlistId);
      if (!playlist) return notFound(context.t);
      const checked = checkNewVideo(context.t, input);
      if (refused(checked)) return checked;
      const created = await createOnce<InvalidInputResult | NotFoundResult>(
        context,
        'addVideo',
        input,
        async (tx) => {
          if (!(await sourceAvailable(tx, checked.source))) return { refusal: notFound(context.t) };
          // The playlist's row, locked: its videos are numbered one at a time.
          await tx.select(playlists, eq(playlists.id, playlist.id)).for('update');
          const existing = await tx.select(videos, eq(videos.playlistId, playlist.id));
          if (existing.some((video) => video.slug === checked.slug))
            return { refusal: invalidInput(context.t, 'videoId', 'INVALID_FORMAT') };
          const position = Math.max(-1, ...existing.map((video) => video.position)) + 1;
          const [row] = await tx
            .insert(videos, { ...checked, playlistId: playlist.id, position })
            .returning({ id: videos.id });
          return row.id;
        },
      );
      if ('error' in created) return created.error;
      return {
        __typename: 'AddVideoPayload',
        clientMutationId: input.clientMutationId,
        video: await readBack(context.loaders.player.videoById.load, created.id),
      };
    },
    updateVideo: async (_parent, { input }, context) => {
      const denied = await requireRole(context, OPERATOR_ROLES);
      if (denied) return denied;
      const video = await videoOf(context, input.id);
      if (!video) return notFound(context.t);
      const checked = checkVideo(context.t, input, video);
      if (refused(checked)) return checked;
      let storedFiles: string[] = [];
      const updated = await createOnce<NotFoundResult>(
        context,
        'updateVideo',
        input,
        async (tx) => {
          if (!(await sourceAvailable(tx, checked.source))) return { refusal: notFound(context.t) };
          await tx.update(videos, checked, eq(videos.id, video.id));
          // The upload it played before, if no video plays it any more.
          if (checked.source !== video.source)
            storedFiles = await forgetUnusedUpload(tx, video.source);
          return video.id;
        },
      );
      if ('error' in updated) return updated.error;
      await context.deleteForgottenFiles(storedFiles);
      return {
        __typename: 'UpdateVideoPayload',
        clientMutationId: input.clientMutationId,
        video: await readBack(context.loaders.player.videoById.load, updated.id),
      };
    },
    removeVideo: async (_parent, { input }, context) => {
      const denied = await requireRole(context, OPERATOR_ROLES);
      if (denied) return denied;
      const video = await videoOf(context, input.id);
      if (!video) return notFound(context.t);
      let storedFiles: string[] = [];
      const removed = await createOnce(context, 'removeVideo', input, async (tx) => {
        await tx.delete(videoPositions, eq(videoPositions.videoId, video.id));
        await tx.delete(videos, eq(videos.id, video.id));
        storedFiles = await forgetUnusedUpload(tx, video.source);
        // The videos after it move up one, so positions stay 0, 1, 2, …
        await tx.update(
          videos,
          { position: sql`${videos.position} - 1` },
          and(eq(videos.playlistId, video.playlistId), gt(videos.position, video.position)),
        );
        return video.playlistId;
      });
      if ('error' in removed) return removed.error;
      await context.deleteForgottenFiles(storedFiles);
      return {
        __typename: 'RemoveVideoPayload',
        clientMutationId: input.clientMutationId,
        removedVideoId: toGlobalId('Video', video.id),
        playlist: await readBack(context.loaders.player.playlistById.load, removed.id),
      };
    },
  },
  CreatePlaylistResult: { __resolveType: resolveResultType },
  UpdatePlaylistResult: { __resolveType: resolveResultType },
  AddVideoResult: { __resolveType: resolveResultType },
  UpdateVideoResult: { __resolveType: resolveResultType },
  RemoveVideoResult: { __resolveType: resolveResultType },
};
