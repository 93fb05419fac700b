// The private-channel fields of Channel, ChannelMember, and Viewer.privateChannels (the
// viewer's direct messages and groups, latest activity first) and how many are unread.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { createGraphQLError } from 'graphql-yoga';
import { PRIVATE_CHANNELS_PAGE_SIZE } from '../../common/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import { readOffsetPage } from './offsetPage';
import { mayPostInPrivate } from './privateChannelAccess';
import { channels } from './tables';

export const privateChannelResolvers: Resolvers = {
  Channel: {
    isPrivate: (channel) => channel.isPrivate,
    lastActivityAt: (channel) => channel.lastActivityAt,
    viewerMembershipStatus: async (channel, _args, context) =>
      (await context.loaders.chat.viewerMemberships()).get(channel.id) ?? null,
    otherMembers: async (channel, _args, context) => {
      if (!channel.isPrivate) return [];
      const [members, viewer] = await Promise.all([
        context.loaders.chat.membersByChannelId.load(channel.id),
        context.loaders.community.viewerUser(),
      ]);
      return members.filter((member) => member.userId !== viewer?.id);
    },
    viewerCanPost: async (channel, _args, context) => {
      if (!(await context.loaders.chat.viewerChannelIds()).has(channel.id)) return false;
      if (!channel.isPrivate) return context.loaders.chat.viewerMayRead(channel);
      const viewer = await context.loaders.community.viewerUser();
      return viewer !== null && mayPostInPrivate(context.db, channel.id, viewer.id);
    },
  },
  ChannelMember: {
    user: async (member, _args, context) => {
      const user = await context.loaders.community.userById.load(member.userId);
      if (!user) throw createGraphQLError('A member of a channel is missing');
      return user;
    },
    status: (member) => member.status,
  },
  Viewer: {
    unreadPrivateChannelCount: async (_viewer, _args, context) => {
      const ids = [...(await context.loaders.chat.viewerMemberships()).keys()];
      if (ids.length === 0) return 0;
      const privateChannels = await context.db.selectFields(
        { id: channels.id },
        channels,
        and(inArray(channels.id, ids), eq(channels.isPrivate, true)),
      );
      const unread = await Promise.all(
        privateChannels.map(({ id }) => context.loaders.chat.unreadCountByChannelId.load(id)),
      );
      return unread.filter((count) => count > 0).length;
    },
    privateChannels: async (_viewer, args, context) => {
      const ids = [...(await context.loaders.chat.viewerMemberships()).keys()];
      return readOffsetPage(
        context,
        args,
        { default: PRIVATE_CHANNELS_PAGE_SIZE, max: PRIVATE_CHANNELS_PAGE_SIZE },
        async (limit, offset) =>
          ids.length
            ? context.db
                .select(channels, and(inArray(channels.id, ids), eq(channels.isPrivate, true)))
                .orderBy(desc(channels.lastActivityAt), desc(channels.id))
                .limit(limit)
                .offset(offset)
            : [],
      );
    },
  },
};
