// Per-request loaders of the information feature. An article scheduled for later loads as
// null for everyone, so node, connections and mutations agree it does not exist yet.
import { and, eq, inArray } from 'drizzle-orm';
import type { CommunityLoaders } from '../community/loaders';
import { createBatchLoader, type BatchLoader } from '../graphql/batchLoader';
import type { NodeLoader, RequestScope } from '../platform/serverFeature';
import {
  informationArticles,
  informationFavorites,
  informationReads,
  officialSchedules,
  type InformationArticleRow,
  type OfficialScheduleRow,
} from './tables';

export interface InformationLoaders {
  articleById: NodeLoader<InformationArticleRow>;
  officialScheduleById: NodeLoader<OfficialScheduleRow>;
  /** Whether the viewer opened each article (false when signed out). */
  viewerHasReadByArticleId: BatchLoader<number, boolean>;
  /** Whether the viewer starred each article (false when signed out). */
  viewerHasFavoritedByArticleId: BatchLoader<number, boolean>;
}

export function createInformationLoaders(
  { db }: RequestScope,
  others: { community: CommunityLoaders },
): InformationLoaders {
  const articleRows = db.rowsById(informationArticles);
  /** The viewer's rows of `table` among these articles, as a set of article ids. */
  const viewerMarks = (table: typeof informationReads | typeof informationFavorites) =>
    createBatchLoader(async (articleIds: number[]) => {
      const viewer = await others.community.viewerUser();
      const marked = new Map<number, boolean>();
      if (!viewer) return marked;
      const rows = await db.selectFields(
        { articleId: table.articleId },
        table,
        and(eq(table.userId, viewer.id), inArray(table.articleId, articleIds)),
      );
      for (const row of rows) marked.set(row.articleId, true);
      return marked;
    }, false);

  return {
    articleById: createBatchLoader(async (ids: number[]) => {
      const now = Date.now();
      const rows = await Promise.all(ids.map((id) => articleRows.load(id)));
      const published = new Map<number, InformationArticleRow>();
      for (const row of rows) {
        if (row && row.publishedAt.getTime() <= now) published.set(row.id, row);
      }
      return published;
    }, null),
    officialScheduleById: db.rowsById(officialSchedules),
    viewerHasReadByArticleId: viewerMarks(informationReads),
    viewerHasFavoritedByArticleId: viewerMarks(informationFavorites),
  };
}
