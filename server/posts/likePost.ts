// Mutation.likePost: one more like from the viewer, up to MAX_LIKES_PER_FAN per post.
// The cap holds under concurrency: the fan's like row is bumped by one upsert whose
// `WHERE count < cap` is evaluated on the row's latest version under its lock, so N
// parallel likes serialise on that row and at most the cap ever succeed. The post's
// total moves in the same transaction.
import { eq, lt, sql } from 'drizzle-orm';
import { MAX_LIKES_PER_FAN } from '../../common/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import type { Translate } from '../graphql/translate';
import {
  clientMutationIdReused,
  notFound,
  shouldBeLoggedInOrSignedUp,
  type NotFoundResult,
  resolveResultType,
} from '../graphql/typedErrors';
import { findVisiblePost, reloadPost } from './findPost';
import { postLikes, posts } from './tables';
import { emitActivity } from '../engagement/activityLog';
import { trendScoreAfter } from './trendScore';

interface AlreadyMaxLikeCountResult {
  __typename: 'AlreadyMaxLikeCountError';
  message: string;
  maxLikeCount: number;
}

function alreadyMaxLikeCount(t: Translate): AlreadyMaxLikeCountResult {
  return {
    __typename: 'AlreadyMaxLikeCountError',
    message: t('errors.alreadyMaxLikeCount', { limit: MAX_LIKES_PER_FAN }),
    maxLikeCount: MAX_LIKES_PER_FAN,
  };
}

export const likePostResolvers: Resolvers = {
  Mutation: {
    likePost: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const post = await findVisiblePost(context, input.postId);
      if (!post) return notFound(t);

      const result = await runIdempotently<AlreadyMaxLikeCountResult | NotFoundResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'likePost',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const liked = await tx
            .insert(postLikes, { postId: post.id, userId: viewer.id, count: 1 })
            .onConflictDoUpdate({
              target: [postLikes.postId, postLikes.userId],
              set: { count: sql`${postLikes.count} + 1`, updatedAt: sql`now()` },
              setWhere: lt(postLikes.count, MAX_LIKES_PER_FAN),
            })
            .returning({ count: postLikes.count });
          if (liked.length === 0) return { done: false, refusal: alreadyMaxLikeCount(t) };
          const bumped = await tx
            .update(
              posts,
              { likeCount: sql`${posts.likeCount} + 1`, trendScore: trendScoreAfter({ likes: 1 }) },
              eq(posts.id, post.id),
            )
            .returning({ id: posts.id });
          // Deleted meanwhile: refuse, and the like row rolls back with the receipt.
          if (bumped.length === 0) return { done: false, refusal: notFound(t) };
          // Counted once per post and fan, however many times the fan cheers it.
          await emitActivity(tx, {
            userId: viewer.id,
            kind: 'POST_LIKE',
            sourceKey: `like:${post.id}:${viewer.id}`,
          });
          return { done: true, resultRef: String(post.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      return {
        __typename: 'LikePostPayload',
        clientMutationId: input.clientMutationId,
        post: await reloadPost(context, Number(result.resultRef)),
      };
    },
  },
  LikePostResult: { __resolveType: resolveResultType },
};
