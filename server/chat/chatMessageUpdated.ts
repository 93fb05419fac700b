// Subscription.chatMessageUpdated: reactions, edits and deletions of the messages of one
// channel of the request's tenant. The event names the message only: each subscriber
// reads it as they see it (their own reaction state), through fresh loaders.
import { createGraphQLError } from 'graphql-yoga';
import type { Resolvers } from '../__generated__/resolvers-types';
import { untilAccountBlocked } from '../access/accountBlocking';
import type { GraphQLContext } from '../context';
import { membershipRequiredOnStream, whileMayRead } from './membersOnlyChannels';
import { whileMember } from './privateChannelAccess';
import { chatTopic } from './chatMessageAddedPayload';
import { findChannel } from './messageAccess';
import type { ChatMessageRow } from './tables';

/** Plain JSON, so that it survives Redis. */
export interface ChatMessageUpdatedPayload {
  tenantId: string;
  channelId: number;
  messageId: number;
}

/** Tells the channel's subscribers that a message changed (after the change committed). */
export function publishChatMessageUpdated(context: GraphQLContext, message: ChatMessageRow): void {
  context.pubSub.publish('chatMessageUpdated', chatTopic(context.tenantId, message.channelId), {
    tenantId: context.tenantId,
    channelId: message.channelId,
    messageId: message.id,
  });
}

export const chatMessageUpdatedResolvers: Resolvers = {
  Subscription: {
    chatMessageUpdated: {
      subscribe: async (_parent, { channelId }, context) => {
        const channel = await findChannel(context, channelId);
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
            whileMayRead(
              context,
              context.pubSub.subscribe(
                'chatMessageUpdated',
                chatTopic(context.tenantId, channel.id),
              ),
              () => context.loaders.chat.channelById.load(channel.id),
            ),
          ),
        );
      },
      resolve: async (
        payload: ChatMessageUpdatedPayload,
        _args: unknown,
        context: GraphQLContext,
      ) => {
        if (payload.tenantId !== context.tenantId)
          throw createGraphQLError('An event of another garden');
        context.renewLoaders();
        const message = await context.loaders.chat.messageById.load(payload.messageId);
        if (!message) throw createGraphQLError('An updated message is missing');
        return { message };
      },
    },
  },
};
