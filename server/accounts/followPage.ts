// A page of one side of a fan's follows (their followers, or whom they follow), the
// most recent follow first. The cursor is the follow's id, so a page never repeats or
// skips a fan when someone follows while the list is read.
import { and, desc, eq, lt } from 'drizzle-orm';
import { MAX_FOLLOWS_PER_PAGE } from '../../common/limits';
import type { UserRow } from '../community/tables';
import type { GraphQLContext } from '../context';
import {
  checkPageSize,
  connectionOf,
  decodeCursor,
  encodeCursor,
  type Page,
} from '../graphql/cursor';
import { follows } from './tables';

export type UserPage = Page<UserRow>;

export async function readFollowPage(
  context: GraphQLContext,
  userId: number,
  side: 'followers' | 'following',
  args: { first?: number | null; after?: string | null },
): Promise<UserPage> {
  const first = checkPageSize(context.t, args.first ?? 20, MAX_FOLLOWS_PER_PAGE);
  const before = args.after ? decodeCursor(context.t, 'follow', args.after) : null;
  const [own, other] =
    side === 'followers'
      ? [follows.followeeId, follows.followerId]
      : [follows.followerId, follows.followeeId];
  const rows = await context.db
    .selectFields(
      { id: follows.id, userId: other },
      follows,
      and(eq(own, userId), before === null ? undefined : lt(follows.id, before)),
    )
    .orderBy(desc(follows.id))
    .limit(first + 1);
  const page = rows.slice(0, first);
  const users = await Promise.all(
    page.map((row) => context.loaders.community.userById.load(row.userId)),
  );
  const edges = page.flatMap((row, index) => {
    const node = users[index];
    return node ? [{ cursor: encodeCursor('follow', row.id), node }] : [];
  });
  return connectionOf(edges, rows.length > first, before !== null);
}
