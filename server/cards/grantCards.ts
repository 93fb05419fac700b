// Gives a fan copies of a card, in the caller's transaction (a treasure machine's draw, an
// operator's grant): the edition's serial numbers, the copies and the fan's collection of
// the card's category commit with the rest of the caller's writes or not at all.
// A limited edition is taken with one conditional UPDATE of the card's row, so concurrent
// grants can never give more copies than the edition has.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import { grantGradeRewards } from './gradeRewards';
import { cardCollections, cardCopies, collectableCards } from './tables';

export interface CardGrant {
  userId: number;
  cardId: number;
  count: number;
  /** Why, unique per copy: copy n is `${reference}` (n = 1) or `${reference}:${n}`. */
  reference: string;
}

export type CardGrantOutcome =
  | { granted: true; serialNumbers: number[]; collectionId: number }
  | { granted: false; editionSize: number; remaining: number };

export async function grantCards(tx: TenantScope, grant: CardGrant): Promise<CardGrantOutcome> {
  const { userId, cardId, count } = grant;
  const taken = await tx
    .update(
      collectableCards,
      { issuedCount: sql`${collectableCards.issuedCount} + ${count}` },
      and(
        eq(collectableCards.id, cardId),
        or(
          isNull(collectableCards.editionSize),
          sql`${collectableCards.issuedCount} + ${count} <= ${collectableCards.editionSize}`,
        ),
      ),
    )
    .returning({
      issuedCount: collectableCards.issuedCount,
      editionSize: collectableCards.editionSize,
      categoryId: collectableCards.categoryId,
    });
  if (taken.length === 0) {
    const [card] = await tx.select(collectableCards, eq(collectableCards.id, cardId));
    if (!card) throw new Error(`No card ${cardId} to grant`);
    const editionSize = card.editionSize ?? 0;
    return { granted: false, editionSize, remaining: editionSize - card.issuedCount };
  }
  const { issuedCount, editionSize, categoryId } = taken[0];
  const first = issuedCount - count + 1;
  const serialNumbers = editionSize === null ? [] : range(first, count);
  await tx.insert(
    cardCopies,
    range(1, count).map((n, index) => ({
      userId,
      cardId,
      serialNumber: editionSize === null ? null : first + index,
      reference: n === 1 ? grant.reference : `${grant.reference}:${n}`,
    })),
  );
  await tx.insert(cardCollections, { userId, categoryId }).onConflictDoNothing();
  const [collection] = await tx.selectFields(
    { id: cardCollections.id },
    cardCollections,
    and(eq(cardCollections.userId, userId), eq(cardCollections.categoryId, categoryId)),
  );
  await grantGradeRewards(tx, userId, categoryId);
  return { granted: true, serialNumbers, collectionId: collection.id };
}

/** Takes back the copy given for a reference (a duplicate turned into gacha points). */
export async function revokeCardCopy(tx: TenantScope, reference: string): Promise<void> {
  await tx.delete(cardCopies, eq(cardCopies.reference, reference));
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
