// Jobs a feature schedules for later (a prize draw closes, a season ends). They live in
// the database, so they survive restarts; each run claims its job with
// SELECT … FOR UPDATE SKIP LOCKED and marks it done in the same transaction as the
// handler's writes, so two server processes never run one job twice, and a handler that
// fails leaves nothing half-written and is tried again later.
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { tenantScope, type TenantScope } from '../db/tenantScope';
import type { JobHandler } from './serverFeature';
import { scheduledJobs } from './tables';

/** A failed job waits this long times its attempts before the next try. */
const RETRY_BACKOFF_MS = 60_000;
/** After this many failures a job stops being tried (its last error stays for operators). */
export const MAX_JOB_ATTEMPTS = 10;
/** How many due jobs one run takes on, so a backlog never blocks a timer tick for long. */
const JOBS_PER_RUN = 100;

/**
 * Schedules `kind` for `key` at `runAt`, in the caller's transaction. Scheduling the same
 * kind and key again moves its time and payload, unless it already ran.
 */
export async function scheduleJob(
  tx: TenantScope,
  job: { kind: string; key: string; runAt: Date; payload?: unknown },
): Promise<void> {
  await tx.insert(scheduledJobs, { ...job, payload: job.payload ?? {} }).onConflictDoUpdate({
    target: [scheduledJobs.tenantId, scheduledJobs.kind, scheduledJobs.key],
    set: { runAt: job.runAt, payload: job.payload ?? {}, attempts: 0, lastError: null },
    setWhere: isNull(scheduledJobs.doneAt),
  });
}

/** Runs one due job, if any; what happened, or null when nothing was due. */
async function runOneDueJob(
  db: Database,
  handlers: Record<string, JobHandler>,
  now: Date,
): Promise<{ id: number; tenantId: string; error?: unknown } | null> {
  let claimed: { id: number; tenantId: string } | null = null;
  const afterCommit: ((scope: TenantScope) => Promise<void>)[] = [];
  let ran: { id: number; tenantId: string } | null;
  try {
    ran = await db.transaction(async (tx) => {
      // Due jobs of every tenant: the scheduler runs outside any request.
      // eslint-disable-next-line no-restricted-syntax
      const [job] = await tx
        .select()
        .from(scheduledJobs)
        .where(
          and(
            isNull(scheduledJobs.doneAt),
            lte(scheduledJobs.runAt, now),
            sql`${scheduledJobs.attempts} < ${MAX_JOB_ATTEMPTS}`,
          ),
        )
        .orderBy(asc(scheduledJobs.runAt), asc(scheduledJobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return null;
      claimed = { id: job.id, tenantId: job.tenantId };
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`No handler for the job kind ${job.kind}`);
      const scope = tenantScope(tx as unknown as Database, job.tenantId);
      await handler(scope, {
        key: job.key,
        payload: job.payload,
        runAt: job.runAt,
        now,
        afterCommit: (work) => afterCommit.push(work),
      });
      await scope.update(scheduledJobs, { doneAt: now }, eq(scheduledJobs.id, job.id));
      return claimed;
    });
  } catch (error) {
    if (!claimed) throw error;
    const { id, tenantId } = claimed;
    // The handler's writes rolled back; count the failure and try again later.
    await tenantScope(db, tenantId).update(
      scheduledJobs,
      {
        attempts: sql`${scheduledJobs.attempts} + 1`,
        runAt: sql`${now.toISOString()}::timestamptz + (${scheduledJobs.attempts} + 1) * ${RETRY_BACKOFF_MS} * interval '1 millisecond'`,
        lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
      },
      eq(scheduledJobs.id, id),
    );
    return { id, tenantId, error };
  }
  if (!ran) return null;
  // The job is done and committed: what it left for later (network calls) runs now, once.
  try {
    for (const work of afterCommit) await work(tenantScope(db, ran.tenantId));
  } catch (error) {
    return { ...ran, error };
  }
  return ran;
}

/**
 * Runs every job due by `now` (the server's timer calls it; tests pass their own clock).
 * Returns the jobs that ran and those that failed.
 */
export async function runDueJobs(
  db: Database,
  handlers: Record<string, JobHandler>,
  now = new Date(),
): Promise<{ ran: number; failed: { id: number; error: unknown }[] }> {
  const failed: { id: number; error: unknown }[] = [];
  const seen = new Set<number>();
  let ran = 0;
  for (let index = 0; index < JOBS_PER_RUN; index += 1) {
    const outcome = await runOneDueJob(db, handlers, now);
    if (!outcome || seen.has(outcome.id)) break;
    seen.add(outcome.id);
    if (outcome.error === undefined) ran += 1;
    else failed.push({ id: outcome.id, error: outcome.error });
  }
  return { ran, failed };
}
