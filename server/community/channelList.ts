// A page of the garden's public channels in display order (position), optionally only
// those the viewer joined. Channels are few, so the cursor is the offset in that order.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { MAX_CHANNELS_PER_PAGE } from '../../common/limits';
import { channels, type ChannelRow } from '../chat/tables';
import type { GraphQLContext } from '../context';
import { checkPageSize, emptyPage, offsetAfter, offsetPage } from '../graphql/cursor';

export interface ChannelPage {
  edges: { cursor: string; node: ChannelRow }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

export async function listChannels(
  context: GraphQLContext,
  args: { first?: number | null; after?: string | null; onlyIds?: ReadonlySet<number> },
): Promise<ChannelPage> {
  const first = checkPageSize(context.t, args.first ?? 20, MAX_CHANNELS_PER_PAGE);
  const offset = offsetAfter(context.t, args.after);
  if (args.onlyIds && args.onlyIds.size === 0) return emptyPage(offset > 0);
  // Private channels (direct messages) are never listed here: Viewer.privateChannels lists them.
  const filter = and(
    eq(channels.isPrivate, false),
    args.onlyIds ? inArray(channels.id, [...args.onlyIds]) : undefined,
  );
  const rows = await context.db
    .select(channels, filter)
    .orderBy(asc(channels.position), asc(channels.id))
    .limit(first + 1)
    .offset(offset);
  return offsetPage(rows, offset, first);
}
