// Converts a posted message to the JSON event payload and back to rows.
import type { ChannelRow, ChatMessageRow, UserRow } from '../db/schema';
import type { ChatMessageAddedPayload } from '../pubsub/gardenPubSub';

export function toChatMessageAddedPayload(
  tenantId: string,
  message: ChatMessageRow,
  author: UserRow,
  channel: ChannelRow,
): ChatMessageAddedPayload {
  return {
    tenantId,
    message: {
      id: message.id,
      channelId: message.channelId,
      authorId: message.authorId,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
    },
    author: {
      id: author.id,
      authUid: author.authUid,
      displayName: author.displayName,
      avatarUrl: author.avatarUrl,
      joinedAt: author.joinedAt.toISOString(),
    },
    channel: {
      id: channel.id,
      name: channel.name as Record<string, string>,
      description: channel.description as Record<string, string>,
      position: channel.position,
      isOpen: channel.isOpen,
      createdAt: channel.createdAt.toISOString(),
    },
  };
}

export function fromChatMessageAddedPayload(payload: ChatMessageAddedPayload): {
  message: ChatMessageRow;
  author: UserRow;
  channel: ChannelRow;
} {
  const { tenantId } = payload;
  return {
    message: { ...payload.message, tenantId, createdAt: new Date(payload.message.createdAt) },
    // A posting author is not blocked (the API refuses blocked accounts).
    author: {
      ...payload.author,
      tenantId,
      joinedAt: new Date(payload.author.joinedAt),
      blockedAt: null,
    },
    channel: { ...payload.channel, tenantId, createdAt: new Date(payload.channel.createdAt) },
  };
}
