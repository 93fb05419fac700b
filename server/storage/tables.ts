// The queue of files to remove from storage. A row is written in the same transaction that
// forgets a file (a deleted post's images, a leaving fan's avatars, an abandoned upload), so
// a storage that fails, or a process that stops between the commit and the delete, can
// never leave a file behind for good: the sweeper (storedFileSweeper.ts) retries the row.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from '../platform/tables';

export type StoredFileDeletionReason =
  | 'ACCOUNT_DELETED'
  | 'POST_DELETED'
  | 'POST_IMAGE_REMOVED'
  | 'DRAFT_DELETED'
  | 'ORPHAN_UPLOAD'
  | 'VIDEO_REMOVED';

export const storedFileDeletions = pgTable(
  'stored_file_deletions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    storageKey: text('storage_key').notNull(),
    reason: text('reason').$type<StoredFileDeletionReason>().notNull(),
    /** Failed tries so far; the next one waits twice as long (up to a cap). */
    attempts: integer('attempts').notNull().default(0),
    /** When a sweeper may take the row; moved ahead while one is deleting it (a lease). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stored_file_deletions_tenant_key').on(t.tenantId, t.storageKey),
    index('stored_file_deletions_due').on(t.nextAttemptAt),
  ],
);
