// Query.viewer: who is asking, read from the context (identity and loaders).
import type { Resolvers } from '../__generated__/resolvers-types';
import { listChannels } from './channelList';

export const viewerResolvers: Resolvers = {
  Query: {
    viewer: () => ({}),
  },
  Viewer: {
    isSignedIn: (_viewer, _args, context) => context.identity !== null,
    user: (_viewer, _args, context) => context.loaders.community.viewerUser(),
    joinedCommunity: async (_viewer, _args, context) =>
      (await context.loaders.community.viewerUser()) ? context.community : null,
    joinedChannels: async (_viewer, args, context) =>
      listChannels(context, { ...args, onlyIds: await context.loaders.chat.viewerChannelIds() }),
  },
};
