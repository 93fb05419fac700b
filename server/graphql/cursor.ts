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

/**
 * One page of an offset-cursor connection from the `size + 1` rows read at `offset` (the
 * extra row only says whether a next page exists).
 */
export function offsetPage<Row>(rows: Row[], offset: number, size: number) {
  const edges = rows
    .slice(0, size)
    .map((node, index) => ({ cursor: encodeCursor('offset', offset + index), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
