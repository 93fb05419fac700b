// Taking an entry in a prize draw, in the caller's transaction: the draw's row lock first
// (entries of one draw are numbered one at a time, and the closing draw waits for entries
// being made, and they for it), its window checked, then the next number. Every way in (a
// fan's own entry, a member's extra entry) goes through here, so the numbers the draw
// shuffles stay one gapless sequence.
import { eq } from 'drizzle-orm';
import type { PrizeDrawEntryRoute } from '../../__generated__/resolvers-types';
import type { AuthIdentity } from '../../auth/idTokenVerifier';
import type { UserRow } from '../../community/tables';
import type { GraphQLContext } from '../../context';
import type { TenantScope } from '../../db/tenantScope';
import { dbIdOf } from '../../graphql/globalId';
import type { Translate } from '../../graphql/translate';
import {
  notFound,
  shouldBeLoggedInOrSignedUp,
  type NotFoundResult,
  type ShouldBeLoggedInOrSignedUpResult,
} from '../../graphql/typedErrors';
import { prizeDrawEntries, prizeDraws, type PrizeDrawRow } from '../tables';
import { prizeDrawError, type PrizeDrawErrorResult } from './prizeDrawErrors';

/** The signed-in fan and the draw they ask to enter (before its transaction); the refusal otherwise. */
export async function findDrawToEnter(
  context: GraphQLContext,
  prizeDrawId: string,
): Promise<
  | { identity: AuthIdentity; viewer: UserRow; draw: PrizeDrawRow }
  | { refusal: ShouldBeLoggedInOrSignedUpResult | NotFoundResult }
> {
  const { t, identity } = context;
  const viewer = await context.loaders.community.viewerUser();
  if (!identity || !viewer) return { refusal: shouldBeLoggedInOrSignedUp(t) };
  const drawId = dbIdOf(prizeDrawId, 'PrizeDraw');
  const draw = drawId === null ? null : await context.loaders.draws.prizeDrawById.load(drawId);
  if (!draw) return { refusal: notFound(t) };
  return { identity, viewer, draw };
}

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
