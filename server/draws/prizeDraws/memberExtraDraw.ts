// The members' extra draw (the EXTRA_DRAWS perk): in a draw that offers it, a fan whose
// membership gives the perk now takes one more free entry, on top of their own. It is
// numbered like any entry (takeEntry.ts) and recorded as a member entry, so the draw's
// entries say how each came in. The perk is read inside the entry's transaction, under the
// draw's lock: a membership that lapsed a moment ago gives nothing, and two requests at
// once take one entry (the second finds it; the unique index holds even without the lock).
import { and, eq } from 'drizzle-orm';
import type { PrizeDrawMemberExtraDraw, Resolvers } from '../../__generated__/resolvers-types';
import type { GraphQLContext } from '../../context';
import { runIdempotently } from '../../db/idempotency';
import { clientMutationIdReused, resolveResultType } from '../../graphql/typedErrors';
import {
  membershipRequired,
  type MembershipRequiredResult,
} from '../../subscriptions/membershipErrors';
import { hasPerk, perkReaderOf } from '../../subscriptions/perks';
import { prizeDrawEntries, type PrizeDrawEntryRow, type PrizeDrawRow } from '../tables';
import { enteredPayload } from './enteredPayload';
import { prizeDrawError, type PrizeDrawErrorResult } from './prizeDrawErrors';
import { findDrawToEnter, lockOpenDraw, numberEntry } from './takeEntry';

const PERK = 'EXTRA_DRAWS';
/** Member entries a fan with the perk may take in a draw that offers them. */
const MEMBER_ENTRIES_PER_DRAW = 1;

type MemberExtraDrawView = Omit<PrizeDrawMemberExtraDraw, 'entry'> & {
  entry: PrizeDrawEntryRow | null;
};

async function viewerMemberExtraDraw(
  context: GraphQLContext,
  draw: PrizeDrawRow,
): Promise<MemberExtraDrawView | null> {
  if (!draw.offersMemberExtraDraw) return null;
  const viewer = await context.loaders.community.viewerUser();
  const [perk, entry] = viewer
    ? await Promise.all([
        hasPerk(context, viewer.id, PERK),
        context.loaders.draws.viewerMemberEntryByPrizeDrawId.load(draw.id),
      ])
    : [false, null];
  const entriesUsed = entry ? 1 : 0;
  return {
    hasPerk: perk,
    entriesUsed,
    entriesLeft: perk ? MEMBER_ENTRIES_PER_DRAW - entriesUsed : 0,
    entry,
  };
}

export const memberExtraDrawResolvers: Resolvers = {
  PrizeDraw: {
    viewerMemberExtraDraw: (draw, _args, context) => viewerMemberExtraDraw(context, draw),
  },
  Mutation: {
    enterPrizeDrawAsMember: async (_parent, { input }, context) => {
      const { t, db } = context;
      const found = await findDrawToEnter(context, input.prizeDrawId);
      if ('refusal' in found) return found.refusal;
      const { identity, viewer, draw: known } = found;
      const result = await runIdempotently<PrizeDrawErrorResult | MembershipRequiredResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'enterPrizeDrawAsMember',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const refuse = (refusal: PrizeDrawErrorResult | MembershipRequiredResult) => ({
            done: false as const,
            refusal,
          });
          const locked = await lockOpenDraw(tx, t, known.id);
          if ('refusal' in locked) return refuse(locked.refusal);
          const { draw } = locked;
          if (!draw.offersMemberExtraDraw) return refuse(prizeDrawError(t, 'NOT_ELIGIBLE', true));
          if (!(await hasPerk(perkReaderOf(tx), viewer.id, PERK)))
            return refuse(membershipRequired(t, PERK));
          const [used] = await tx.selectFields(
            { id: prizeDrawEntries.id },
            prizeDrawEntries,
            and(
              eq(prizeDrawEntries.prizeDrawId, draw.id),
              eq(prizeDrawEntries.userId, viewer.id),
              eq(prizeDrawEntries.memberEntry, true),
            ),
          );
          if (used) return refuse(prizeDrawError(t, 'ALREADY_ENTERED', true));
          const entryId = await numberEntry(tx, draw, {
            userId: viewer.id,
            route: 'FREE',
            memberEntry: true,
          });
          return { done: true, resultRef: String(entryId) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      return enteredPayload(context, input.clientMutationId, Number(result.resultRef));
    },
  },
  EnterPrizeDrawAsMemberResult: { __resolveType: resolveResultType },
};
