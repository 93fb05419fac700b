// Operator mutations of the stories feature: a story, and a chapter at its end with its parts
// and unlock condition. Role-guarded first; one row per clientMutationId (createOnce).
import { eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import { createOnce } from '../db/createOnce';
import { dbIdOf } from '../graphql/globalId';
import {
  invalidInput,
  notFound,
  resolveResultType,
  type InvalidInputResult,
} from '../graphql/typedErrors';
import { checkChapter, checkStory } from './storyInput';
import { stories, storyChapters, storyParts } from './tables';
import { checkUnlockCondition } from './unlockConditionInput';

export const storyOperatorResolvers: Resolvers = {
  Mutation: {
    createStory: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const checked = checkStory(context.t, input);
      if ('__typename' in checked) return checked;
      const created = await createOnce<InvalidInputResult>(
        context,
        'createStory',
        input,
        async (tx) => {
          if ((await tx.count(stories, eq(stories.slug, checked.slug))) > 0)
            return { refusal: invalidInput(context.t, 'storyId', 'INVALID_FORMAT') };
          const [row] = await tx.insert(stories, checked).returning({ id: stories.id });
          return row.id;
        },
      );
      if ('error' in created) return created.error;
      const story = await context.loaders.stories.storyById.load(created.id);
      if (!story) throw new Error('A created story could not be read back');
      return { __typename: 'CreateStoryPayload', clientMutationId: input.clientMutationId, story };
    },
    createStoryChapter: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const storyId = dbIdOf(input.storyId, 'Story');
      const story = storyId ? await context.loaders.stories.storyById.load(storyId) : null;
      if (!story) return notFound(context.t);
      const checked = checkChapter(context.t, input);
      if ('__typename' in checked) return checked;
      const condition = await checkUnlockCondition(context, input.unlockCondition);
      if ('__typename' in condition) return condition;
      const { parts, ...fields } = checked;
      const created = await createOnce<InvalidInputResult>(
        context,
        'createStoryChapter',
        input,
        async (tx) => {
          // The story's row, locked: chapters of one story are numbered one at a time.
          await tx.select(stories, eq(stories.id, story.id)).for('update');
          const existing = await tx.select(storyChapters, eq(storyChapters.storyId, story.id));
          if (existing.some((chapter) => chapter.slug === fields.slug))
            return { refusal: invalidInput(context.t, 'chapterId', 'INVALID_FORMAT') };
          const [row] = await tx
            .insert(storyChapters, {
              ...fields,
              ...condition,
              storyId: story.id,
              position: existing.length,
            })
            .returning({ id: storyChapters.id });
          await tx.insert(
            storyParts,
            parts.map((part, position) => ({ ...part, chapterId: row.id, position })),
          );
          return row.id;
        },
      );
      if ('error' in created) return created.error;
      const chapter = await context.loaders.stories.chapterById.load(created.id);
      if (!chapter) throw new Error('A created chapter could not be read back');
      return {
        __typename: 'CreateStoryChapterPayload',
        clientMutationId: input.clientMutationId,
        chapter,
      };
    },
  },
  CreateStoryResult: { __resolveType: resolveResultType },
  CreateStoryChapterResult: { __resolveType: resolveResultType },
};
