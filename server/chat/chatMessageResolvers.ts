// The ChatMessage fields. Authors, channels, quoted messages and reactions come through
// the per-request batch loaders, so a page of messages reads each in one query.
import { createGraphQLError } from 'graphql-yoga';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { toGlobalId } from '../graphql/globalId';
import { canDeleteMessage } from './messageAccess';
import { summarizeReactions } from './reactionSummary';
import type { ChatMessageRow } from './tables';

async function viewerWrote(message: ChatMessageRow, context: GraphQLContext): Promise<boolean> {
  return (await context.loaders.community.viewerUser())?.id === message.authorId;
}

export const chatMessageResolvers: Resolvers = {
  ChatMessage: {
    id: (message) => toGlobalId('ChatMessage', message.id),
    // A message of a fan in a block with the viewer never shows its text.
    body: async (message, _args, context) =>
      message.deletedAt || (await context.loaders.chat.visibilityOf(message)) === 'BLOCKED'
        ? ''
        : message.body,
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
    viewerIsAuthor: (message, _args, context) => viewerWrote(message, context),
    replyTo: (message, _args, context) =>
      message.replyToId === null ? null : context.loaders.chat.messageById.load(message.replyToId),
    editedAt: (message) => message.editedAt,
    isDeleted: (message) => message.deletedAt !== null,
    reactions: async (message, _args, context) => {
      if (message.deletedAt) return [];
      const [rows, viewer] = await Promise.all([
        context.loaders.chat.reactionsByMessageId.load(message.id),
        context.loaders.community.viewerUser(),
      ]);
      return summarizeReactions(rows, viewer?.id ?? null);
    },
    viewerCanEdit: async (message, _args, context) =>
      message.deletedAt === null && (await viewerWrote(message, context)),
    viewerCanDelete: async (message, _args, context) =>
      message.deletedAt === null &&
      canDeleteMessage(await context.loaders.community.viewerUser(), message),
    viewerClientMutationId: async (message, _args, context) =>
      (await context.loaders.community.viewerUser())?.id === message.authorId
        ? message.clientMutationId
        : null,
  },
};
