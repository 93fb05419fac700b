// The chat feature: channels, their messages, posting, replies, reactions, edits,
// deletions, read positions, and the live chatMessageAdded and chatMessageUpdated events.
import type { CommunityLoaders } from '../community/loaders';
import { defineServerFeature, topic } from '../platform/serverFeature';
import type { ChatMessageAddedPayload } from './chatMessageAddedPayload';
import { channelResolvers } from './channelResolvers';
import { chatMessageAddedResolvers } from './chatMessageAddedSubscription';
import { chatMessageResolvers } from './chatMessageResolvers';
import { chatMessageUpdatedResolvers, type ChatMessageUpdatedPayload } from './chatMessageUpdated';
import { deleteChatMessageResolvers } from './deleteChatMessage';
import { editChatMessageResolvers } from './editChatMessage';
import { createChatLoaders } from './loaders';
import { markChannelReadResolvers } from './markChannelRead';
import { postChatMessageResolvers } from './postChatMessage';
import { setChatMessageReactionResolvers } from './setChatMessageReaction';
import {
  channelMembers,
  channelReadPositions,
  channels,
  chatMessages,
  chatReactions,
} from './tables';

export const chatFeature = defineServerFeature({
  name: 'chat',
  resolvers: [
    channelResolvers,
    chatMessageResolvers,
    postChatMessageResolvers,
    chatMessageAddedResolvers,
    setChatMessageReactionResolvers,
    editChatMessageResolvers,
    deleteChatMessageResolvers,
    markChannelReadResolvers,
    chatMessageUpdatedResolvers,
  ],
  tables: { channels, channelMembers, chatMessages, chatReactions, channelReadPositions },
  loaders: (scope, others) => createChatLoaders(scope, others as { community: CommunityLoaders }),
  nodeTypes: {
    Channel: (loaders) => loaders.channelById,
    ChatMessage: (loaders) => loaders.messageById,
  },
  // Topic ids: chatTopic(tenantId, channelId).
  topics: {
    chatMessageAdded: topic<ChatMessageAddedPayload>(),
    chatMessageUpdated: topic<ChatMessageUpdatedPayload>(),
  },
});
