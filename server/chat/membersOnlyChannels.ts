// Members' limited channels (channels.members_only): listed for every fan, so they learn
// of the membership, but their messages are read and posted only with the LIMITED_CHAT
// perk (hasPerk). Every path to a message asks here: the node loaders (node, replies,
// mutations), Channel.messages/lastMessage/viewerUnreadCount, postChatMessage, the /stream
// events (checked per event, so a lapsed membership stops them) and the chat pushes.
import type { GraphQLError } from 'graphql';
import { createGraphQLError, filter, pipe } from 'graphql-yoga';
import type { CommunityRole } from '../__generated__/resolvers-types';
import { hasRole, MODERATOR_ROLES } from '../community/roles';
import type { UserRow } from '../community/tables';
import type { GraphQLContext } from '../context';
import { hasPerk, type PerkReader } from '../subscriptions/perks';
import type { ChannelRow } from './tables';

/** The garden's staff read and post everywhere: the official team talks with its members, moderators keep it safe. */
const MEMBERS_CHANNEL_STAFF: readonly CommunityRole[] = ['OFFICIAL', ...MODERATOR_ROLES];

/** Whether this fan (null: signed out) may read and post in the channel now. */
export async function mayReadChannel(
  reader: PerkReader,
  fan: UserRow | null,
  channel: Pick<ChannelRow, 'membersOnly'>,
): Promise<boolean> {
  if (!channel.membersOnly) return true;
  if (!fan) return false;
  return hasRole(fan, MEMBERS_CHANNEL_STAFF) || hasPerk(reader, fan.id, 'LIMITED_CHAT');
}

/**
 * A channel's events for one subscriber, each only while they may read the channel, as
 * it is at that event (`channelOf`): read with fresh loaders, so a membership that lapsed
 * or a channel made members-only since the subscription began is seen.
 */
export function whileMayRead<T>(
  context: GraphQLContext,
  source: AsyncIterable<T>,
  channelOf: (event: T) => Promise<Pick<ChannelRow, 'membersOnly'> | null>,
): AsyncIterable<T> {
  return pipe(
    source,
    filter(async (event: T) => {
      context.renewLoaders();
      const channel = await channelOf(event);
      if (!channel) return false;
      if (!channel.membersOnly) return true;
      return mayReadChannel(context, await context.loaders.community.viewerUser(), channel);
    }),
  );
}

/** A subscription to a members-only channel without the perk: refused as it starts. */
export function membershipRequiredOnStream(context: GraphQLContext): GraphQLError {
  return createGraphQLError(context.t('errors.membership.required.LIMITED_CHAT'), {
    extensions: { code: 'MEMBERSHIP_REQUIRED' },
  });
}
