// Pages of the garden's articles, newest first. Offsets: operators publish a few a month,
// and a scheduled one appearing between two pages only shifts the list by one.
import { desc } from 'drizzle-orm';
import type { GraphQLContext } from '../context';
import {
  checkPageSize,
  offsetAfter,
  offsetPage,
  type Page,
  type PageArgs,
} from '../graphql/cursor';
import { publishedArticles } from './loaders';
import { articles, type ArticleRow } from './tables';

const DEFAULT_PAGE_SIZE = 12;
export const MAX_ARTICLES_PER_PAGE = 30;

export async function readArticlePage(
  context: GraphQLContext,
  args: PageArgs,
): Promise<Page<ArticleRow>> {
  const { t, db } = context;
  const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_ARTICLES_PER_PAGE);
  const offset = offsetAfter(t, args.after);
  const rows = await db
    .select(articles, publishedArticles())
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(size + 1)
    .offset(offset);
  return offsetPage(rows, offset, size);
}
