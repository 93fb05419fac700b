// Mutation.deletePost: the author deletes their post; its likes and comments go with it
// (foreign keys cascade). A retry answers with the same deleted id and deletes nothing.
import { and, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf, toGlobalId } from '../graphql/globalId';
import {
  clientMutationIdReused,
  notFound,
  shouldBeLoggedInOrSignedUp,
  type NotFoundResult,
  resolveResultType,
} from '../graphql/typedErrors';
import { hasRole } from '../community/roles';
import { queueStoredFileDeletions } from '../storage/storedFileDeletions';
import { POST_MODERATOR_ROLES } from './postPermissions';
import { storedImageKeys } from './postImages';
import { postImages, posts } from './tables';

export const deletePostResolvers: Resolvers = {
  Mutation: {
    deletePost: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const postId = dbIdOf(input.postId, 'Post');

      let storedFiles: string[] = [];
      const result = await runIdempotently<NotFoundResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'deletePost',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          // Looked up inside the receipt's transaction: a retry after the delete replays
          // the first answer instead of finding nothing. Members may read every post, so
          // no visibility check is needed. Another fan's post is "not found" too (unless
          // the viewer moderates): the answer tells nothing about who wrote what.
          const mayDeleteAny = hasRole(viewer, POST_MODERATOR_ROLES);
          storedFiles = postId ? await storedImageKeys(tx, eq(postImages.postId, postId)) : [];
          const deleted = postId
            ? await tx
                .delete(
                  posts,
                  and(
                    eq(posts.id, postId),
                    mayDeleteAny ? undefined : eq(posts.authorId, viewer.id),
                  ),
                )
                .returning({ id: posts.id })
            : [];
          if (deleted.length === 0) return { done: false, refusal: notFound(t) };
          await queueStoredFileDeletions(tx, storedFiles, 'POST_DELETED');
          return { done: true, resultRef: String(postId) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      await context.deleteForgottenFiles(storedFiles);
      context.renewLoaders();
      return {
        __typename: 'DeletePostPayload',
        clientMutationId: input.clientMutationId,
        deletedPostId: toGlobalId('Post', Number(result.resultRef)),
      };
    },
  },
  DeletePostResult: { __resolveType: resolveResultType },
};
