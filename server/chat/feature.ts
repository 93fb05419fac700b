// The chat feature: channels, their messages, posting and the live chatMessageAdded event.
import type { CommunityLoaders } from '../community/loaders';
import { defineServerFeature, topic } from '../platform/serverFeature';
import type { ChatMessageAddedPayload } from './chatMessageAddedPayload';
import { channelResolvers } from './channelResolvers';
import { chatMessageAddedResolvers } from './chatMessageAddedSubscription';
import { chatMessageResolvers } from './chatMessageResolvers';
import { createChatLoaders } from './loaders';
import { postChatMessageResolvers } from './postChatMessage';
import { channelMembers, channels, chatMessages } from './tables';

export const chatFeature = defineServerFeature({
  name: 'chat',
  resolvers: [
    channelResolvers,
    chatMessageResolvers,
    postChatMessageResolvers,
    chatMessageAddedResolvers,
  ],
  tables: { channels, channelMembers, chatMessages },
  loaders: (scope, others) => createChatLoaders(scope, others as { community: CommunityLoaders }),
  nodeTypes: {
    Channel: (loaders) => loaders.channelById,
    ChatMessage: (loaders) => loaders.messageById,
  },
  // Topic id: chatTopic(tenantId, channelId).
  topics: { chatMessageAdded: topic<ChatMessageAddedPayload>() },
});
