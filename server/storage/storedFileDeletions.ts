// Deleting stored files for real: the transaction that forgets a file queues its key
// (queueStoredFileDeletions), and once it has committed the caller tries the delete at once
// (deleteQueuedFiles). A delete that fails stays queued and the sweeper
// (storedFileSweeper.ts) tries it again later, waiting twice as long each time.
import { eq, sql } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import { scheduledWorkClock } from '../platform/testClock';
import type { MediaStorage } from './mediaStorage';
import { storedFileDeletions, type StoredFileDeletionReason } from './tables';

/** How long the one deleting a queued file holds it before another may try (a crash's delay). */
export const DELETION_LEASE_MS = 5 * 60 * 1000;
/** The wait after the first failure; each further failure doubles it… */
const RETRY_BASE_MS = 60 * 1000;
/** …up to this: a storage that is down for days is tried every 6 h, never given up on. */
const RETRY_CAP_MS = 6 * 60 * 60 * 1000;

/**
 * Queues `keys` for deletion from storage, inside the transaction that forgets them. The
 * row waits one lease for the caller's own attempt after the commit (deleteQueuedFiles);
 * a key already queued stays queued once.
 */
export async function queueStoredFileDeletions(
  tx: TenantScope,
  keys: readonly string[],
  reason: StoredFileDeletionReason,
  now = scheduledWorkClock.now(),
): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .insert(
      storedFileDeletions,
      [...new Set(keys)].map((storageKey) => ({
        storageKey,
        reason,
        nextAttemptAt: new Date(now.getTime() + DELETION_LEASE_MS),
      })),
    )
    .onConflictDoNothing({
      target: [storedFileDeletions.tenantId, storedFileDeletions.storageKey],
    });
}

/**
 * Deletes one queued file from storage: its queue row goes on success; on failure it stays,
 * due again after the backoff, with the error for operators. Never throws. True when deleted.
 */
export async function attemptQueuedDeletion(
  scope: TenantScope,
  storage: MediaStorage,
  storageKey: string,
  now: Date,
): Promise<boolean> {
  const row = eq(storedFileDeletions.storageKey, storageKey);
  try {
    await storage.delete(storageKey);
  } catch (error) {
    await scope.update(
      storedFileDeletions,
      {
        attempts: sql`${storedFileDeletions.attempts} + 1`,
        // The column on the right is the value before this update: 1 min, 2, 4 … 6 h.
        nextAttemptAt: sql`${now.toISOString()}::timestamptz + least(${RETRY_BASE_MS} * power(2, ${storedFileDeletions.attempts}), ${RETRY_CAP_MS}) * interval '1 millisecond'`,
        lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
      },
      row,
    );
    return false;
  }
  await scope.delete(storedFileDeletions, row);
  return true;
}

/**
 * After the commit that queued `keys` in the scope's tenant: deletes them now. What fails
 * stays queued for the sweeper, so a caller's answer never depends on the storage.
 */
export async function deleteQueuedFiles(
  scope: TenantScope,
  storage: MediaStorage,
  keys: readonly string[],
  now = scheduledWorkClock.now(),
): Promise<void> {
  for (const key of new Set(keys)) await attemptQueuedDeletion(scope, storage, key, now);
}
