// A chapter's content: its parts once the unlock check passes, else the typed error. The
// only reader of story parts, so a locked chapter's parts reach no one by any path (node,
// a story's chapters, server rendering).
import type { GraphQLContext } from '../context';
import type { StoryChapterRow, StoryPartRow } from './tables';
import { lockOf, type StoryUnlockConditionErrorResult } from './unlockCheck';

export type ChapterContentResult =
  { __typename: 'StoryChapterContent'; parts: StoryPartRow[] } | StoryUnlockConditionErrorResult;

export async function chapterContent(
  context: GraphQLContext,
  chapter: StoryChapterRow,
): Promise<ChapterContentResult> {
  const locked = await lockOf(context, chapter);
  if (locked) return locked;
  return {
    __typename: 'StoryChapterContent',
    parts: await context.loaders.stories.partsOf.load(chapter.id),
  };
}
