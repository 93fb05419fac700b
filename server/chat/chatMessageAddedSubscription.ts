// Subscription.chatMessageAdded: new messages of one channel of the request's tenant.
// The topic includes the tenant id, and the channel must exist in this tenant, so
// events of other gardens never reach the subscriber.
import { createGraphQLError } from 'graphql-yoga';
import { and, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { channels } from '../db/schema';
import { createGardenLoaders } from '../graphql/gardenLoaders';
import { dbIdOf } from '../graphql/globalId';
import { chatTopic, type ChatMessageAddedPayload } from '../pubsub/gardenPubSub';
import { fromChatMessageAddedPayload } from './chatMessageAddedPayload';
import { messageCursor } from './messagePage';

export const chatMessageAddedResolvers: Resolvers = {
  Subscription: {
    chatMessageAdded: {
      subscribe: async (_parent, { channelId }, context) => {
        const id = dbIdOf(channelId, 'Channel');
        const [channel] =
          id === null
            ? []
            : await context.db
                .select({ id: channels.id })
                .from(channels)
                .where(and(eq(channels.tenantId, context.tenantId), eq(channels.id, id)));
        if (!channel) {
          throw createGraphQLError(context.t('errors.notFound'), {
            extensions: { code: 'NOT_FOUND' },
          });
        }
        return context.pubSub.subscribe(
          'chatMessageAdded',
          chatTopic(context.tenantId, channel.id),
        );
      },
      resolve: (payload: ChatMessageAddedPayload, _args: unknown, context: GraphQLContext) => {
        if (payload.tenantId !== context.tenantId)
          throw createGraphQLError('An event of another garden');
        const { message, author, channel } = fromChatMessageAddedPayload(payload);
        // A subscription's context lives as long as the subscription: fresh loaders per
        // event keep cached reads (last message, membership) from going stale.
        context.loaders = createGardenLoaders(context.db, context.tenantId, context.identity);
        // The event carries the author, so many subscribers need no database read.
        context.loaders.userById.prime(author.id, author);
        return { messageEdge: { cursor: messageCursor(message), node: message }, channel };
      },
    },
  },
};
