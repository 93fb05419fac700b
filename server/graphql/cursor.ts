// Opaque cursors for connections: base64 of `cursor:<kind>:<number>`.
import { createGraphQLError } from 'graphql-yoga';
import type { Translate } from './translate';

export type CursorKind =
  | 'messageSeq'
  | 'offset'
  | 'postId'
  | 'commentId'
  | 'draftId'
  | 'follow'
  | 'treasureDrawId'
  | 'treasurePullId'
  | 'prizeDrawEntryId'
  | 'realGoodsDeliveryId'
  | 'coinMovementId'
  | 'orderId'
  | 'favoriteId'
  | 'scheduleId'
  | 'missionId'
  | 'membershipInvoiceId'
  | 'oauthClientId'
  | 'questionAnswerId';

export function encodeCursor(kind: CursorKind, value: number): string {
  return Buffer.from(`cursor:${kind}:${value}`, 'utf8').toString('base64');
}

/** The number behind a cursor; a malformed cursor is the caller's error. */
export function decodeCursor(t: Translate, kind: CursorKind, cursor: string): number {
  const match = /^cursor:(\w+):(\d{1,15})$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match || match[1] !== kind) {
    throw createGraphQLError(t('errors.invalidCursor'), { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return Number(match[2]);
}

/** A requested page size, checked against the connection's maximum. */
export function checkPageSize(t: Translate, requested: number, max: number): number {
  if (!Number.isInteger(requested) || requested < 0 || requested > max) {
    throw createGraphQLError(t('errors.invalidPageSize', { limit: max }), {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return requested;
}

/** The arguments of a forward connection. */
export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/** A page of a Relay connection. */
export interface Page<Row> {
  edges: { cursor: string; node: Row }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

/** A connection page of these edges; start and end cursors are theirs. */
export function connectionOf<Row>(
  edges: Page<Row>['edges'],
  hasNextPage: boolean,
  hasPreviousPage: boolean,
): Page<Row> {
  return {
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** A page with nothing in it. */
export function emptyPage<Row>(hasPreviousPage = false): Page<Row> {
  return connectionOf<Row>([], false, hasPreviousPage);
}

/**
 * One page from the `size + 1` rows read (the extra row only says whether a next page
 * exists), each row's cursor from `cursorOf`.
 */
export function pageOf<Row>(
  rows: Row[],
  size: number,
  cursorOf: (row: Row, index: number) => string,
  hasPreviousPage: boolean,
): Page<Row> {
  const edges = rows.slice(0, size).map((node, index) => ({ cursor: cursorOf(node, index), node }));
  return connectionOf(edges, rows.length > size, hasPreviousPage);
}

/** The offset a page starts at, after an offset cursor (0 without one). */
export function offsetAfter(t: Translate, after: string | null | undefined): number {
  if (!after) return 0;
  const offset = decodeCursor(t, 'offset', after) + 1;
  if (!Number.isSafeInteger(offset)) {
    throw createGraphQLError(t('errors.invalidCursor'), {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return offset;
}

/** One page of an offset-cursor connection from the `size + 1` rows read at `offset`. */
export function offsetPage<Row>(rows: Row[], offset: number, size: number): Page<Row> {
  return pageOf(rows, size, (_row, index) => encodeCursor('offset', offset + index), offset > 0);
}
