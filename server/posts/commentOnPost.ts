// Mutation.commentOnPost: a member comments on a post they can read (one level: comments
// take no replies). The comment and the post's comment count move in one transaction.
import { eq, sql } from 'drizzle-orm';
import { MAX_COMMENT_LENGTH } from '../../common/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import { checkTextLength } from '../graphql/textLength';
import { cleanText } from '../graphql/textRules';
import {
  clientMutationIdReused,
  notFound,
  shouldBeLoggedInOrSignedUp,
  textModeration,
  type NotFoundResult,
  resolveResultType,
} from '../graphql/typedErrors';
import { containsBannedWord } from '../moderation/bannedWords';
import { findVisiblePost, reloadPost } from './findPost';
import { commentCursor } from './postPage';
import { postComments, posts } from './tables';
import { emitActivity } from '../engagement/activityLog';
import { trendScoreAfter } from './trendScore';

export const commentOnPostResolvers: Resolvers = {
  Mutation: {
    commentOnPost: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const author = await context.loaders.community.viewerUser();
      if (!identity || !author) return shouldBeLoggedInOrSignedUp(t);
      const post = await findVisiblePost(context, input.postId);
      if (!post) return notFound(t);
      const body = cleanText(input.body, 'body');
      const lengthError = checkTextLength(t, 'body', body, MAX_COMMENT_LENGTH);
      if (lengthError) return lengthError;
      if (await containsBannedWord(db, body)) return textModeration(t, 'body');

      const result = await runIdempotently<NotFoundResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'commentOnPost',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const bumped = await tx
            .update(
              posts,
              {
                commentCount: sql`${posts.commentCount} + 1`,
                trendScore: trendScoreAfter({ comments: 1 }),
              },
              eq(posts.id, post.id),
            )
            .returning({ id: posts.id });
          if (bumped.length === 0) return { done: false, refusal: notFound(t) };
          const [comment] = await tx
            .insert(postComments, { postId: post.id, authorId: author.id, body })
            .returning({ id: postComments.id });
          await emitActivity(tx, {
            userId: author.id,
            kind: 'COMMENT',
            sourceKey: `comment:${comment.id}`,
          });
          return { done: true, resultRef: String(comment.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      const commentId = Number(result.resultRef);
      const updatedPost = await reloadPost(context, post.id);
      const comment = await context.loaders.posts.commentById.load(commentId);
      if (!comment) throw new Error('A comment could not be read back');
      return {
        __typename: 'CommentOnPostPayload',
        clientMutationId: input.clientMutationId,
        commentEdge: { cursor: commentCursor(comment), node: comment },
        post: updatedPost,
      };
    },
  },
  CommentOnPostResult: { __resolveType: resolveResultType },
};
