// Tables of the accounts feature: what a fan writes about themselves, who follows whom,
// and the images fans upload for their avatar before saving their profile.
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AgeBand } from '../../common/ageBands';
import { users } from '../community/tables';
import { createdAt, tenantId, type LocalizedText } from '../platform/tables';

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
    /** ISO 3166-1 alpha-2 code of the country the fan lives in (their settings), or null. */
    countryOfResidence: text('country_of_residence'),
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

/**
 * The versions of the garden's terms of use an operator published. The newest one is what a
 * fan agrees to; a fan who joined before it and has not agreed to it is asked again (and
 * their mutations wait until they do: server/accounts/termsGate.ts).
 */
export const termsVersions = pgTable(
  'terms_versions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    version: text('version').notNull(),
    /** What changed, per language, shown on /onboarding/agree-terms. */
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('terms_versions_tenant_version').on(t.tenantId, t.version),
    index('terms_versions_tenant_published').on(t.tenantId, t.publishedAt),
  ],
);

export type TermsVersionRow = typeof termsVersions.$inferSelect;
