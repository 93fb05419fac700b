// Relay cursor pagination over an in-memory list, with the real server's rules:
// at most `max` per page, first/after reads forwards, last/before backwards, and a
// cursor that names nothing in the list is the caller's error.

import { GraphQLError } from 'graphql';
import { errorMessage } from './errorMessages';
import type { MockLocale } from './gardenContent';

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface Page<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

function checkSize(locale: MockLocale, size: number, max: number): number {
  if (!Number.isInteger(size) || size < 0 || size > max) {
    throw new GraphQLError(errorMessage(locale, 'errors.invalidPageSize', { limit: max }), {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return size;
}

function indexOfCursor(locale: MockLocale, cursors: string[], cursor: string): number {
  const index = cursors.indexOf(cursor);
  if (index === -1) {
    throw new GraphQLError(errorMessage(locale, 'errors.invalidCursor'), {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return index;
}

/**
 * One page of `items`. With no size given, `defaultPage` decides the direction: the
 * newest messages (`last`) or the first channels (`first`).
 */
export function paginate<T>(
  items: readonly T[],
  cursorOf: (item: T) => string,
  args: PageArgs,
  options: { locale: MockLocale; max: number; defaultPage: { first: number } | { last: number } },
): Page<T> {
  const { locale, max } = options;
  const cursors = items.map(cursorOf);
  let start = args.after != null ? indexOfCursor(locale, cursors, args.after) + 1 : 0;
  let end = args.before != null ? indexOfCursor(locale, cursors, args.before) : items.length;
  end = Math.max(start, end);

  const noSize = args.first == null && args.last == null;
  const first =
    args.first ?? (noSize && 'first' in options.defaultPage ? options.defaultPage.first : null);
  const last =
    args.last ?? (noSize && 'last' in options.defaultPage ? options.defaultPage.last : null);
  if (first != null) end = Math.min(end, start + checkSize(locale, first, max));
  if (last != null) start = Math.max(start, end - checkSize(locale, last, max));

  const edges = items
    .slice(start, end)
    .map((node, offset) => ({ cursor: cursors[start + offset], node }));
  return {
    edges,
    pageInfo: {
      hasPreviousPage: start > 0,
      hasNextPage: end < items.length,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/**
 * The page centred on `items[index]` (a `?message=` link), as the server reads it: as many
 * items before as after, or an empty page when the item is not in the list (index -1).
 */
export function pageAround<T>(
  items: readonly T[],
  cursorOf: (item: T) => string,
  index: number,
  size: number,
  options: { locale: MockLocale; max: number },
): Page<T> {
  checkSize(options.locale, size, options.max);
  if (index < 0) {
    return {
      edges: [],
      pageInfo: { hasPreviousPage: false, hasNextPage: false, startCursor: null, endCursor: null },
    };
  }
  const start = Math.max(0, index - Math.floor((size - 1) / 2));
  const end = Math.min(items.length, index + 1 + (size - 1 - Math.floor((size - 1) / 2)));
  const edges = items.slice(start, end).map((node) => ({ cursor: cursorOf(node), node }));
  return {
    edges,
    pageInfo: {
      hasPreviousPage: start > 0,
      hasNextPage: end < items.length,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
