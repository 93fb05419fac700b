// The periodic sweep of stored files (background work, every few minutes, across tenants):
// uploads left unused for a day are forgotten and queued, then every due queued deletion
// is tried. Safe with several server processes sweeping at once: orphans and due rows
// are taken with FOR UPDATE SKIP LOCKED, and a taken row is leased (its next attempt
// moved ahead) before the storage is asked, so no two sweepers delete the same file.
import { and, asc, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { tenantScope } from '../db/tenantScope';
import type { MediaStorage } from './mediaStorage';
import { attemptQueuedDeletion, DELETION_LEASE_MS } from './storedFileDeletions';
import { storedFileDeletions } from './tables';

/** An upload not used by anything this long after it was made is abandoned. */
export const ORPHAN_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;
/** How many rows one transaction takes, so a backlog never holds locks for long. */
const BATCH = 50;
/** How many files one sweep deletes at most; the rest wait for the next sweep. */
const DELETIONS_PER_SWEEP = 1000;

export interface StoredFile {
  tenantId: string;
  storageKey: string;
}

/**
 * Where a feature records its uploads: a table of rows with a storage key and a creation
 * time, and which of its rows nothing uses (no post, draft, profile or video).
 */
export interface UploadRecords {
  table: PgTable & { id: PgColumn; tenantId: PgColumn; storageKey: PgColumn; createdAt: PgColumn };
  unused: SQL;
}

/**
 * Forgets (deletes) up to `limit` unused records of any tenant made before `cutoff`,
 * taken FOR UPDATE SKIP LOCKED (a mutation using one holds its lock), and answers their files.
 */
async function takeOrphans(
  tx: Database,
  { table, unused }: UploadRecords,
  cutoff: Date,
  limit: number,
): Promise<StoredFile[]> {
  // Every tenant's unused uploads: the sweeper runs outside any request.
  // eslint-disable-next-line no-restricted-syntax
  const orphans = tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(lt(table.createdAt, cutoff), unused))
    .limit(limit)
    .for('update', { skipLocked: true });
  // eslint-disable-next-line no-restricted-syntax
  const taken = (await tx
    .delete(table)
    .where(inArray(table.id, orphans))
    .returning({ tenantId: table.tenantId, storageKey: table.storageKey })) as {
    tenantId: string;
    storageKey: string | null;
  }[];
  return taken.flatMap(({ tenantId, storageKey }) =>
    storageKey ? [{ tenantId, storageKey }] : [],
  );
}

async function queueOrphanUploads(
  db: Database,
  records: readonly UploadRecords[],
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_UPLOAD_AGE_MS);
  let queued = 0;
  for (const record of records) {
    for (;;) {
      const taken = await db.transaction(async (tx) => {
        const orphans = await takeOrphans(tx as unknown as Database, record, cutoff, BATCH);
        for (const { tenantId, storageKey } of orphans)
          await tenantScope(tx as unknown as Database, tenantId)
            .insert(storedFileDeletions, {
              storageKey,
              reason: 'ORPHAN_UPLOAD',
              nextAttemptAt: now,
            })
            .onConflictDoNothing({
              target: [storedFileDeletions.tenantId, storedFileDeletions.storageKey],
            });
        return orphans.length;
      });
      queued += taken;
      if (taken < BATCH) break;
    }
  }
  return queued;
}

/** Takes up to BATCH due deletions of any tenant and leases them to this sweeper. */
async function claimDueDeletions(db: Database, now: Date): Promise<StoredFile[]> {
  return db.transaction(async (tx) => {
    // Due rows of every tenant: the sweeper runs outside any request.
    // eslint-disable-next-line no-restricted-syntax
    const due = await tx
      .select({
        id: storedFileDeletions.id,
        tenantId: storedFileDeletions.tenantId,
        storageKey: storedFileDeletions.storageKey,
      })
      .from(storedFileDeletions)
      .where(lte(storedFileDeletions.nextAttemptAt, now))
      .orderBy(asc(storedFileDeletions.nextAttemptAt), asc(storedFileDeletions.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length > 0)
      // eslint-disable-next-line no-restricted-syntax
      await tx
        .update(storedFileDeletions)
        .set({ nextAttemptAt: new Date(now.getTime() + DELETION_LEASE_MS) })
        .where(
          inArray(
            storedFileDeletions.id,
            due.map((row) => row.id),
          ),
        );
    return due;
  });
}

export interface SweepOutcome {
  orphansQueued: number;
  deleted: number;
  failed: number;
}

/** One sweep at `now` (the background timer passes the scheduled-work clock; tests their own). */
export async function sweepStoredFiles(
  db: Database,
  storage: MediaStorage,
  records: readonly UploadRecords[],
  now = new Date(),
): Promise<SweepOutcome> {
  const orphansQueued = await queueOrphanUploads(db, records, now);
  let deleted = 0;
  let failed = 0;
  while (deleted + failed < DELETIONS_PER_SWEEP) {
    const claimed = await claimDueDeletions(db, now);
    for (const file of claimed) {
      const done = await attemptQueuedDeletion(
        tenantScope(db, file.tenantId),
        storage,
        file.storageKey,
        now,
      );
      if (done) deleted += 1;
      else failed += 1;
    }
    if (claimed.length < BATCH) break;
  }
  return { orphansQueued, deleted, failed };
}
