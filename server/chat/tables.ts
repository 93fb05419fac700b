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
    /** The seq of the channel's newest message; the posting transaction bumps it under the row lock. */
    lastMessageSeq: bigint('last_message_seq', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('channels_tenant_position').on(t.tenantId, t.position)],
);

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
    /** The author's clientMutationId (null for seeded messages): shown to the author only. */
    clientMutationId: text('client_mutation_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_messages_tenant_channel_seq').on(t.tenantId, t.channelId, t.seq)],
);

export type ChannelRow = typeof channels.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
