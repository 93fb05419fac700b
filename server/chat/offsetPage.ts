// A page of rows read by offset (short per-fan lists: private channels, blocked and muted
// fans, hidden messages), as a Relay connection.
import type { GraphQLContext } from '../context';
import { checkPageSize, offsetAfter, offsetPage, type Page } from '../graphql/cursor';

export type OffsetPage<T> = Page<T>;

/** `read(limit, offset)` returns up to `limit` rows from `offset`; one more is asked for. */
export async function readOffsetPage<T>(
  context: GraphQLContext,
  args: { first?: number | null; after?: string | null },
  sizes: { default: number; max: number },
  read: (limit: number, offset: number) => Promise<T[]>,
): Promise<OffsetPage<T>> {
  const first = checkPageSize(context.t, args.first ?? sizes.default, sizes.max);
  const offset = offsetAfter(context.t, args.after);
  const rows = await read(first + 1, offset);
  return offsetPage(rows, offset, first);
}
