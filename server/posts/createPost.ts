// Mutation.createPost: a member posts to the garden, optionally under a topic. Checks
// run before anything is written; the post and its receipt are written in one transaction.
import { eq } from 'drizzle-orm';
import { MAX_POST_LENGTH } from '../../common/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { UserRow } from '../community/tables';
import { runIdempotently } from '../db/idempotency';
import type { TenantScope } from '../db/tenantScope';
import { dbIdOf } from '../graphql/globalId';
import { checkTextLength } from '../graphql/textLength';
import { cleanText } from '../graphql/textRules';
import {
  clientMutationIdReused,
  notFound,
  shouldBeLoggedInOrSignedUp,
  textModeration,
  resolveResultType,
  type NotFoundResult,
} from '../graphql/typedErrors';
import { containsBannedWord } from '../moderation/bannedWords';
import { reloadPost } from './findPost';
import { postCursor } from './postPage';
import { postSearchFields } from './searchIndex';
import { posts } from './tables';
import { emitActivity } from '../engagement/activityLog';
import { scheduleOfficialPostPush } from '../notifications/officialPostPush';
import { publishOfficialPostAdded } from './officialPostAdded';
import { trendScoreAfter } from './trendScore';
import { attachImages, checkImageInputs, uploadNotFound } from './postImages';

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
      const checked = checkImageInputs(t, input.images);
      if ('__typename' in checked) return checked;

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
          if (!(await attachImages(tx, author.id, checked.images, { postId })))
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
