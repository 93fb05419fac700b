// The fan's personal-info settings: the country they live in (Viewer.countryOfResidence,
// Mutation.setCountryOfResidence). The date of birth is read-only (joinAgreements.ts);
// e-mail and password live in Firebase Auth and are changed by the app there.
import { isResidenceCountry } from '../../common/countries';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import {
  clientMutationIdReused,
  invalidInput,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
} from '../graphql/typedErrors';
import { fanProfiles } from './tables';

export const settingsResolvers: Resolvers = {
  Viewer: {
    countryOfResidence: async (_viewer, _args, context) =>
      (await context.loaders.accounts.viewerProfile())?.countryOfResidence ?? null,
  },
  Mutation: {
    setCountryOfResidence: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const code = input.countryCode.trim().toUpperCase();
      if (!isResidenceCountry(code)) return invalidInput(t, 'countryCode', 'INVALID_FORMAT');
      const result = await runIdempotently(
        db,
        {
          actor: identity.uid,
          mutation: 'setCountryOfResidence',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          await tx
            .insert(fanProfiles, { userId: viewer.id, countryOfResidence: code })
            .onConflictDoUpdate({
              target: [fanProfiles.tenantId, fanProfiles.userId],
              set: { countryOfResidence: code },
            });
          return { done: true, resultRef: String(viewer.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      context.renewLoaders();
      return {
        __typename: 'SetCountryOfResidencePayload',
        clientMutationId: input.clientMutationId,
        viewer: {},
      };
    },
  },
  SetCountryOfResidenceResult: { __resolveType: resolveResultType },
};
