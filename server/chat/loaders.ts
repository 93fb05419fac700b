// Per-request loaders of the chat feature, all through the request's tenant scope.
import { and, desc, eq, gt, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { count } from 'drizzle-orm';
import type { CommunityLoaders } from '../community/loaders';
import { createBatchLoader, type BatchLoader } from '../graphql/batchLoader';
import type { NodeLoader, RequestScope } from '../platform/serverFeature';
import {
  channelMembers,
  channelReadPositions,
  channels,
  chatMessages,
  chatReactions,
  type ChannelRow,
  type ChatMessageRow,
  type ChatReactionRow,
} from './tables';

export interface ChatLoaders {
  channelById: NodeLoader<ChannelRow>;
  messageById: NodeLoader<ChatMessageRow>;
  lastMessageByChannelId: BatchLoader<number, ChatMessageRow | null>;
  /** Every reaction to a message, oldest first. */
  reactionsByMessageId: BatchLoader<number, ChatReactionRow[]>;
  /** The viewer's unread messages per channel (0 when not a member). */
  unreadCountByChannelId: BatchLoader<number, number>;
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
    reactionsByMessageId: createBatchLoader(async (messageIds) => {
      const rows = await db
        .select(chatReactions, inArray(chatReactions.messageId, messageIds))
        .orderBy(chatReactions.createdAt);
      const byMessage = new Map<number, ChatReactionRow[]>();
      for (const row of rows)
        byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row]);
      return byMessage;
    }, []),
    unreadCountByChannelId: createBatchLoader(async (channelIds) => {
      const viewer = await others.community.viewerUser();
      if (!viewer) return new Map();
      // Where the viewer stands in each channel: the read position, else the day they joined.
      const memberships = await db.selectFields(
        { channelId: channelMembers.channelId, joinedAt: channelMembers.joinedAt },
        channelMembers,
        and(eq(channelMembers.userId, viewer.id), inArray(channelMembers.channelId, channelIds)),
      );
      if (memberships.length === 0) return new Map();
      const positions = await db.selectFields(
        {
          channelId: channelReadPositions.channelId,
          lastReadSeq: channelReadPositions.lastReadSeq,
        },
        channelReadPositions,
        and(
          eq(channelReadPositions.userId, viewer.id),
          inArray(channelReadPositions.channelId, channelIds),
        ),
      );
      const readSeq = new Map(positions.map((row) => [row.channelId, row.lastReadSeq]));
      const unreadIn: SQL[] = memberships.map(({ channelId, joinedAt }) => {
        const seq = readSeq.get(channelId);
        return and(
          eq(chatMessages.channelId, channelId),
          seq === undefined ? gt(chatMessages.createdAt, joinedAt) : gt(chatMessages.seq, seq),
        ) as SQL;
      });
      const rows = await db
        .selectFields(
          { channelId: chatMessages.channelId, unread: count() },
          chatMessages,
          and(
            or(...unreadIn),
            ne(chatMessages.authorId, viewer.id),
            isNull(chatMessages.deletedAt),
          ),
        )
        .groupBy(chatMessages.channelId);
      return new Map(rows.map((row) => [row.channelId, row.unread]));
    }, 0),
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
