// Pages of articles (pinned first, then newest), of a fan's favourites (newest star first)
// and of the official schedule (soonest first). Offsets for articles: pinning reorders the
// list rarely, and the list is short-lived news; ids for favourites and schedules.
import { and, asc, desc, eq, gt, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { GraphQLContext } from '../context';
import {
  checkPageSize,
  decodeCursor,
  emptyPage,
  encodeCursor,
  offsetAfter,
  offsetPage,
  type Page,
  type PageArgs,
  pageOf,
} from '../graphql/cursor';
import {
  informationArticles,
  informationFavorites,
  informationReads,
  officialSchedules,
  type InformationArticleRow,
  type OfficialScheduleRow,
} from './tables';

const DEFAULT_PAGE_SIZE = 20;
export const MAX_INFORMATION_PER_PAGE = 50;

/** Articles already published. */
export function publishedArticles(now = new Date()): SQL {
  return lte(informationArticles.publishedAt, now);
}

export async function readArticlePage(
  context: GraphQLContext,
  where: SQL | undefined,
  args: PageArgs,
): Promise<Page<InformationArticleRow>> {
  const { t, db } = context;
  const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_INFORMATION_PER_PAGE);
  const offset = offsetAfter(t, args.after);
  const rows = await db
    .select(informationArticles, and(publishedArticles(), where))
    .orderBy(
      sql`${informationArticles.pinnedAt} is null`,
      desc(informationArticles.pinnedAt),
      desc(informationArticles.publishedAt),
      desc(informationArticles.id),
    )
    .limit(size + 1)
    .offset(offset);
  return offsetPage(rows, offset, size);
}

export async function countUnreadArticles(context: GraphQLContext): Promise<number> {
  const viewer = await context.loaders.community.viewerUser();
  if (!viewer) return 0;
  const read = context.db.selectFields(
    { id: informationReads.articleId },
    informationReads,
    eq(informationReads.userId, viewer.id),
  );
  return context.db.count(
    informationArticles,
    and(publishedArticles(), sql`${informationArticles.id} not in ${read}`),
  );
}

export async function readFavoritePage(
  context: GraphQLContext,
  args: PageArgs,
): Promise<Page<InformationArticleRow>> {
  const { t, db } = context;
  const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_INFORMATION_PER_PAGE);
  const beforeId = args.after ? decodeCursor(t, 'favoriteId', args.after) : null;
  const viewer = await context.loaders.community.viewerUser();
  if (!viewer) return emptyPage();
  const stars = await db
    .select(
      informationFavorites,
      and(
        eq(informationFavorites.userId, viewer.id),
        beforeId !== null ? sql`${informationFavorites.id} < ${beforeId}` : undefined,
      ),
    )
    .orderBy(desc(informationFavorites.id))
    .limit(size + 1);
  const page = pageOf(
    stars,
    size,
    (star) => encodeCursor('favoriteId', star.id),
    beforeId !== null,
  );
  const articles = await Promise.all(
    page.edges.map((edge) => context.loaders.information.articleById.load(edge.node.articleId)),
  );
  return {
    pageInfo: page.pageInfo,
    edges: page.edges.flatMap((edge, index) =>
      articles[index] ? [{ cursor: edge.cursor, node: articles[index] }] : [],
    ),
  };
}

export async function readSchedulePage(
  context: GraphQLContext,
  args: PageArgs & { from?: Date | null },
): Promise<Page<OfficialScheduleRow>> {
  const { t, db } = context;
  const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_INFORMATION_PER_PAGE);
  const from = args.from ?? new Date();
  const afterId = args.after ? decodeCursor(t, 'scheduleId', args.after) : null;
  const after =
    afterId !== null ? await context.loaders.information.officialScheduleById.load(afterId) : null;
  const rows = await db
    .select(
      officialSchedules,
      and(
        gte(officialSchedules.endsAt, from),
        after
          ? or(
              gt(officialSchedules.startsAt, after.startsAt),
              and(
                eq(officialSchedules.startsAt, after.startsAt),
                gt(officialSchedules.id, after.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(officialSchedules.startsAt), asc(officialSchedules.id))
    .limit(size + 1);
  return pageOf(rows, size, (row) => encodeCursor('scheduleId', row.id), afterId !== null);
}
