// The trend ranking (/trend): a post's score is
//   log10(max(1, likes + 2 × comments)) + (its creation time in seconds) / 45,000
// so ten times the engagement is worth 12.5 hours of newness, and a post sinks as newer
// ones arrive without any recomputation. The score is stored (posts.trend_score) and
// changed only when its post's likes or comments change, in the same statement; the
// trend page reads the last TREND_WINDOW_DAYS days by that index.
import { sql, type SQL } from 'drizzle-orm';
import { posts } from './tables';

/** Seconds of newness worth a tenfold engagement. */
export const TREND_GRAVITY_SECONDS = 45_000;
/** The trend page ranks posts of the last week. */
export const TREND_WINDOW_DAYS = 7;

/**
 * The score a post will have once its counts move by the given amounts: for an UPDATE that
 * changes the counts in the same statement (its SET expressions read the old values).
 */
export function trendScoreAfter(change: { likes?: number; comments?: number } = {}): SQL {
  const engagement = sql`${posts.likeCount} + ${change.likes ?? 0} + 2 * (${posts.commentCount} + ${change.comments ?? 0})`;
  return sql`log(greatest(1, ${engagement})::double precision) + extract(epoch from ${posts.createdAt})::double precision / ${TREND_GRAVITY_SECONDS}`;
}
