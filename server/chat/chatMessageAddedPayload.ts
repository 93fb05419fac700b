// Converts a posted message to the JSON event payload and back to rows.
import type { UserRow } from '../community/tables';
import type { ChannelRow, ChatMessageRow } from './tables';

/**
 * A posted message, as plain JSON so that it survives Redis. It carries what every
 * subscriber renders, so fan-out to many subscribers costs no database reads.
 */
export interface ChatMessageAddedPayload {
  tenantId: string;
  message: {
    id: number;
    seq: number;
    channelId: number;
    authorId: number;
    body: string;
    replyToId: number | null;
    clientMutationId: string | null;
    createdAt: string;
  };
  author: {
    id: number;
    authUid: string;
    displayName: string;
    avatarUrl: string | null;
    joinedAt: string;
    role: UserRow['role'];
  };
  channel: {
    id: number;
    name: Record<string, string>;
    description: Record<string, string>;
    position: number;
    isOpen: boolean;
    membersOnly: boolean;
    isPrivate: boolean;
    directKey: string | null;
    createdAt: string;
  };
}

/** The topic of a channel's events: with the tenant id, so one tenant's events never reach another's subscribers. */
export function chatTopic(tenantId: string, channelId: number): string {
  return `${tenantId}:${channelId}`;
}

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
      seq: message.seq,
      channelId: message.channelId,
      authorId: message.authorId,
      body: message.body,
      replyToId: message.replyToId,
      clientMutationId: message.clientMutationId,
      createdAt: message.createdAt.toISOString(),
    },
    author: {
      id: author.id,
      authUid: author.authUid,
      displayName: author.displayName,
      avatarUrl: author.avatarUrl,
      joinedAt: author.joinedAt.toISOString(),
      role: author.role,
    },
    channel: {
      id: channel.id,
      name: channel.name as Record<string, string>,
      description: channel.description as Record<string, string>,
      position: channel.position,
      isOpen: channel.isOpen,
      membersOnly: channel.membersOnly,
      isPrivate: channel.isPrivate,
      directKey: channel.directKey,
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
    // A message is posted neither edited nor deleted.
    message: {
      ...payload.message,
      tenantId,
      createdAt: new Date(payload.message.createdAt),
      editedAt: null,
      deletedAt: null,
    },
    // A posting author is not blocked (the API refuses blocked accounts).
    author: {
      ...payload.author,
      tenantId,
      joinedAt: new Date(payload.author.joinedAt),
      blockedAt: null,
    },
    channel: {
      ...payload.channel,
      tenantId,
      createdAt: new Date(payload.channel.createdAt),
      // The channel as this message left it.
      lastMessageSeq: payload.message.seq,
      lastActivityAt: new Date(payload.message.createdAt),
    },
  };
}
