// A page of rows read by offset (short per-fan lists: private channels, blocked and muted
// fans, hidden messages), as a Relay connection.
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLContext } from '../context';
import { checkPageSize, decodeCursor, encodeCursor } from '../graphql/cursor';

export interface OffsetPage<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

/** `read(limit, offset)` returns up to `limit` rows from `offset`; one more is asked for. */
export async function readOffsetPage<T>(
  context: GraphQLContext,
  args: { first?: number | null; after?: string | null },
  sizes: { default: number; max: number },
  read: (limit: number, offset: number) => Promise<T[]>,
): Promise<OffsetPage<T>> {
  const first = checkPageSize(context.t, args.first ?? sizes.default, sizes.max);
  const offset = args.after ? decodeCursor(context.t, 'offset', args.after) + 1 : 0;
  if (!Number.isSafeInteger(offset)) throw createGraphQLError(context.t('errors.invalidCursor'));
  const rows = await read(first + 1, offset);
  const edges = rows
    .slice(0, first)
    .map((node, index) => ({ cursor: encodeCursor('offset', offset + index), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
