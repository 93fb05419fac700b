// Query.community and the Community fields: the garden of the request's tenant.
import type { Resolvers } from '../__generated__/resolvers-types';
import { toGlobalId } from '../graphql/globalId';
import { pickLocalized } from '../graphql/language';
import { listChannels } from './channelList';
import { users } from './tables';

export const communityResolvers: Resolvers = {
  Query: {
    community: (_parent, _args, context) => context.community,
  },
  Community: {
    id: (community) => toGlobalId('Community', community.id),
    tenantId: (community) => community.tenantId,
    name: (community, _args, context) => pickLocalized(community.name, context.language),
    description: (community, _args, context) =>
      pickLocalized(community.description, context.language),
    bannerUrl: (community) => community.bannerUrl,
    memberCount: (_community, _args, context) => context.db.count(users),
    channels: (_community, args, context) => listChannels(context, args),
  },
};
