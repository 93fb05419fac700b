// Tables of the onboarding feature: the confirmation codes mailed to e-mail addresses that
// sign up, kept hashed with their expiry and the wrong tries so far.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from '../platform/tables';

/** One confirmation code mailed to an address (a resend replaces the code in the same row). */
export const signUpCodes = pgTable(
  'sign_up_codes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** The address, trimmed and lower-cased. */
    email: text('email').notNull(),
    /** sha256 of the row id and the 6 digits: the digits themselves are never stored. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** Wrong codes tried since the code was sent. */
    attempts: integer('attempts').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The sign-in account that took the confirmed address (verifySignUpEmail). */
    verifiedUid: text('verified_uid'),
    createdAt: createdAt(),
  },
  (t) => [index('sign_up_codes_tenant_email').on(t.tenantId, t.email)],
);

export type SignUpCodeRow = typeof signUpCodes.$inferSelect;
