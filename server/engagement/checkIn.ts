// Mutation.checkIn: one check-in per fan and Tokyo day. The day's row is keyed by (fan, day),
// so two check-ins racing on one day insert one row; the loser is "already checked in". The
// streak continues from yesterday's row, the points land in the fan's balance in the same
// transaction.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import type { TenantScope } from '../db/tenantScope';
import {
  clientMutationIdReused,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
} from '../graphql/typedErrors';
import { checkInPoints } from './checkInRules';
import { engagementClock } from './clock';
import { alreadyCheckedIn, type AlreadyCheckedInResult } from './engagementErrors';
import { checkInPointBalances, checkIns, type CheckInDayRow } from './tables';
import { previousDay, tokyoDay } from './tokyoCalendar';

/** Checks the fan in for the Tokyo day of `now`; null when already checked in that day. */
export async function checkInOnce(
  tx: TenantScope,
  userId: number,
  now: Date,
): Promise<CheckInDayRow | null> {
  const day = tokyoDay(now);
  const [last] = await tx
    .select(checkIns, eq(checkIns.userId, userId))
    .orderBy(desc(checkIns.day))
    .limit(1);
  if (last?.day === day) return null;
  const streak = last?.day === previousDay(day) ? last.streak + 1 : 1;
  const points = checkInPoints(streak);
  const [row] = await tx
    .insert(checkIns, { userId, day, streak, total: (last?.total ?? 0) + 1, points })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await tx.insert(checkInPointBalances, { userId, points }).onConflictDoUpdate({
    target: checkInPointBalances.userId,
    set: { points: sql`${checkInPointBalances.points} + ${points}` },
  });
  return row;
}

export const checkInResolvers: Resolvers = {
  Mutation: {
    checkIn: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const result = await runIdempotently<AlreadyCheckedInResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'checkIn',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const row = await checkInOnce(tx, viewer.id, engagementClock.now());
          if (!row) return { done: false, refusal: alreadyCheckedIn(t) };
          return { done: true, resultRef: row.day };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      const [day] = await db
        .select(checkIns, and(eq(checkIns.userId, viewer.id), eq(checkIns.day, result.resultRef)))
        .limit(1);
      return {
        __typename: 'CheckInPayload',
        clientMutationId: input.clientMutationId,
        day,
        checkIn: { userId: viewer.id },
      };
    },
  },
  CheckInResult: { __resolveType: resolveResultType },
};
