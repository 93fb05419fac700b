// Per-request loaders of the chat feature, all through the request's tenant scope.
import { desc, eq, inArray } from 'drizzle-orm';
import type { CommunityLoaders } from '../community/loaders';
import { createBatchLoader, type BatchLoader } from '../graphql/batchLoader';
import type { NodeLoader, RequestScope } from '../platform/serverFeature';
import {
  channelMembers,
  channels,
  chatMessages,
  type ChannelRow,
  type ChatMessageRow,
} from './tables';

export interface ChatLoaders {
  channelById: NodeLoader<ChannelRow>;
  messageById: NodeLoader<ChatMessageRow>;
  lastMessageByChannelId: BatchLoader<number, ChatMessageRow | null>;
  /** The channels the viewer belongs to (empty when signed out or not joined). */
  viewerChannelIds(): Promise<ReadonlySet<number>>;
}

export function createChatLoaders(
  { db }: RequestScope,
  others: { community: CommunityLoaders },
): ChatLoaders {
  let viewerChannelIdsPromise: Promise<ReadonlySet<number>> | undefined;
  return {
    channelById: db.rowsById(channels),
    messageById: db.rowsById(chatMessages),
    lastMessageByChannelId: createBatchLoader(async (channelIds) => {
      // DISTINCT ON picks the newest message of each channel in one query.
      const rows = await db
        .selectDistinctOn(
          [chatMessages.channelId],
          chatMessages,
          inArray(chatMessages.channelId, channelIds),
        )
        .orderBy(chatMessages.channelId, desc(chatMessages.id));
      return new Map(rows.map((row) => [row.channelId, row]));
    }, null),
    viewerChannelIds: () =>
      (viewerChannelIdsPromise ??= others.community.viewerUser().then(async (user) => {
        if (!user) return new Set<number>();
        const rows = await db.selectFields(
          { channelId: channelMembers.channelId },
          channelMembers,
          eq(channelMembers.userId, user.id),
        );
        return new Set(rows.map((row) => row.channelId));
      })),
  };
}
