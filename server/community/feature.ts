// The community feature: the garden itself, its fans, the viewer and joining.
import { defineServerFeature, topic } from '../platform/serverFeature';
import { communityResolvers } from './communityResolvers';
import { gardenThemeResolvers } from './gardenTheme';
import { joinCommunityResolvers } from './joinCommunity';
import { createCommunityLoaders } from './loaders';
import { memberAdministrationResolvers } from './memberAdministration';
import { users } from './tables';
import { userResolvers } from './userResolvers';
import { viewerResolvers } from './viewerResolvers';

export const communityFeature = defineServerFeature({
  name: 'community',
  resolvers: [
    communityResolvers,
    userResolvers,
    viewerResolvers,
    joinCommunityResolvers,
    memberAdministrationResolvers,
    gardenThemeResolvers,
  ],
  tables: { users },
  loaders: createCommunityLoaders,
  nodeTypes: {
    Community: (loaders) => loaders.communityById,
    User: (loaders) => loaders.userById,
  },
  // Topic id: `${tenantId}:${authUid}`: ends the fan's live streams (access/accountBlocking.ts).
  topics: { accountBlocked: topic<{ tenantId: string; authUid: string }>() },
});
