// Mutation.createPost: a member posts to the garden, optionally under a topic. Checks
// run before anything is written; the post and its receipt are written in one transaction.
import { eq } from 'drizzle-orm';
import { MAX_POST_LENGTH } from '../../common/limits';
import { foldForSearch } from '../../common/searchText';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf } from '../graphql/globalId';
import { checkTextLength } from '../graphql/textLength';
import { cleanText } from '../graphql/textRules';
import {
  clientMutationIdReused,
  notFound,
  shouldBeLoggedInOrSignedUp,
  textModeration,
  resolveResultType,
} from '../graphql/typedErrors';
import { containsBannedWord } from '../moderation/bannedWords';
import { reloadPost } from './findPost';
import { postCursor } from './postPage';
import { posts } from './tables';
import { emitActivity } from '../engagement/activityLog';
import { publishOfficialPostAdded } from './officialPostAdded';
import { trendScoreAfter } from './trendScore';

export const createPostResolvers: Resolvers = {
  Mutation: {
    createPost: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const author = await context.loaders.community.viewerUser();
      if (!identity || !author) return shouldBeLoggedInOrSignedUp(t);
      let topicId: number | null = null;
      if (input.topicId != null) {
        topicId = dbIdOf(input.topicId, 'Topic');
        if (topicId === null || !(await context.loaders.posts.topicById.load(topicId)))
          return notFound(t);
      }
      const body = cleanText(input.body, 'body');
      const lengthError = checkTextLength(t, 'body', body, MAX_POST_LENGTH);
      if (lengthError) return lengthError;
      if (await containsBannedWord(db, body)) return textModeration(t, 'body');

      const result = await runIdempotently<never>(
        db,
        {
          actor: identity.uid,
          mutation: 'createPost',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const [post] = await tx
            .insert(posts, {
              authorId: author.id,
              topicId,
              body,
              searchText: foldForSearch(body),
              visibility: input.visibility,
              // The official account's posts carry the badge (and may be pinned).
              isOfficial: author.role === 'OFFICIAL',
            })
            .returning({ id: posts.id });
          await emitActivity(tx, { userId: author.id, kind: 'POST', sourceKey: `post:${post.id}` });
          await tx.update(posts, { trendScore: trendScoreAfter() }, eq(posts.id, post.id));
          return { done: true, resultRef: String(post.id) };
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
