// The fan's feeds beyond the whole-garden timeline: the home timeline (fans one follows,
// one's own posts and the official account's) and the trend ranking (trendScore.ts).
import { and, desc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import { MAX_POSTS_PER_PAGE } from '../../common/limits';
import { follows } from '../accounts/tables';
import type { GraphQLContext } from '../context';
import { checkPageSize, decodeCursor, encodeCursor } from '../graphql/cursor';
import { readPostPage, visiblePosts, type Page, type PageArgs } from './postPage';
import { posts, type PostRow } from './tables';
import { TREND_WINDOW_DAYS } from './trendScore';

const DEFAULT_PAGE_SIZE = 20;
/** The trend list stops here: a ranking, not an archive. */
export const MAX_TREND_POSTS = 200;

/** Who the home timeline shows: the fans the viewer follows, the viewer, official posts. */
async function homeTimelineAuthors(context: GraphQLContext): Promise<SQL> {
  const viewer = await context.loaders.community.viewerUser();
  if (!viewer) return eq(posts.isOfficial, true);
  const followed = context.db.selectFields(
    { id: follows.followeeId },
    follows,
    eq(follows.followerId, viewer.id),
  );
  return or(
    inArray(posts.authorId, followed),
    eq(posts.authorId, viewer.id),
    eq(posts.isOfficial, true),
  )!;
}

export async function readHomeTimeline(
  context: GraphQLContext,
  args: PageArgs,
): Promise<Page<PostRow>> {
  return readPostPage(context, await homeTimelineAuthors(context), args);
}

/** The week's posts by trend score, highest first (an offset cursor: the list is short). */
export async function readTrend(context: GraphQLContext, args: PageArgs): Promise<Page<PostRow>> {
  const { t, db } = context;
  const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_POSTS_PER_PAGE);
  const offset = args.after ? decodeCursor(t, 'offset', args.after) + 1 : 0;
  const take = Math.max(0, Math.min(size, MAX_TREND_POSTS - offset));
  const since = new Date(Date.now() - TREND_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const rows =
    take === 0
      ? []
      : await db
          .select(posts, and(gt(posts.createdAt, since), await visiblePosts(context)))
          .orderBy(desc(posts.trendScore), desc(posts.id))
          .limit(take + 1)
          .offset(offset);
  const edges = rows
    .slice(0, take)
    .map((node, index) => ({ cursor: encodeCursor('offset', offset + index), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > take && offset + take < MAX_TREND_POSTS,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
