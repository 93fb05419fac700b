// Mutation.vote: one vote from the viewer's free votes of the Tokyo day. The day's usage row is
// bumped by one upsert whose `WHERE free_votes_used < limit` is evaluated under the row's lock,
// so concurrent votes of one fan serialise and never exceed the limit; the candidate's count
// moves by one in the same transaction, so the tally equals the votes cast.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import type { TenantScope } from '../db/tenantScope';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  notFound,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
  staminaNotEnough,
  type StaminaNotEnoughResult,
} from '../graphql/typedErrors';
import { spendCoins } from '../coins/ledger';
import { engagementClock } from './clock';
import { rewardLabel } from './rewardLabels';
import {
  alreadyVoted,
  votingClosed,
  type AlreadyVotedResult,
  type VotingClosedResult,
} from './engagementErrors';
import {
  votes,
  votingCandidates,
  votingDailyUsage,
  type VotingCandidateRow,
  type VotingEventRow,
} from './tables';
import { tokyoDay } from './tokyoCalendar';
import { votingStatus } from './votingRules';

export type VoteOutcome =
  true | 'CLOSED' | 'NO_VOTES_LEFT' | { coinsNeeded: number; coinsAvailable: number };

/**
 * Casts one vote: a free vote of the Tokyo day while any is left; after that, with
 * `payWithCoins` on an event that sells extra votes, one for its price in coins (the ledger
 * spends free coins first, in this transaction: no vote without its payment, and back).
 */
export async function castVote(
  tx: TenantScope,
  userId: number,
  event: VotingEventRow,
  candidate: VotingCandidateRow,
  now: Date,
  payWithCoins = false,
): Promise<VoteOutcome> {
  if (votingStatus(event, now) !== 'OPEN') return 'CLOSED';
  const free = await useFreeVote(tx, userId, event, now);
  if (!free) {
    if (!payWithCoins || event.extraVoteCoinPrice === null) return 'NO_VOTES_LEFT';
    const [vote] = await tx
      .insert(votes, { eventId: event.id, candidateId: candidate.id, userId })
      .returning({ id: votes.id });
    const spent = await spendCoins(tx, {
      userId,
      amount: event.extraVoteCoinPrice,
      reference: `vote:${vote.id}`,
      label: rewardLabel('engagement.ledger.vote', event.title),
    });
    if (!spent.ok) {
      await tx.delete(votes, eq(votes.id, vote.id));
      return { coinsNeeded: event.extraVoteCoinPrice, coinsAvailable: spent.available };
    }
  } else {
    await tx.insert(votes, { eventId: event.id, candidateId: candidate.id, userId });
  }
  await tx.update(
    votingCandidates,
    { voteCount: sql`${votingCandidates.voteCount} + 1` },
    eq(votingCandidates.id, candidate.id),
  );
  return true;
}

/** Takes one of the fan's free votes of the day; false when none is left. */
async function useFreeVote(tx: TenantScope, userId: number, event: VotingEventRow, now: Date) {
  const [used] = await tx
    .insert(votingDailyUsage, { eventId: event.id, userId, day: tokyoDay(now), freeVotesUsed: 1 })
    .onConflictDoUpdate({
      target: [votingDailyUsage.eventId, votingDailyUsage.userId, votingDailyUsage.day],
      set: { freeVotesUsed: sql`${votingDailyUsage.freeVotesUsed} + 1` },
      setWhere: lt(votingDailyUsage.freeVotesUsed, event.freeVotesPerDay),
    })
    .returning({ used: votingDailyUsage.freeVotesUsed });
  return used !== undefined && used.used <= event.freeVotesPerDay;
}

export const voteResolvers: Resolvers = {
  Mutation: {
    vote: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const candidateId = dbIdOf(input.candidateId, 'VotingCandidate');
      const candidate = candidateId
        ? await context.loaders.engagement.candidateById.load(candidateId)
        : null;
      const event = candidate
        ? await context.loaders.engagement.votingEventById.load(candidate.eventId)
        : null;
      if (!candidate || !event) return notFound(t);
      const result = await runIdempotently<
        AlreadyVotedResult | VotingClosedResult | StaminaNotEnoughResult
      >(
        db,
        { actor: identity.uid, mutation: 'vote', clientMutationId: input.clientMutationId, input },
        async (tx) => {
          const cast = await castVote(
            tx,
            viewer.id,
            event,
            candidate,
            engagementClock.now(),
            input.payWithCoins ?? false,
          );
          if (cast === 'CLOSED') return { done: false, refusal: votingClosed(t) };
          if (cast === 'NO_VOTES_LEFT') return { done: false, refusal: alreadyVoted(t) };
          if (cast !== true) {
            const { coinsNeeded, coinsAvailable } = cast;
            return {
              done: false,
              refusal: staminaNotEnough(t, 'COINS', coinsNeeded, coinsAvailable),
            };
          }
          return { done: true, resultRef: String(candidate.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      const [fresh, freshEvent] = await Promise.all([
        context.loaders.engagement.candidateById.load(candidate.id),
        context.loaders.engagement.votingEventById.load(event.id),
      ]);
      return {
        __typename: 'VotePayload',
        clientMutationId: input.clientMutationId,
        candidate: fresh ?? candidate,
        event: freshEvent ?? event,
        viewer: {},
      };
    },
  },
  VoteResult: { __resolveType: resolveResultType },
};

/** The fan's free votes used on an event's Tokyo day. */
export async function freeVotesUsed(db: TenantScope, eventId: number, userId: number, now: Date) {
  const [row] = await db.select(
    votingDailyUsage,
    and(
      eq(votingDailyUsage.eventId, eventId),
      eq(votingDailyUsage.userId, userId),
      eq(votingDailyUsage.day, tokyoDay(now)),
    ),
  );
  return row?.freeVotesUsed ?? 0;
}
