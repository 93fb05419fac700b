// Per-request loaders of the stories feature, through the tenant scope. Parts are loaded only
// by chapterContent.ts, once the viewer's unlock check has passed.
import { and, asc, inArray } from 'drizzle-orm';
import { createBatchLoader, type BatchLoader } from '../graphql/batchLoader';
import type { NodeLoader, RequestScope } from '../platform/serverFeature';
import {
  stories,
  storyChapters,
  storyParts,
  type StoryChapterRow,
  type StoryPartRow,
  type StoryRow,
} from './tables';

export interface StoriesLoaders {
  storyById: NodeLoader<StoryRow>;
  storyBySlug: BatchLoader<string, StoryRow | null>;
  chapterById: NodeLoader<StoryChapterRow>;
  /** A story's chapters, in order. */
  chaptersOf: BatchLoader<number, StoryChapterRow[]>;
  /** A chapter's parts, in order: for chapterContent.ts alone. */
  partsOf: BatchLoader<number, StoryPartRow[]>;
}

function groupBy<Row>(rows: Row[], key: (row: Row) => number): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

export function createStoriesLoaders({ db }: RequestScope): StoriesLoaders {
  return {
    storyById: db.rowsById(stories),
    storyBySlug: createBatchLoader(
      async (slugs: string[]) =>
        new Map(
          (await db.select(stories, inArray(stories.slug, slugs))).map((row) => [row.slug, row]),
        ),
      null,
    ),
    chapterById: db.rowsById(storyChapters),
    chaptersOf: createBatchLoader(async (ids: number[]) => {
      const rows = await db
        .select(storyChapters, and(inArray(storyChapters.storyId, ids)))
        .orderBy(asc(storyChapters.position), asc(storyChapters.id));
      return groupBy(rows, (row) => row.storyId);
    }, []),
    partsOf: createBatchLoader(async (ids: number[]) => {
      const rows = await db
        .select(storyParts, inArray(storyParts.chapterId, ids))
        .orderBy(asc(storyParts.position), asc(storyParts.id));
      return groupBy(rows, (row) => row.chapterId);
    }, []),
  };
}
