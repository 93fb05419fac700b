// Tables of the chat feature: channels, who belongs to them, and their messages.
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../community/tables';
import { createdAt, tenantId, type LocalizedText } from '../platform/tables';

export const channels = pgTable(
  'channels',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    position: integer('position').notNull(),
    /** Open channels are joined automatically when a fan joins the garden. */
    isOpen: boolean('is_open').notNull().default(true),
    /**
     * A members' limited channel: listed for everyone (so fans learn of the membership),
     * its messages read and posted only with the LIMITED_CHAT perk (membersOnlyChannels.ts).
     */
    membersOnly: boolean('members_only').notNull().default(false),
    /** The seq of the channel's newest message; the posting transaction bumps it under the row lock. */
    lastMessageSeq: bigint('last_message_seq', { mode: 'number' }).notNull().default(0),
    /**
     * A direct message or a small group: only its members may read it or learn that it
     * exists (privateChannelAccess.ts). Never listed with the garden's channels.
     */
    isPrivate: boolean('is_private').notNull().default(false),
    /** `<lower user id>:<higher user id>` for a two-person direct message, so a pair has one. */
    directKey: text('direct_key'),
    /** When the newest message was posted (or the channel created): orders the DM list. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('channels_tenant_position').on(t.tenantId, t.position),
    uniqueIndex('channels_tenant_direct_key').on(t.tenantId, t.directKey),
  ],
);

/** ACTIVE: reads and posts; REQUESTED: asked into a private channel, reads it, may accept. */
export type ChannelMemberStatus = 'ACTIVE' | 'REQUESTED';

export const channelMembers = pgTable(
  'channel_members',
  {
    tenantId: tenantId(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    status: text('status').$type<ChannelMemberStatus>().notNull().default('ACTIVE'),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.userId] }),
    index('channel_members_tenant_user').on(t.tenantId, t.userId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    /**
     * The message's place in its channel, 1, 2, 3…, taken under the channel row's lock in
     * the posting transaction: seqs commit in order, so catching up after the last seq
     * seen never skips a message (ids may commit out of order on PostgreSQL).
     */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** The message this one answers (same channel); the quote shows above the reply. */
    replyToId: bigint('reply_to_id', { mode: 'number' }),
    /** Set by the author's last edit: the bubble says "edited". */
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
    /** Set when deleted; the body is emptied then and the message shows as a tombstone. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** The author's clientMutationId (null for seeded messages): shown to the author only. */
    clientMutationId: text('client_mutation_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_messages_tenant_channel_seq').on(t.tenantId, t.channelId, t.seq)],
);

/** One fan's emoji on one message: a fan reacts with each emoji at most once. */
export const chatReactions = pgTable(
  'chat_reactions',
  {
    tenantId: tenantId(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    emoji: text('emoji').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId, t.emoji] }),
    index('chat_reactions_tenant_message').on(t.tenantId, t.messageId),
  ],
);

/** How far a fan has read a channel: the seq of the newest message they have seen. */
export const channelReadPositions = pgTable(
  'channel_read_positions',
  {
    tenantId: tenantId(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.userId] }),
    index('channel_read_positions_tenant_user').on(t.tenantId, t.userId),
  ],
);

export type ChannelRow = typeof channels.$inferSelect;
export type ChannelMemberRow = typeof channelMembers.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatReactionRow = typeof chatReactions.$inferSelect;

/** A fan blocking another: neither sees the other's messages, nor can they talk directly. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    tenantId: tenantId(),
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_tenant_blocked').on(t.tenantId, t.blockedId),
  ],
);

/** A fan muting another: the muted fan's messages show collapsed, for the muter only. */
export const userMutes = pgTable(
  'user_mutes',
  {
    tenantId: tenantId(),
    muterId: integer('muter_id')
      .notNull()
      .references(() => users.id),
    mutedId: integer('muted_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.muterId, t.mutedId] })],
);

/** A fan's mute word: messages containing it show collapsed, for that fan only. */
export const muteWords = pgTable(
  'mute_words',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    word: text('word').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mute_words_tenant_user_word').on(t.tenantId, t.userId, t.word)],
);

/** A message a fan hid: it disappears for them only. */
export const hiddenMessages = pgTable(
  'hidden_messages',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] })],
);

export type MuteWordRow = typeof muteWords.$inferSelect;

export type ChatReportReason =
  'SPAM' | 'HARASSMENT' | 'HATE' | 'SEXUAL' | 'IMPERSONATION' | 'SPOILER' | 'OTHER';
export type ChatReportStatus = 'OPEN' | 'RESOLVED';
export type ChatReportAction = 'HIDE_MESSAGE' | 'BLOCK_MEMBER' | 'DISMISS';

/**
 * A fan's report of a message or of a fan, for the garden's moderators. It keeps what was
 * reported as it was (the text and the author's name), so an edit or a deletion after the
 * report hides nothing from the moderator. `targetKey` ("message:<id>" or "user:<id>")
 * makes a second report of the same thing by the same fan impossible.
 */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    reportedUserId: integer('reported_user_id')
      .notNull()
      .references(() => users.id),
    messageId: bigint('message_id', { mode: 'number' }).references(() => chatMessages.id),
    targetKey: text('target_key').notNull(),
    reason: text('reason').$type<ChatReportReason>().notNull(),
    note: text('note'),
    snapshotBody: text('snapshot_body'),
    snapshotAuthorName: text('snapshot_author_name').notNull(),
    status: text('status').$type<ChatReportStatus>().notNull().default('OPEN'),
    resolution: text('resolution').$type<ChatReportAction>(),
    resolvedById: integer('resolved_by_id').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_reports_tenant_reporter_target').on(t.tenantId, t.reporterId, t.targetKey),
    index('chat_reports_tenant_status_created').on(t.tenantId, t.status, t.createdAt),
  ],
);

export type ChatReportRow = typeof chatReports.$inferSelect;

/** Query.chatReportQueue's parent: the queue has no row of its own (its fields read chat_reports). */
export type ChatReportQueueRow = { __typename: 'ChatReportQueue' };
