// Post drafts: a fan saves a post for later, finds it in their drafts (/draft-posts),
// edits it, publishes it or deletes it. A draft is its author's alone: the draft loader
// answers null to anyone else (node included), the drafts list reads the viewer's own,
// and no feed, search or post page reads the drafts table at all. Publishing writes a new
// post (insertPost, the rules of createPost) and moves the draft's images to it.
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import { MAX_POST_LENGTH, MAX_POSTS_PER_PAGE } from '../../common/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { runIdempotently } from '../db/idempotency';
import {
  checkPageSize,
  decodeCursor,
  encodeCursor,
  type Page,
  type PageArgs,
  pageOf,
} from '../graphql/cursor';
import { dbIdOf, toGlobalId } from '../graphql/globalId';
import { checkTextLength } from '../graphql/textLength';
import { cleanText } from '../graphql/textRules';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
  textModeration,
  type NotFoundResult,
} from '../graphql/typedErrors';
import { containsBannedWord } from '../moderation/bannedWords';
import { queueStoredFileDeletions } from '../storage/storedFileDeletions';
import { insertPost } from './createPost';
import { reloadPost } from './findPost';
import { publishOfficialPostAdded } from './officialPostAdded';
import { attachImages, checkImageInputs, storedImageKeys, uploadNotFound } from './postImages';
import { postCursor } from './postPage';
import { postDrafts, postImages, type PostDraftRow } from './tables';

const DEFAULT_PAGE_SIZE = 20;

function draftCursor(draft: Pick<PostDraftRow, 'id'>): string {
  return encodeCursor('draftId', draft.id);
}

/** The viewer's drafts, newest first (nothing for a visitor or a fan who has not joined). */
async function readDraftPage(context: GraphQLContext, args: PageArgs): Promise<Page<PostDraftRow>> {
  const { t, db } = context;
  const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_POSTS_PER_PAGE);
  const beforeId = args.after ? decodeCursor(t, 'draftId', args.after) : null;
  const viewer = await context.loaders.community.viewerUser();
  const rows = viewer
    ? await db
        .select(
          postDrafts,
          and(
            eq(postDrafts.authorId, viewer.id),
            beforeId !== null ? lt(postDrafts.id, beforeId) : undefined,
          ),
        )
        .orderBy(desc(postDrafts.id))
        .limit(size + 1)
    : [];
  return pageOf(rows, size, (node) => draftCursor(node), beforeId !== null);
}

async function readBackDraft(context: GraphQLContext, draftId: number): Promise<PostDraftRow> {
  context.renewLoaders();
  const draft = await context.loaders.posts.draftById.load(draftId);
  if (!draft) throw new Error('A draft could not be read back after a write');
  return draft;
}

