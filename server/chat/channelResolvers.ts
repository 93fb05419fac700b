// The Channel fields: localised name, membership of the viewer, messages.
import type { Resolvers } from '../__generated__/resolvers-types';
import { toGlobalId } from '../graphql/globalId';
import { pickLocalized } from '../graphql/language';
import { emptyPage } from '../graphql/cursor';
import { readMessagePage } from './messagePage';
import type { GraphQLContext } from '../context';

/** A private channel is called by its other members' names, as the viewer sees them. */
async function privateChannelName(context: GraphQLContext, channelId: number): Promise<string> {
  const [members, viewer] = await Promise.all([
    context.loaders.chat.membersByChannelId.load(channelId),
    context.loaders.community.viewerUser(),
  ]);
  const others = await Promise.all(
    members
      .filter((member) => member.userId !== viewer?.id)
      .map((member) => context.loaders.community.userById.load(member.userId)),
  );
  return others
    .flatMap((user) => (user ? [user.displayName] : []))
    .join(context.language === 'ja' ? '、' : ', ');
}

export const channelResolvers: Resolvers = {
  Channel: {
    id: (channel) => toGlobalId('Channel', channel.id),
    name: (channel, _args, context) =>
      channel.isPrivate
        ? privateChannelName(context, channel.id)
        : pickLocalized(channel.name, context.language),
    description: (channel, _args, context) => pickLocalized(channel.description, context.language),
    community: (_channel, _args, context) => context.community,
    viewerHasJoined: async (channel, _args, context) =>
      (await context.loaders.chat.viewerChannelIds()).has(channel.id),
    // A members-only channel without the perk: no preview, no messages, nothing unread.
    lastMessage: async (channel, _args, context) =>
      (await context.loaders.chat.viewerMayRead(channel))
        ? context.loaders.chat.lastMessageByChannelId.load(channel.id)
        : null,
    messages: async (channel, args, context) =>
      (await context.loaders.chat.viewerMayRead(channel))
        ? readMessagePage(context, channel.id, args)
        : emptyPage(),
    viewerUnreadCount: async (channel, _args, context) =>
      (await context.loaders.chat.viewerMayRead(channel))
        ? context.loaders.chat.unreadCountByChannelId.load(channel.id)
        : 0,
    isMembersOnly: (channel) => channel.membersOnly,
    viewerCanRead: (channel, _args, context) => context.loaders.chat.viewerMayRead(channel),
  },
};
