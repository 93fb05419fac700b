// The accounts feature: fans' public profiles (bio, follows), editing one's own profile
// and the avatar uploads it uses (served by mediaEndpoints.ts).
import type { CommunityLoaders } from '../community/loaders';
import { defineServerFeature } from '../platform/serverFeature';
import { agreementResolvers } from './agreementResolvers';
import { followUserResolvers } from './followUser';
import { createAccountLoaders } from './loaders';
import { profileResolvers } from './profileResolvers';
import { avatarUploads, fanProfiles, follows } from './tables';
import { updateProfileResolvers } from './updateProfile';

export const accountsFeature = defineServerFeature({
  name: 'accounts',
  resolvers: [profileResolvers, followUserResolvers, updateProfileResolvers, agreementResolvers],
  tables: { fanProfiles, follows, avatarUploads },
  loaders: (scope, others) =>
    createAccountLoaders(scope, others as { community: CommunityLoaders }),
});
