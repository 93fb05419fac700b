// Tables of the accounts feature: what a fan writes about themselves, who follows whom,
// and the images fans upload for their avatar before saving their profile.
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AgeBand } from '../../common/ageBands';
import { users } from '../community/tables';
import { createdAt, tenantId } from '../platform/tables';

/**
 * What a fan told the garden about themselves: their bio, the date of birth asked once at
 * joining (shown to them alone; decisions read the age band) and the terms they agreed to.
 * A fan without a row has an empty bio and was never asked.
 */
export const fanProfiles = pgTable(
  'fan_profiles',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bio: text('bio').notNull().default(''),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** The band as of joining; Viewer.ageBand moves it on as the fan grows older. */
    ageBand: text('age_band').$type<AgeBand>(),
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fan_profiles_tenant_user').on(t.tenantId, t.userId)],
);

export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follows_tenant_pair').on(t.tenantId, t.followerId, t.followeeId),
    // Both lists page newest first by id, from either side of the follow.
    index('follows_tenant_followee').on(t.tenantId, t.followeeId, t.id),
    index('follows_tenant_follower').on(t.tenantId, t.followerId, t.id),
  ],
);

/**
 * An avatar image a fan uploaded (already re-encoded), kept under `storageKey` in the
 * garden's storage until updateProfile makes it their avatar.
 */
export const avatarUploads = pgTable(
  'avatar_uploads',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** The uploader's Firebase uid: only they may use the upload. */
    authUid: text('auth_uid').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('avatar_uploads_tenant_uid').on(t.tenantId, t.authUid)],
);
