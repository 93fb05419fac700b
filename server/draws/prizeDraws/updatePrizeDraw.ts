// Editing a prize draw in the caller's transaction (the operator's updatePrizeDraw, checked
// by prizeDrawDefinitionOf like a new draw). Before any entry everything changes: the draw's
// row, its prizes (replaced) and its closing job (moved to the new close). Once a fan has
// entered, or the draw is made, what fans entered for stays: only the texts change, and any
// other difference is refused.
import { asc, eq } from 'drizzle-orm';
import type { TenantScope } from '../../db/tenantScope';
import { prizeDrawPrizes, prizeDraws, type PrizeDrawPrizeRow, type PrizeDrawRow } from '../tables';
import type { PrizeDrawDefinition } from './createPrizeDraw';
import { schedulePrizeDrawClose } from './drawPrizeDraw';

/** What an entry was made for: everything but the texts. */
function terms(
  draw: Pick<
    PrizeDrawRow,
    | 'imageUrl'
    | 'opensAt'
    | 'closesAt'
    | 'entryItemId'
    | 'freeEntry'
    | 'offersMemberExtraDraw'
    | 'expectedSales'
  >,
  prizes: (Pick<PrizeDrawPrizeRow, 'imageUrl' | 'kind' | 'valueYen' | 'winnerCount'> & {
    coinAmount?: number | null;
    cardId?: number | null;
  })[],
): string {
  return JSON.stringify({
    imageUrl: draw.imageUrl,
    opensAt: draw.opensAt.getTime(),
    closesAt: draw.closesAt.getTime(),
    entryItemId: draw.entryItemId,
    freeEntry: draw.freeEntry,
    offersMemberExtraDraw: draw.offersMemberExtraDraw,
    expectedSales: draw.expectedSales,
    prizes: prizes.map((prize) => [
      prize.imageUrl,
      prize.kind,
      prize.valueYen,
      prize.winnerCount,
      prize.coinAmount ?? null,
      prize.cardId ?? null,
    ]),
  });
}

export async function updatePrizeDrawRows(
  tx: TenantScope,
  prizeDrawId: number,
  definition: PrizeDrawDefinition,
): Promise<{ locked: number } | { id: number }> {
  // Serialised with entries (numbered under this lock) and with the draw.
  const [draw] = await tx.select(prizeDraws, eq(prizeDraws.id, prizeDrawId)).for('update');
  const stored = await tx
    .select(prizeDrawPrizes, eq(prizeDrawPrizes.prizeDrawId, draw.id))
    .orderBy(asc(prizeDrawPrizes.position), asc(prizeDrawPrizes.id));
  const { prizes, ...fields } = definition;
  if (draw.entryCount > 0 || draw.drawnAt) {
    if (terms(fields, prizes) !== terms(draw, stored)) return { locked: draw.entryCount };
    await tx.update(
      prizeDraws,
      { title: fields.title, description: fields.description },
      eq(prizeDraws.id, draw.id),
    );
    for (const [index, prize] of stored.entries())
      await tx.update(
        prizeDrawPrizes,
        { name: prizes[index].name, description: prizes[index].description },
        eq(prizeDrawPrizes.id, prize.id),
      );
    return { id: draw.id };
  }
  const [updated] = await tx.update(prizeDraws, fields, eq(prizeDraws.id, draw.id)).returning();
  await tx.delete(prizeDrawPrizes, eq(prizeDrawPrizes.prizeDrawId, draw.id));
  await tx.insert(
    prizeDrawPrizes,
    prizes.map((prize, position) => ({ ...prize, prizeDrawId: draw.id, position })),
  );
  await schedulePrizeDrawClose(tx, updated);
  return { id: draw.id };
}
