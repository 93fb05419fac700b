// saveVideoPosition: where a fan stopped in a video, one row per fan and video, the last
// save wins. Only a fan who may play the video saves a position in it.
import type { Resolvers } from '../__generated__/resolvers-types';
import { createOnce } from '../db/createOnce';
import { dbIdOf } from '../graphql/globalId';
import {
  invalidInput,
  notFound,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
} from '../graphql/typedErrors';
import { membershipRequired } from '../subscriptions/membershipErrors';
import { videoPositions } from './tables';
import { VIDEO_PERK, videoAccessOf } from './videoAccess';

export const saveVideoPositionResolvers: Resolvers = {
  Mutation: {
    saveVideoPosition: async (_parent, { input }, context) => {
      const viewer = await context.loaders.community.viewerUser();
      if (!context.identity || !viewer) return shouldBeLoggedInOrSignedUp(context.t);
      const dbId = dbIdOf(input.videoId, 'Video');
      const video = dbId ? await context.loaders.player.videoById.load(dbId) : null;
      if (!video) return notFound(context.t);
      if ((await videoAccessOf(context, viewer.id, video)) !== 'open')
        return membershipRequired(context.t, VIDEO_PERK);
      if (
        !Number.isFinite(input.seconds) ||
        input.seconds < 0 ||
        input.seconds > video.durationSeconds
      )
        return invalidInput(context.t, 'seconds', 'INVALID_FORMAT', video.durationSeconds);
      const saved = await createOnce(context, 'saveVideoPosition', input, async (tx) => {
        const values = {
          userId: viewer.id,
          videoId: video.id,
          playlistId: video.playlistId,
          seconds: input.seconds,
          updatedAt: new Date(),
        };
        const [row] = await tx
          .insert(videoPositions, values)
          .onConflictDoUpdate({
            target: [videoPositions.tenantId, videoPositions.userId, videoPositions.videoId],
            set: { seconds: values.seconds, updatedAt: values.updatedAt },
          })
          .returning({ id: videoPositions.id });
        return row.id;
      });
      if ('error' in saved) return saved.error;
      return {
        __typename: 'SaveVideoPositionPayload',
        clientMutationId: input.clientMutationId,
        video,
      };
    },
  },
  SaveVideoPositionResult: { __resolveType: resolveResultType },
};
