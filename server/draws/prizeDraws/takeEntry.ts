// Taking an entry in a prize draw, in the caller's transaction: the draw's row lock first
// (entries of one draw are numbered one at a time, and the closing draw waits for entries
// being made, and they for it), its window checked, then the next number. Every way in (a
// fan's own entry, a member's extra entry) goes through here, so the numbers the draw
// shuffles stay one gapless sequence.
import { eq } from 'drizzle-orm';
import type { PrizeDrawEntryRoute } from '../../__generated__/resolvers-types';
import type { TenantScope } from '../../db/tenantScope';
import type { Translate } from '../../graphql/translate';
import { prizeDrawEntries, prizeDraws, type PrizeDrawRow } from '../tables';
import { prizeDrawError, type PrizeDrawErrorResult } from './prizeDrawErrors';

/** The draw, locked, while it takes entries; its refusal otherwise. */
export async function lockOpenDraw(
  tx: TenantScope,
  t: Translate,
  drawId: number,
): Promise<{ draw: PrizeDrawRow } | { refusal: PrizeDrawErrorResult }> {
  const [draw] = await tx.select(prizeDraws, eq(prizeDraws.id, drawId)).for('update');
  const now = new Date();
  if (draw.drawnAt || now >= draw.closesAt) return { refusal: prizeDrawError(t, 'CLOSED') };
  if (now < draw.opensAt) return { refusal: prizeDrawError(t, 'NOT_OPEN') };
  return { draw };
}

/** Writes the entry with the draw's next number (the draw locked by lockOpenDraw). */
export async function numberEntry(
  tx: TenantScope,
  draw: PrizeDrawRow,
  entry: { userId: number; route: PrizeDrawEntryRoute; memberEntry: boolean },
): Promise<number> {
  const number = draw.entryCount + 1;
  await tx.update(prizeDraws, { entryCount: number }, eq(prizeDraws.id, draw.id));
  const [written] = await tx
    .insert(prizeDrawEntries, { ...entry, prizeDrawId: draw.id, number })
    .returning({ id: prizeDrawEntries.id });
  return written.id;
}
