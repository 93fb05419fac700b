// Per-request loaders of the articles feature. An article scheduled for later loads as null
// for everyone (node, the list, the page at its address); operators' mutations read every
// row through articleRowById.
import { and, eq, lte, type SQL } from 'drizzle-orm';
import { createBatchLoader } from '../graphql/batchLoader';
import type { NodeLoader, RequestScope } from '../platform/serverFeature';
import { articles, type ArticleRow } from './tables';

/** Articles already published (a scheduled one is hidden from everyone until then). */
export function publishedArticles(now = new Date()): SQL {
  return lte(articles.publishedAt, now);
}

export interface ArticleLoaders {
  /** Published articles only. */
  articleById: NodeLoader<ArticleRow>;
  /** Scheduled ones too (operators' mutations). */
  articleRowById: NodeLoader<ArticleRow>;
  /** The published article at an address, or null. */
  publishedArticleBySlug: (slug: string) => Promise<ArticleRow | null>;
}

export function createArticleLoaders({ db }: RequestScope): ArticleLoaders {
  const rows = db.rowsById(articles);
  return {
    articleById: createBatchLoader(async (ids: number[]) => {
      const now = Date.now();
      const found = await Promise.all(ids.map((id) => rows.load(id)));
      const published = new Map<number, ArticleRow>();
      for (const row of found) {
        if (row && row.publishedAt.getTime() <= now) published.set(row.id, row);
      }
      return published;
    }, null),
    articleRowById: rows,
    publishedArticleBySlug: async (slug) => {
      const [row] = await db
        .select(articles, and(eq(articles.slug, slug), publishedArticles()))
        .limit(1);
      return row ?? null;
    },
  };
}
