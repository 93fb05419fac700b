// Mutation.recordDailyVisit: the "logged in" activity, once per fan and Tokyo day (its source
// key names the day, so later visits that day log nothing).
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import {
  clientMutationIdReused,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
} from '../graphql/typedErrors';
import { emitActivity } from './activityLog';
import { engagementClock } from './clock';
import { MAX_MISSIONS_PER_PAGE, readMissionPage } from './missionResolvers';
import { tokyoDay } from './tokyoCalendar';

export const recordDailyVisitResolvers: Resolvers = {
  Mutation: {
    recordDailyVisit: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const result = await runIdempotently<never>(
        db,
        {
          actor: identity.uid,
          mutation: 'recordDailyVisit',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const day = tokyoDay(engagementClock.now());
          await emitActivity(tx, {
            userId: viewer.id,
            kind: 'LOGGED_IN',
            sourceKey: `visit:${viewer.id}:${day}`,
          });
          return { done: true, resultRef: day };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      return {
        __typename: 'RecordDailyVisitPayload',
        clientMutationId: input.clientMutationId,
        missions: await readMissionPage(context, { first: MAX_MISSIONS_PER_PAGE }),
      };
    },
  },
  RecordDailyVisitResult: { __resolveType: resolveResultType },
};
