// The draw of a prize draw, at its close: the closing job (scheduled when the draw is
// created, kind PRIZE_DRAW_CLOSE_JOB) and an operator's "close now" both call it. It locks
// the draw's row and does nothing when the draw is already made, so it runs once however
// many processes or operators try. Winners: the entry numbers shuffled with the committed
// seed (common/draws/prizeValueLimits.ts says how); digital prizes are granted in the
// same transaction; the seed is revealed with the results; the winners' pushes are scheduled
// in it (winnerPush.ts).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { shuffleBox } from '../../../common/draws/fairness';
import { prizeSlots, winnerMessage } from '../../../common/draws/prizeValueLimits';
import { grantCards } from '../../cards/grantCards';
import { grantFreeCoins } from '../../coins/ledger';
import type { TenantScope } from '../../db/tenantScope';
import type { JobHandler } from '../../platform/serverFeature';
import { scheduleJob } from '../../platform/scheduledJobs';
import { hmacDigest } from '../seeds';
import { scheduleWinnersPush } from './winnerPush';
import { prizeDrawEntries, prizeDrawPrizes, prizeDraws, type PrizeDrawRow } from '../tables';

export const PRIZE_DRAW_CLOSE_JOB = 'draws.prizeDrawClose';

export function schedulePrizeDrawClose(tx: TenantScope, draw: PrizeDrawRow): Promise<void> {
  return scheduleJob(tx, {
    kind: PRIZE_DRAW_CLOSE_JOB,
    key: String(draw.id),
    runAt: draw.closesAt,
  });
}

/** The winning entry numbers of a draw, slot by slot (pure: the verify script does the same). */
export function winningNumbers(serverSeed: string, entryCount: number, slots: number): number[] {
  const numbers = Array.from({ length: entryCount }, (_, index) => index + 1);
  const digests = numbers.map((_, index) =>
    hmacDigest(serverSeed, winnerMessage(entryCount, index)),
  );
  return shuffleBox(numbers, digests).slice(0, slots);
}

export type DrawOutcome = 'drawn' | 'already-drawn' | 'not-found';

/** Draws the winners of `prizeDrawId` now (in the caller's transaction), once. */
export async function drawPrizeDraw(
  tx: TenantScope,
  prizeDrawId: number,
  now: Date,
): Promise<DrawOutcome> {
  const [draw] = await tx.select(prizeDraws, eq(prizeDraws.id, prizeDrawId)).for('update');
  if (!draw) return 'not-found';
  if (draw.drawnAt) return 'already-drawn';
  const prizes = await tx
    .select(prizeDrawPrizes, eq(prizeDrawPrizes.prizeDrawId, draw.id))
    .orderBy(asc(prizeDrawPrizes.position), asc(prizeDrawPrizes.id));
  const slots = prizeSlots(prizes);
  const winners = winningNumbers(draw.serverSeed, draw.entryCount, slots.length);
  const entries =
    winners.length === 0
      ? []
      : await tx.select(
          prizeDrawEntries,
          and(eq(prizeDrawEntries.prizeDrawId, draw.id), inArray(prizeDrawEntries.number, winners)),
        );
  const entryByNumber = new Map(entries.map((entry) => [entry.number, entry]));
  for (const [index, number] of winners.entries()) {
    const entry = entryByNumber.get(number);
    const prize = slots[index];
    if (!entry) throw new Error(`Entry ${number} of prize draw ${draw.id} is missing`);
    const reference = `prize-draw-entry:${entry.id}`;
    let grantedAt: Date | null = null;
    if (prize.kind === 'COIN' && prize.coinAmount) {
      await grantFreeCoins(tx, {
        userId: entry.userId,
        amount: prize.coinAmount,
        reference,
        label: draw.title,
      });
      grantedAt = now;
    } else if (prize.kind === 'COLLECTABLE_CARD' && prize.cardId !== null) {
      const granted = await grantCards(tx, {
        userId: entry.userId,
        cardId: prize.cardId,
        count: 1,
        reference,
      });
      // A limited edition with no copy left: the win stands, the grant waits for operators.
      if (granted.granted) grantedAt = now;
    }
    await tx.update(
      prizeDrawEntries,
      { prizeId: prize.id, grantedAt },
      eq(prizeDrawEntries.id, entry.id),
    );
  }
  await tx.update(
    prizeDraws,
    { drawnAt: now, revealedAt: now, closesAt: draw.closesAt < now ? draw.closesAt : now },
    eq(prizeDraws.id, draw.id),
  );
  if (winners.length > 0) await scheduleWinnersPush(tx, draw.id);
  return 'drawn';
}

export const prizeDrawCloseJob: JobHandler = async (scope, job) => {
  await drawPrizeDraw(scope, Number(job.key), job.now);
};
