// The chat feature: channels, their messages, posting, replies, reactions, edits,
// deletions, read positions, members' limited channels (LIMITED_CHAT), private channels
// (direct messages and small groups), and the live chatMessageAdded, chatMessageUpdated
// and privateChannelUpdated events.
import type { CommunityLoaders } from '../community/loaders';
import { defineServerFeature, topic } from '../platform/serverFeature';
import type { SubscriptionLoaders } from '../subscriptions/loaders';
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
import { addPrivateChannelMemberResolvers } from './addPrivateChannelMember';
import { blockAndMuteResolvers } from './blockAndMute';
import { hideAndMuteWordsResolvers } from './hideAndMuteWords';
import { safetyResolvers } from './safetyResolvers';
import { leavePrivateChannelResolvers } from './leavePrivateChannel';
import type { PrivateChannelUpdatedPayload } from './privateChannelAccess';
import { privateChannelResolvers } from './privateChannelResolvers';
import { privateChannelUpdatedResolvers } from './privateChannelUpdated';
import { respondToChannelRequestResolvers } from './respondToChannelRequest';
import { startDirectMessageResolvers } from './startDirectMessage';
import { reportChatResolvers } from './reportChat';
import { reportQueueResolvers } from './reportQueue';
import { resolveChatReportResolvers } from './resolveChatReport';
import { setChannelMembersOnlyResolvers } from './setChannelMembersOnly';
import {
  channelMembers,
  channelReadPositions,
  channels,
  chatMessages,
  chatReactions,
  chatReports,
  hiddenMessages,
  muteWords,
  userBlocks,
  userMutes,
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
    privateChannelResolvers,
    startDirectMessageResolvers,
    respondToChannelRequestResolvers,
    addPrivateChannelMemberResolvers,
    leavePrivateChannelResolvers,
    privateChannelUpdatedResolvers,
    safetyResolvers,
    blockAndMuteResolvers,
    hideAndMuteWordsResolvers,
    reportChatResolvers,
    reportQueueResolvers,
    resolveChatReportResolvers,
    setChannelMembersOnlyResolvers,
  ],
  tables: {
    channels,
    channelMembers,
    chatMessages,
    chatReactions,
    channelReadPositions,
    userBlocks,
    userMutes,
    muteWords,
    hiddenMessages,
    chatReports,
  },
  loaders: (scope, others) =>
    createChatLoaders(
      scope,
      others as { community: CommunityLoaders; subscriptions: SubscriptionLoaders },
    ),
  nodeTypes: {
    Channel: (loaders) => loaders.channelById,
    ChatMessage: (loaders) => loaders.messageById,
    ChatReport: (loaders) => loaders.reportById,
  },
  // Topic ids: chatTopic(tenantId, channelId).
  topics: {
    chatMessageAdded: topic<ChatMessageAddedPayload>(),
    chatMessageUpdated: topic<ChatMessageUpdatedPayload>(),
    // Topic ids: fanTopic(tenantId, userId).
    privateChannelUpdated: topic<PrivateChannelUpdatedPayload>(),
  },
});