export const postDraftResolvers: Resolvers = {
  Community: {
    postDrafts: (_community, args, context) => readDraftPage(context, args),
  },
  PostDraft: {
    id: (draft) => toGlobalId('PostDraft', draft.id),
    body: (draft) => draft.body,
    visibility: (draft) => draft.visibility,
    topic: (draft, _args, context) =>
      draft.topicId === null ? null : context.loaders.posts.topicById.load(draft.topicId),
    images: (draft, _args, context) => context.loaders.posts.imagesByDraftId.load(draft.id),
    createdAt: (draft) => draft.createdAt,
    updatedAt: (draft) => draft.updatedAt,
  },
  Mutation: {
    savePostDraft: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const author = await context.loaders.community.viewerUser();
      if (!identity || !author) return shouldBeLoggedInOrSignedUp(t);
      let draftId: number | null = null;
      if (input.draftId != null) {
        draftId = dbIdOf(input.draftId, 'PostDraft');
        if (draftId === null || !(await context.loaders.posts.draftById.load(draftId)))
          return notFound(t);
      }
      let topicId: number | null = null;
      if (input.topicId != null) {
        topicId = dbIdOf(input.topicId, 'Topic');
        if (topicId === null || !(await context.loaders.posts.topicById.load(topicId)))
          return notFound(t);
      }
      const body = cleanText(input.body, 'body');
      if ([...body].length > MAX_POST_LENGTH)
        return invalidInput(t, 'body', 'TOO_LONG', MAX_POST_LENGTH);
      if (body && (await containsBannedWord(db, body))) return textModeration(t, 'body');
      const checked = checkImageInputs(t, input.images);
      if ('__typename' in checked) return checked;

      const result = await runIdempotently<NotFoundResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'savePostDraft',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const fields = { topicId, body, visibility: input.visibility };
          let id = draftId;
          if (id === null) {
            const [row] = await tx
              .insert(postDrafts, { authorId: author.id, ...fields })
              .returning({ id: postDrafts.id });
            id = row.id;
          } else {
            // Still the author's (read again inside the transaction: it may be gone).
            const updated = await tx
              .update(
                postDrafts,
                { ...fields, updatedAt: new Date() },
                and(eq(postDrafts.id, id), eq(postDrafts.authorId, author.id)),
              )
              .returning({ id: postDrafts.id });
            if (updated.length === 0) return { done: false, refusal: notFound(t) };
          }
          if (!(await attachImages(tx, author.id, checked.images, { draftId: id })))
            return { done: false, refusal: uploadNotFound(t) };
          return { done: true, resultRef: String(id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      const draft = await readBackDraft(context, Number(result.resultRef));
      return {
        __typename: 'SavePostDraftPayload',
        clientMutationId: input.clientMutationId,
        draftEdge: { cursor: draftCursor(draft), node: draft },
      };
    },

    publishPostDraft: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const author = await context.loaders.community.viewerUser();
      if (!identity || !author) return shouldBeLoggedInOrSignedUp(t);
      const draftId = dbIdOf(input.draftId, 'PostDraft');
      const draft = draftId === null ? null : await context.loaders.posts.draftById.load(draftId);
      const replayKey = {
        actor: identity.uid,
        mutation: 'publishPostDraft',
        clientMutationId: input.clientMutationId,
        input,
      };
      if (draft) {
        // The rules of createPost, checked before anything is written.
        const lengthError = checkTextLength(t, 'body', draft.body, MAX_POST_LENGTH);
        if (lengthError) return lengthError;
        if (await containsBannedWord(db, draft.body)) return textModeration(t, 'body');
      }
      const result = await runIdempotently<NotFoundResult>(db, replayKey, async (tx) => {
        if (!draft) return { done: false, refusal: notFound(t) };
        const images = await tx
          .select(postImages, eq(postImages.draftId, draft.id))
          .orderBy(asc(postImages.position), asc(postImages.id));
        const postId = await insertPost(tx, author, draft);
        // The images move to the post before the draft goes (its images would go with it).
        const moved = await attachImages(
          tx,
          author.id,
          images.map((image) => ({ id: image.id, altText: image.altText })),
          { postId, fromDraftId: draft.id },
        );
        if (!moved) return { done: false, refusal: uploadNotFound(t) };
        const deleted = await tx
          .delete(postDrafts, and(eq(postDrafts.id, draft.id), eq(postDrafts.authorId, author.id)))
          .returning({ id: postDrafts.id });
        if (deleted.length === 0) return { done: false, refusal: notFound(t) };
        return { done: true, resultRef: `${postId}:${draft.id}` };
      });
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      const [postId, publishedDraftId] = result.resultRef.split(':').map(Number);
      const post = await reloadPost(context, postId);
      if (post.isOfficial && !result.replayed) publishOfficialPostAdded(context, post.id);
      return {
        __typename: 'PublishPostDraftPayload',
        clientMutationId: input.clientMutationId,
        deletedDraftId: toGlobalId('PostDraft', publishedDraftId),
        postEdge: { cursor: postCursor(post), node: post },
      };
    },

    deletePostDraft: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const author = await context.loaders.community.viewerUser();
      if (!identity || !author) return shouldBeLoggedInOrSignedUp(t);
      const draftId = dbIdOf(input.draftId, 'PostDraft');
      let storedFiles: string[] = [];
      const result = await runIdempotently<NotFoundResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'deletePostDraft',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          // Another fan's draft is "not found", like one that never was. Its images go
          // with it (cascade): their files are queued for deletion in this transaction.
          storedFiles =
            draftId === null ? [] : await storedImageKeys(tx, eq(postImages.draftId, draftId));
          const deleted =
            draftId === null
              ? []
              : await tx
                  .delete(
                    postDrafts,
                    and(eq(postDrafts.id, draftId), eq(postDrafts.authorId, author.id)),
                  )
                  .returning({ id: postDrafts.id });
          if (deleted.length === 0) return { done: false, refusal: notFound(t) };
          await queueStoredFileDeletions(tx, storedFiles, 'DRAFT_DELETED');
          return { done: true, resultRef: String(draftId) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      await context.deleteForgottenFiles(storedFiles);
      context.renewLoaders();
      return {
        __typename: 'DeletePostDraftPayload',
        clientMutationId: input.clientMutationId,
        deletedDraftId: toGlobalId('PostDraft', Number(result.resultRef)),
      };
    },
  },
  SavePostDraftResult: { __resolveType: resolveResultType },
  PublishPostDraftResult: { __resolveType: resolveResultType },
  DeletePostDraftResult: { __resolveType: resolveResultType },
};
