// The Channel fields: localised name, membership of the viewer, messages.
import type { Resolvers } from '../__generated__/resolvers-types';
import { toGlobalId } from '../graphql/globalId';
import { pickLocalized } from '../graphql/language';
import { readMessagePage } from './messagePage';

export const channelResolvers: Resolvers = {
  Channel: {
    id: (channel) => toGlobalId('Channel', channel.id),
    name: (channel, _args, context) => pickLocalized(channel.name, context.language),
    description: (channel, _args, context) => pickLocalized(channel.description, context.language),
    community: (_channel, _args, context) => context.community,
    viewerHasJoined: async (channel, _args, context) =>
      (await context.loaders.chat.viewerChannelIds()).has(channel.id),
    lastMessage: (channel, _args, context) =>
      context.loaders.chat.lastMessageByChannelId.load(channel.id),
    messages: (channel, args, context) => readMessagePage(context, channel.id, args),
    viewerUnreadCount: (channel, _args, context) =>
      context.loaders.chat.unreadCountByChannelId.load(channel.id),
  },
};
