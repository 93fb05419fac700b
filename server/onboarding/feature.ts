// The onboarding feature: signing up with an e-mail address proven by a mailed
// confirmation code (the rest of onboarding — terms, profile, invite code — belongs to
// accounts and referrals).
import { defineServerFeature } from '../platform/serverFeature';
import { signUpCodeResolvers } from './signUpCodes';
import { signUpCodes } from './tables';

export const onboardingFeature = defineServerFeature({
  name: 'onboarding',
  resolvers: [signUpCodeResolvers],
  tables: { signUpCodes },
});
