// The ChatMessage fields. Authors and channels come through the per-request batch
// loaders, so a page of messages reads them in one query each.
import { createGraphQLError } from 'graphql-yoga';
import type { Resolvers } from '../__generated__/resolvers-types';
import { toGlobalId } from '../graphql/globalId';

export const chatMessageResolvers: Resolvers = {
  ChatMessage: {
    id: (message) => toGlobalId('ChatMessage', message.id),
    body: (message) => message.body,
    createdAt: (message) => message.createdAt,
    author: async (message, _args, context) => {
      const author = await context.loaders.community.userById.load(message.authorId);
      if (!author) throw createGraphQLError('The author of a message is missing');
      return author;
    },
    channel: async (message, _args, context) => {
      const channel = await context.loaders.chat.channelById.load(message.channelId);
      if (!channel) throw createGraphQLError('The channel of a message is missing');
      return channel;
    },
    viewerIsAuthor: async (message, _args, context) =>
      (await context.loaders.community.viewerUser())?.id === message.authorId,
    viewerClientMutationId: async (message, _args, context) =>
      (await context.loaders.community.viewerUser())?.id === message.authorId
        ? message.clientMutationId
        : null,
  },
};
