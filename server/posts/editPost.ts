// Mutation.editPost: the author changes their post (text, images, topic, who may read it).
// The checks of createPost run first (postInput.ts); the post, its search index, its
// images and the receipt are written in one transaction, likes and comments untouched.
// Images the edit leaves out are deleted, their files once the transaction committed.
import { and, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { hasRole } from '../community/roles';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  notFound,
  permissionDenied,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
  type NotFoundResult,
  type PermissionDeniedResult,
} from '../graphql/typedErrors';
import { reloadPost } from './findPost';
import { attachImages, uploadNotFound } from './postImages';
import { checkPostInput } from './postInput';
import { POST_MODERATOR_ROLES } from './postPermissions';
import { postSearchFields } from './searchIndex';
import { posts } from './tables';
import { queueStoredFileDeletions } from '../storage/storedFileDeletions';

export const editPostResolvers: Resolvers = {
  Mutation: {
    editPost: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const author = await context.loaders.community.viewerUser();
      if (!identity || !author) return shouldBeLoggedInOrSignedUp(t);
      const postId = dbIdOf(input.postId, 'Post');
      const content = await checkPostInput(context, input);
      if ('refusal' in content) return content.refusal;
      const { topicId, body, images } = content.checked;

      let removedFiles: string[] = [];
      const result = await runIdempotently<NotFoundResult | PermissionDeniedResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'editPost',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          // Only the author's own post is changed (read inside the transaction: it may have
          // been deleted meanwhile). Members may read every post, so visibility needs no check.
          const [post] = postId
            ? await tx
                .selectFields({ authorId: posts.authorId }, posts, eq(posts.id, postId))
                .limit(1)
            : [];
          if (!post || !postId) return { done: false, refusal: notFound(t) };
          // A moderator knows the post is there (they may delete it), but its words stay
          // its author's. Anyone else learns nothing about who wrote what: not found.
          if (post.authorId !== author.id)
            return {
              done: false,
              refusal: hasRole(author, POST_MODERATOR_ROLES) ? permissionDenied(t) : notFound(t),
            };
          await tx.update(
            posts,
            {
              body,
              ...postSearchFields(body),
              topicId,
              visibility: input.visibility,
              editedAt: new Date(),
            },
            and(eq(posts.id, postId), eq(posts.authorId, author.id)),
          );
          const attached = await attachImages(tx, author.id, images, { editedPostId: postId });
          if (!attached) return { done: false, refusal: uploadNotFound(t) };
          removedFiles = attached.removedStorageKeys;
          await queueStoredFileDeletions(tx, removedFiles, 'POST_IMAGE_REMOVED');
          return { done: true, resultRef: String(postId) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      // Only on the call that removed the rows: a replay removed nothing.
      await context.deleteForgottenFiles(removedFiles);
      return {
        __typename: 'EditPostPayload',
        clientMutationId: input.clientMutationId,
        post: await reloadPost(context, Number(result.resultRef)),
      };
    },
  },
  EditPostResult: { __resolveType: resolveResultType },
};
