// Reading stories: the garden's list, one by its address, its chapters in order, each
// chapter's unlock condition and (through chapterContent.ts only) its parts.
import { desc } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { checkPageSize, offsetAfter, offsetPage } from '../graphql/cursor';
import { toGlobalId } from '../graphql/globalId';
import { resolveResultType } from '../graphql/typedErrors';
import { localized } from '../seo/siteMetadataOf';
import { chapterContent } from './chapterContent';
import { storyPartResolvers } from './partResolvers';
import { MAX_STORIES_PER_PAGE, SLUG_MAX_LENGTH } from './storyRules';
import { stories } from './tables';
import { conditionOf } from './unlockCondition';
import { lockOf } from './unlockCheck';

export const storyResolvers: Resolvers = {
  Community: {
    stories: async (_community, args, context) => {
      const size = checkPageSize(context.t, args.first ?? 20, MAX_STORIES_PER_PAGE);
      const offset = offsetAfter(context.t, args.after);
      const rows = await context.db
        .select(stories)
        .orderBy(desc(stories.createdAt), desc(stories.id))
        .limit(size + 1)
        .offset(offset);
      return offsetPage(rows, offset, size);
    },
    story: (_community, { storyId }, context) =>
      storyId.length > SLUG_MAX_LENGTH ? null : context.loaders.stories.storyBySlug.load(storyId),
  },
  Story: {
    id: (row) => toGlobalId('Story', row.id),
    storyId: (row) => row.slug,
    title: (row, _args, { language }) => localized(row.title, language),
    description: (row, _args, { language }) => localized(row.description, language),
    coverImageUrl: (row) => row.coverImageUrl,
    chapterCount: async (row, _args, context) =>
      (await context.loaders.stories.chaptersOf.load(row.id)).length,
    chapters: async (row, args, context) => {
      const size = checkPageSize(context.t, args.first ?? 20, MAX_STORIES_PER_PAGE);
      const offset = offsetAfter(context.t, args.after);
      const chapters = await context.loaders.stories.chaptersOf.load(row.id);
      return offsetPage(chapters.slice(offset, offset + size + 1), offset, size);
    },
    chapter: async (row, { chapterId }, context) =>
      (await context.loaders.stories.chaptersOf.load(row.id)).find(
        (chapter) => chapter.slug === chapterId,
      ) ?? null,
  },
  StoryChapter: {
    id: (row) => toGlobalId('StoryChapter', row.id),
    chapterId: (row) => row.slug,
    story: async (row, _args, context) => {
      const story = await context.loaders.stories.storyById.load(row.storyId);
      if (!story) throw new Error('The story of a chapter is missing');
      return story;
    },
    number: async (row, _args, context) =>
      (await context.loaders.stories.chaptersOf.load(row.storyId)).findIndex(
        (chapter) => chapter.id === row.id,
      ) + 1,
    title: (row, _args, { language }) => localized(row.title, language),
    summary: (row, _args, { language }) => localized(row.summary, language),
    unlockCondition: (row) => conditionOf(row),
    isUnlocked: async (row, _args, context) => (await lockOf(context, row)) === null,
    content: (row, _args, context) => chapterContent(context, row),
  },
  StoryUnlockCondition: {
    kind: (condition) => condition.kind,
    opensAt: (condition) => (condition.kind === 'PERIOD' ? condition.opensAt : null),
    supporterRank: async (condition, _args, context) => {
      if (condition.kind !== 'SUPPORTER_RANK') return null;
      const season = await context.loaders.supporterRank.currentSeason();
      return season?.ranks.find((rank) => rank.key === condition.supporterRankKey) ?? null;
    },
    viewPassItem: (condition, _args, context) =>
      condition.kind === 'VIEW_PASS' && condition.viewPassItemId !== null
        ? context.loaders.store.itemById.load(condition.viewPassItemId)
        : null,
  },
  StoryChapterContentResult: { __resolveType: resolveResultType },
  ...storyPartResolvers,
};
