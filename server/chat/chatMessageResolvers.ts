// The ChatMessage fields. Authors come through the per-request batch loader, so a
// page of messages reads its authors in one query.
import { createGraphQLError } from 'graphql-yoga';
import { and, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { channels } from '../db/schema';
import { toGlobalId } from '../graphql/globalId';

export const chatMessageResolvers: Resolvers = {
  ChatMessage: {
    id: (message) => toGlobalId('ChatMessage', message.id),
    body: (message) => message.body,
    createdAt: (message) => message.createdAt,
    author: async (message, _args, context) => {
      const author = await context.loaders.userById.load(message.authorId);
      if (!author) throw createGraphQLError('The author of a message is missing');
      return author;
    },
    channel: async (message, _args, context) => {
      const [channel] = await context.db
        .select()
        .from(channels)
        .where(and(eq(channels.tenantId, context.tenantId), eq(channels.id, message.channelId)));
      if (!channel) throw createGraphQLError('The channel of a message is missing');
      return channel;
    },
    viewerIsAuthor: async (message, _args, context) =>
      (await context.loaders.viewerUser())?.id === message.authorId,
  },
};
