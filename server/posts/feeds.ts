// The fan's feeds beyond the whole-garden timeline: the home timeline (fans one follows,
// one's own posts and the official account's) and the trend ranking (trendScore.ts).
import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { MAX_POSTS_PER_PAGE } from '../../common/limits';
import { follows } from '../accounts/tables';
import type { GraphQLContext } from '../context';
import {
  checkPageSize,
  connectionOf,
  offsetAfter,
  offsetPage,
  type Page,
  type PageArgs,
} from '../graphql/cursor';
import { readPostPage, visiblePosts } from './postPage';
import { posts, timelinePreferences, type PostRow, type StoredTimelinePreferences } from './tables';
import { TREND_WINDOW_DAYS } from './trendScore';

const DEFAULT_PAGE_SIZE = 20;
/** The trend list stops here: a ranking, not an archive. */
export const MAX_TREND_POSTS = 200;

/** The viewer's timeline preferences, or the defaults (everything) without a row. */
export async function timelinePreferencesOf(
  context: GraphQLContext,
  userId: number,
): Promise<Omit<StoredTimelinePreferences, 'tenantId' | 'userId' | 'updatedAt'>> {
  const [row] = await context.db.select(
    timelinePreferences,
    eq(timelinePreferences.userId, userId),
  );
  return {
    showOfficialPosts: row?.showOfficialPosts ?? true,
    showFollowedPosts: row?.showFollowedPosts ?? true,
    showOwnPosts: row?.showOwnPosts ?? true,
    showTopicPosts: row?.showTopicPosts ?? true,
  };
}

/**
 * Which posts the home timeline shows: the fans the viewer follows, the viewer, official
 * posts — each as the viewer's timeline preferences allow — and, when topic posts are
 * off, only posts outside the topic boards.
 */
async function homeTimelinePosts(context: GraphQLContext): Promise<SQL> {
  const viewer = await context.loaders.community.viewerUser();
  if (!viewer) return eq(posts.isOfficial, true);
  const preferences = await timelinePreferencesOf(context, viewer.id);
  const followed = context.db.selectFields(
    { id: follows.followeeId },
    follows,
    eq(follows.followerId, viewer.id),
  );
  const sources: SQL[] = [];
  if (preferences.showFollowedPosts) sources.push(inArray(posts.authorId, followed));
  if (preferences.showOwnPosts) sources.push(eq(posts.authorId, viewer.id));
  if (preferences.showOfficialPosts) sources.push(eq(posts.isOfficial, true));
  // Nothing chosen: an empty timeline (the settings page says so).
  if (sources.length === 0) return sql`false`;
  const from = or(...sources)!;
  return preferences.showTopicPosts ? from : and(from, isNull(posts.topicId))!;
}

export async function readHomeTimeline(
  context: GraphQLContext,
  args: PageArgs,
): Promise<Page<PostRow>> {
  return readPostPage(context, await homeTimelinePosts(context), args);
}

/** The week's posts by trend score, highest first (an offset cursor: the list is short). */
export async function readTrend(context: GraphQLContext, args: PageArgs): Promise<Page<PostRow>> {
  const { t, db } = context;
  const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_POSTS_PER_PAGE);
  const offset = offsetAfter(t, args.after);
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
  const page = offsetPage(rows, offset, take);
  // The trend ends at MAX_TREND_POSTS even when older posts would follow.
  return connectionOf(
    page.edges,
    page.pageInfo.hasNextPage && offset + take < MAX_TREND_POSTS,
    offset > 0,
  );
}
