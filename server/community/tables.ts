// Tables of the community feature: the fans (users) of each garden.
import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CommunityRole } from '../__generated__/resolvers-types';
import { tenantId } from '../platform/tables';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** The Firebase Auth uid: one fan profile per uid and tenant. */
    authUid: text('auth_uid').notNull(),
    displayName: text('display_name').notNull(),
    avatarUrl: text('avatar_url'),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** What the fan is in this garden (schema CommunityRole); operators manage the garden. */
    role: text('role').$type<CommunityRole>().notNull().default('MEMBER'),
    /** Set when the garden blocks this fan: pages send them to /blocked, the API refuses. */
    blockedAt: timestamp('blocked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('users_tenant_auth_uid').on(t.tenantId, t.authUid)],
);

export type UserRow = typeof users.$inferSelect;
