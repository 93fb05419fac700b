// Per-request loaders of the chat feature, all through the request's tenant scope.
import { and, desc, eq, gt, inArray, isNull, ne, notInArray, or, type SQL } from 'drizzle-orm';
import { count } from 'drizzle-orm';
import type { CommunityLoaders } from '../community/loaders';
import { isModerator } from '../community/roles';
import { createBatchLoader, type BatchLoader } from '../graphql/batchLoader';
import type { NodeLoader, RequestScope } from '../platform/serverFeature';
import type { SubscriptionLoaders } from '../subscriptions/loaders';
import { mayReadChannel } from './membersOnlyChannels';
import {
  messageVisibility,
  NO_SAFETY,
  readViewerSafety,
  type MessageVisibility,
  type ViewerSafety,
} from './viewerSafety';
import {
  channelMembers,
  channelReadPositions,
  channels,
  chatMessages,
  chatReactions,
  chatReports,
  muteWords,
  type ChatReportRow,
  type ChannelMemberRow,
  type MuteWordRow,
  type ChannelMemberStatus,
  type ChannelRow,
  type ChatMessageRow,
  type ChatReactionRow,
} from './tables';

export interface ChatLoaders {
  /** A channel the viewer may see: any public one, a private one only when a member. */
  channelById: NodeLoader<ChannelRow>;
  /** A message of a channel the viewer may see (channelById) and read (viewerMayRead). */
  messageById: NodeLoader<ChatMessageRow>;
  /** Whether the viewer may read the channel's messages (members-only: the LIMITED_CHAT perk). */
  viewerMayRead(channel: ChannelRow): Promise<boolean>;
  lastMessageByChannelId: BatchLoader<number, ChatMessageRow | null>;
  /** The members of a channel (for private channels: a handful). */
  membersByChannelId: BatchLoader<number, ChannelMemberRow[]>;
  /** Every reaction to a message, oldest first. */
  reactionsByMessageId: BatchLoader<number, ChatReactionRow[]>;
  /** The viewer's unread messages per channel (0 when not a member). */
  unreadCountByChannelId: BatchLoader<number, number>;
  /** The channels the viewer belongs to as an active member (empty when signed out). */
  viewerChannelIds(): Promise<ReadonlySet<number>>;
  /** Every channel the viewer belongs to, with their status (a request not yet accepted too). */
  viewerMemberships(): Promise<ReadonlyMap<number, ChannelMemberStatus>>;
  /** The viewer's blocks, mutes, mute words and hidden messages (none when signed out). */
  viewerSafety(): Promise<ViewerSafety>;
  /** How a message shows to the viewer (their blocks, mutes, mute words, hidden messages). */
  visibilityOf(message: ChatMessageRow): Promise<MessageVisibility>;
  /** The viewer's mute words, by id: null for another fan's. */
  muteWordById: NodeLoader<MuteWordRow>;
  /** A report: only its reporter and the garden's moderators may read it. */
  reportById: NodeLoader<ChatReportRow>;
}

export function createChatLoaders(
  { db }: RequestScope,
  others: { community: CommunityLoaders; subscriptions: SubscriptionLoaders },
): ChatLoaders {
  let viewerSafetyPromise: Promise<ViewerSafety> | undefined;
  let viewerMembershipsPromise: Promise<ReadonlyMap<number, ChannelMemberStatus>> | undefined;
  const viewerMemberships = () =>
    (viewerMembershipsPromise ??= others.community.viewerUser().then(async (user) => {
      if (!user) return new Map<number, ChannelMemberStatus>();
      const rows = await db.selectFields(
        { channelId: channelMembers.channelId, status: channelMembers.status },
        channelMembers,
        eq(channelMembers.userId, user.id),
      );
      return new Map(rows.map((row) => [row.channelId, row.status]));
    }));
  const viewerSafety = () =>
    (viewerSafetyPromise ??= others.community
      .viewerUser()
      .then((user) => (user ? readViewerSafety(db, user.id) : NO_SAFETY)));
  // Every path from an id to a channel or message goes through these two (node, the
  // mutations, the subscriptions), so a private channel stays unknown to non-members.
  const channelById = onlyVisible(db.rowsById(channels), async (channel) =>
    channel.isPrivate ? (await viewerMemberships()).has(channel.id) : true,
  );
  const viewerMayRead = async (channel: ChannelRow) =>
    !channel.membersOnly ||
    mayReadChannel({ loaders: others }, await others.community.viewerUser(), channel);
  const messageById = onlyVisible(db.rowsById(chatMessages), async (message) => {
    const channel = await channelById.load(message.channelId);
    return channel !== null && (await viewerMayRead(channel));
  });
  return {
    channelById,
    messageById,
    viewerMayRead,
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
    membersByChannelId: createBatchLoader(async (channelIds) => {
      const rows = await db
        .select(channelMembers, inArray(channelMembers.channelId, channelIds))
        .orderBy(channelMembers.joinedAt);
      const byChannel = new Map<number, ChannelMemberRow[]>();
      for (const row of rows)
        byChannel.set(row.channelId, [...(byChannel.get(row.channelId) ?? []), row]);
      return byChannel;
    }, []),
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
      // Messages of fans in a block with the viewer never count as new.
      const { blockedEither } = await viewerSafety();
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
            blockedEither.size ? notInArray(chatMessages.authorId, [...blockedEither]) : undefined,
          ),
        )
        .groupBy(chatMessages.channelId);
      return new Map(rows.map((row) => [row.channelId, row.unread]));
    }, 0),
    viewerChannelIds: async () =>
      new Set(
        [...(await viewerMemberships())]
          .filter(([, status]) => status === 'ACTIVE')
          .map(([channelId]) => channelId),
      ),
    viewerMemberships,
    viewerSafety,
    visibilityOf: async (message) => {
      const [safety, viewer] = await Promise.all([viewerSafety(), others.community.viewerUser()]);
      return messageVisibility(message, safety, viewer?.id ?? null);
    },
    muteWordById: onlyVisible(
      db.rowsById(muteWords),
      async (row) => (await others.community.viewerUser())?.id === row.userId,
    ),
    reportById: onlyVisible(db.rowsById(chatReports), async (row) => {
      const viewer = await others.community.viewerUser();
      return viewer !== null && (viewer.id === row.reporterId || isModerator(viewer));
    }),
  };
}

/** A node loader answering null for the rows the viewer may not see. */
function onlyVisible<Row>(
  loader: NodeLoader<Row>,
  isVisible: (row: Row) => Promise<boolean>,
): NodeLoader<Row> {
  return {
    load: async (id) => {
      const row = await loader.load(id);
      return row !== null && (await isVisible(row)) ? row : null;
    },
    prime: (id, row) => loader.prime(id, row),
  };
}
