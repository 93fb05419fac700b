// Tables of the notifications feature: the browsers (Web Push subscriptions) of each fan in
// each garden, and which categories of pushes the fan wants.
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../community/tables';
import { createdAt, tenantId } from '../platform/tables';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service URL (PushSubscription.endpoint): one browser's subscription. */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url: the payload's encryption. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The language the fan used when subscribing: the pushes' words. */
    language: text('language').$type<'ja' | 'en'>().notNull().default('ja'),
    createdAt: createdAt(),
    lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_tenant_endpoint').on(t.tenantId, t.endpoint),
    index('push_subscriptions_tenant_user').on(t.tenantId, t.userId),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** A fan's switches per category; no row means every category is on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    directMessages: boolean('direct_messages').notNull().default(true),
    repliesAndReactions: boolean('replies_and_reactions').notNull().default(true),
    officialPosts: boolean('official_posts').notNull().default(true),
    eventsAndSchedules: boolean('events_and_schedules').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_preferences_tenant_user').on(t.tenantId, t.userId)],
);
