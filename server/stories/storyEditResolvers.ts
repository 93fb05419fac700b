// Operators' edits of the stories feature: a story's texts and cover, a chapter's texts,
// unlock condition and parts (replaced whole), and deleting a story or a chapter. Addresses
// (slugs) never change: fans' links and shared pages keep working. Each edit runs once per
// clientMutationId; the row is looked up inside the receipt's transaction, so a retried
// delete replays its first answer instead of finding nothing.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import { createOnce } from '../db/createOnce';
import type { TenantScope } from '../db/tenantScope';
import { dbIdOf, toGlobalId } from '../graphql/globalId';
import { notFound, resolveResultType, type NotFoundResult } from '../graphql/typedErrors';
import { checkChapter, checkStory } from './storyInput';
import { stories, storyChapters, storyParts } from './tables';
import { checkUnlockCondition } from './unlockConditionInput';

/** Deletes chapters with their parts (parts first: they reference the chapters). */
async function deleteChapters(tx: TenantScope, chapterIds: number[]): Promise<void> {
  if (chapterIds.length === 0) return;
  await tx.delete(storyParts, inArray(storyParts.chapterId, chapterIds));
  await tx.delete(storyChapters, inArray(storyChapters.id, chapterIds));
}

export const storyEditResolvers: Resolvers = {
  Mutation: {
    updateStory: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const storyId = dbIdOf(input.id, 'Story');
      const story = storyId ? await context.loaders.stories.storyById.load(storyId) : null;
      if (!story) return notFound(context.t);
      const checked = checkStory(context.t, { ...input, storyId: story.slug });
      if ('__typename' in checked) return checked;
      const { slug: _slug, ...fields } = checked;
      const written = await createOnce<NotFoundResult>(
        context,
        'updateStory',
        input,
        async (tx) => {
          const [row] = await tx
            .update(stories, fields, eq(stories.id, story.id))
            .returning({ id: stories.id });
          return row ? row.id : { refusal: notFound(context.t) };
        },
      );
      if ('error' in written) return written.error;
      const updated = await context.loaders.stories.storyById.load(written.id);
      if (!updated) throw new Error('An edited story could not be read back');
      return {
        __typename: 'UpdateStoryPayload',
        clientMutationId: input.clientMutationId,
        story: updated,
      };
    },

    deleteStory: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const storyId = dbIdOf(input.id, 'Story');
      if (storyId === null) return notFound(context.t);
      const deleted = await createOnce<NotFoundResult>(
        context,
        'deleteStory',
        input,
        async (tx) => {
          const chapters = await tx.selectFields(
            { id: storyChapters.id },
            storyChapters,
            eq(storyChapters.storyId, storyId),
          );
          await deleteChapters(
            tx,
            chapters.map((chapter) => chapter.id),
          );
          const [row] = await tx
            .delete(stories, eq(stories.id, storyId))
            .returning({ id: stories.id });
          return row ? row.id : { refusal: notFound(context.t) };
        },
      );
      if ('error' in deleted) return deleted.error;
      return {
        __typename: 'DeleteStoryPayload',
        clientMutationId: input.clientMutationId,
        deletedStoryId: toGlobalId('Story', deleted.id),
      };
    },

    updateStoryChapter: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const chapterId = dbIdOf(input.id, 'StoryChapter');
      const chapter = chapterId ? await context.loaders.stories.chapterById.load(chapterId) : null;
      if (!chapter) return notFound(context.t);
      const checked = checkChapter(context.t, { ...input, storyId: '', chapterId: chapter.slug });
      if ('__typename' in checked) return checked;
      const condition = await checkUnlockCondition(context, input.unlockCondition);
      if ('__typename' in condition) return condition;
      const { parts, slug: _slug, ...fields } = checked;
      const written = await createOnce<NotFoundResult>(
        context,
        'updateStoryChapter',
        input,
        async (tx) => {
          const [row] = await tx
            .update(storyChapters, { ...fields, ...condition }, eq(storyChapters.id, chapter.id))
            .returning({ id: storyChapters.id });
          if (!row) return { refusal: notFound(context.t) };
          // The parts are replaced whole, in the same transaction: a reader sees the old
          // chapter or the new one, never half of each.
          await tx.delete(storyParts, eq(storyParts.chapterId, row.id));
          await tx.insert(
            storyParts,
            parts.map((part, position) => ({ ...part, chapterId: row.id, position })),
          );
          return row.id;
        },
      );
      if ('error' in written) return written.error;
      const updated = await context.loaders.stories.chapterById.load(written.id);
      if (!updated) throw new Error('An edited chapter could not be read back');
      return {
        __typename: 'UpdateStoryChapterPayload',
        clientMutationId: input.clientMutationId,
        chapter: updated,
      };
    },

    deleteStoryChapter: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const chapterId = dbIdOf(input.id, 'StoryChapter');
      if (chapterId === null) return notFound(context.t);
      const deleted = await createOnce<NotFoundResult>(
        context,
        'deleteStoryChapter',
        input,
        async (tx) => {
          const [chapter] = await tx.select(storyChapters, eq(storyChapters.id, chapterId));
          if (!chapter) return { refusal: notFound(context.t) };
          // The story's row, locked: chapters of one story are renumbered one change at a time.
          await tx.select(stories, eq(stories.id, chapter.storyId)).for('update');
          await deleteChapters(tx, [chapter.id]);
          await tx.update(
            storyChapters,
            { position: sql`${storyChapters.position} - 1` },
            and(
              eq(storyChapters.storyId, chapter.storyId),
              gt(storyChapters.position, chapter.position),
            ),
          );
          return chapter.storyId;
        },
      );
      if ('error' in deleted) return deleted.error;
      return {
        __typename: 'DeleteStoryChapterPayload',
        clientMutationId: input.clientMutationId,
        deletedChapterId: toGlobalId('StoryChapter', chapterId),
        story: await context.loaders.stories.storyById.load(deleted.id),
      };
    },
  },
  UpdateStoryResult: { __resolveType: resolveResultType },
  DeleteStoryResult: { __resolveType: resolveResultType },
  UpdateStoryChapterResult: { __resolveType: resolveResultType },
  DeleteStoryChapterResult: { __resolveType: resolveResultType },
};
