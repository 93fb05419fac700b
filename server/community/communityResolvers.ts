// Query.community and the Community fields: the garden of the request's tenant.
import { count, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { users } from '../db/schema';
import { toGlobalId } from '../graphql/globalId';
import { pickLocalized } from '../graphql/language';
import { listChannels } from './channelList';

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
    memberCount: async (community, _args, context) => {
      const [row] = await context.db
        .select({ value: count() })
        .from(users)
        .where(eq(users.tenantId, community.tenantId));
      return row?.value ?? 0;
    },
    channels: (_community, args, context) => listChannels(context, args),
  },
};
