// Subscription.chatMessageAdded: new messages of one channel of the request's tenant.
// The topic includes the tenant id, and the channel must exist in this tenant, so
// events of other gardens never reach the subscriber.
import { createGraphQLError } from 'graphql-yoga';
import type { Resolvers } from '../__generated__/resolvers-types';
import { untilAccountBlocked } from '../access/accountBlocking';
import type { GraphQLContext } from '../context';
import { membershipRequiredOnStream, whileMayRead } from './membersOnlyChannels';
import { whileMember } from './privateChannelAccess';
import { dbIdOf } from '../graphql/globalId';
import {
  chatTopic,
  fromChatMessageAddedPayload,
  type ChatMessageAddedPayload,
} from './chatMessageAddedPayload';
import { messageCursor } from './messagePage';

export const chatMessageAddedResolvers: Resolvers = {
  Subscription: {
    chatMessageAdded: {
      subscribe: async (_parent, { channelId }, context) => {
        const id = dbIdOf(channelId, 'Channel');
        const channel = id === null ? null : await context.loaders.chat.channelById.load(id);
        if (!channel) {
          throw createGraphQLError(context.t('errors.notFound'), {
            extensions: { code: 'NOT_FOUND' },
          });
        }
        if (!(await context.loaders.chat.viewerMayRead(channel)))
          throw membershipRequiredOnStream(context);
        return untilAccountBlocked(
          context,
          whileMember(
            context,
            channel,
            // The event carries the channel as it was when the message was posted.
            whileMayRead(
              context,
              context.pubSub.subscribe('chatMessageAdded', chatTopic(context.tenantId, channel.id)),
              async (payload) => payload.channel,
            ),
          ),
        );
      },
      resolve: (payload: ChatMessageAddedPayload, _args: unknown, context: GraphQLContext) => {
        if (payload.tenantId !== context.tenantId)
          throw createGraphQLError('An event of another garden');
        const { message, author, channel } = fromChatMessageAddedPayload(payload);
        // A subscription's context lives as long as the subscription: fresh loaders per
        // event keep cached reads (last message, membership) from going stale.
        context.renewLoaders();
        // The event carries the author and channel, so subscribers need no database read.
        context.loaders.community.userById.prime(author.id, author);
        context.loaders.chat.channelById.prime(channel.id, channel);
        return { messageEdge: { cursor: messageCursor(message), node: message }, channel };
      },
    },
  },
};
