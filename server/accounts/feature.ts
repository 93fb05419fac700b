// The accounts feature: fans' public profiles (bio, follows), editing one's own profile
// and the avatar uploads it uses (served by mediaEndpoints.ts).
import type { CommunityLoaders } from '../community/loaders';
import { defineServerFeature } from '../platform/serverFeature';
import { agreementResolvers } from './agreementResolvers';
import { followUserResolvers } from './followUser';
import { createAccountLoaders } from './loaders';
import { profileResolvers } from './profileResolvers';
import { settingsResolvers } from './settingsResolvers';
import { termsResolvers } from './terms';
import { deleteAccountResolvers } from './deleteAccount';
import { avatarUploads, fanProfiles, follows, termsVersions } from './tables';
import { updateProfileResolvers } from './updateProfile';

export const accountsFeature = defineServerFeature({
  name: 'accounts',
  resolvers: [
    profileResolvers,
    followUserResolvers,
    updateProfileResolvers,
    agreementResolvers,
    settingsResolvers,
    termsResolvers,
    deleteAccountResolvers,
  ],
  tables: { fanProfiles, follows, avatarUploads, termsVersions },
  loaders: (scope, others) =>
    createAccountLoaders(scope, others as { community: CommunityLoaders }),
});
