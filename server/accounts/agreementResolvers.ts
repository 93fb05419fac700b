// Query.termsVersion and the viewer's own age band, date of birth, terms and spending cap.
import {
  ageBandOf,
  ageOn,
  MONTHLY_SPENDING_CAPS,
  parseDateOfBirth,
  type AgeBand,
} from '../../common/ageBands';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { monthSpend } from '../store/checkout/purchaseLimits';
import { currentTermsVersion } from './terms';

/** The viewer's band today: the one recorded at joining moves on as the fan grows older. */
export async function viewerAgeBand(context: GraphQLContext): Promise<AgeBand | null> {
  const profile = await context.loaders.accounts.viewerProfile();
  const birth = profile?.dateOfBirth ? parseDateOfBirth(profile.dateOfBirth) : null;
  if (!birth) return profile?.ageBand ?? null;
  return ageBandOf(ageOn(birth, new Date()));
}

export const agreementResolvers: Resolvers = {
  Query: {
    termsVersion: (_parent, _args, context) => currentTermsVersion(context),
  },
  Viewer: {
    ageBand: (_viewer, _args, context) => viewerAgeBand(context),
    dateOfBirth: async (_viewer, _args, context) =>
      (await context.loaders.accounts.viewerProfile())?.dateOfBirth ?? null,
    needsTermsAgreement: async (_viewer, _args, context) => {
      if (!(await context.loaders.community.viewerUser())) return false;
      const profile = await context.loaders.accounts.viewerProfile();
      return profile?.termsVersion !== (await currentTermsVersion(context));
    },
    monthlySpendingCap: async (_viewer, _args, context) => {
      const band = await viewerAgeBand(context);
      return band ? MONTHLY_SPENDING_CAPS[band] : null;
    },
    // What the store counts against the cap: paid this month, and held in open checkouts.
    monthSpend: async (_viewer, _args, context) => {
      const viewer = await context.loaders.community.viewerUser();
      return viewer ? monthSpend(context.db, viewer.id) : 0;
    },
  },
};
