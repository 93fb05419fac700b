// Mutation.createPost: a member posts to the garden, optionally under a topic. Checks
// run before anything is written; the post and its receipt are written in one transaction.
import { eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { UserRow } from '../community/tables';
import { runIdempotently } from '../db/idempotency';
import type { TenantScope } from '../db/tenantScope';
import {
  clientMutationIdReused,
  shouldBeLoggedInOrSignedUp,
  resolveResultType,
  type NotFoundResult,
} from '../graphql/typedErrors';
import { reloadPost } from './findPost';
import { postCursor } from './postPage';
import { postSearchFields } from './searchIndex';
import { posts } from './tables';
import { emitActivity } from '../engagement/activityLog';
import { scheduleOfficialPostPush } from '../notifications/officialPostPush';
import { publishOfficialPostAdded } from './officialPostAdded';
import { trendScoreAfter } from './trendScore';
import { attachImages, uploadNotFound } from './postImages';
import { checkPostInput } from './postInput';

/** Writes a post (from createPost, or publishPostDraft) with its activity and trend score. */
export async function insertPost(
  tx: TenantScope,
  author: UserRow,
  post: { topicId: number | null; body: string; visibility: 'MEMBERS' | 'PUBLIC' },
): Promise<number> {
  const [row] = await tx
    .insert(posts, {
      authorId: author.id,
      topicId: post.topicId,
      body: post.body,
      ...postSearchFields(post.body),
      visibility: post.visibility,
      // The official account's posts carry the badge (and may be pinned).
      isOfficial: author.role === 'OFFICIAL',
    })
    .returning({ id: posts.id });
  await emitActivity(tx, { userId: author.id, kind: 'POST', sourceKey: `post:${row.id}` });
  await tx.update(posts, { trendScore: trendScoreAfter() }, eq(posts.id, row.id));
  if (author.role === 'OFFICIAL') await scheduleOfficialPostPush(tx, row.id);
  return row.id;
}

export const createPostResolvers: Resolvers = {
  Mutation: {
    createPost: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const author = await context.loaders.community.viewerUser();
      if (!identity || !author) return shouldBeLoggedInOrSignedUp(t);
      const content = await checkPostInput(context, input);
      if ('refusal' in content) return content.refusal;
      const { topicId, body, images } = content.checked;

      const result = await runIdempotently<NotFoundResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'createPost',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const postId = await insertPost(tx, author, {
            topicId,
            body,
            visibility: input.visibility,
          });
          if (!(await attachImages(tx, author.id, images, { postId })))
            return { done: false, refusal: uploadNotFound(t) };
          return { done: true, resultRef: String(postId) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      const post = await reloadPost(context, Number(result.resultRef));
      if (post.isOfficial && !result.replayed) publishOfficialPostAdded(context, post.id);
      return {
        __typename: 'CreatePostPayload',
        clientMutationId: input.clientMutationId,
        postEdge: { cursor: postCursor(post), node: post },
      };
    },
  },
  CreatePostResult: { __resolveType: resolveResultType },
};
