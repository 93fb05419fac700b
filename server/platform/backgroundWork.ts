// The server's periodic work: due scheduled jobs (often), the sweep of stored files (every
// few minutes), expired mutation receipts, expired free coins, the OpenID provider's
// expired records and expired partner sign-in links (hourly). Every piece is safe to run
// in several processes at once.
import { expireFreeCoins } from '../coins/expireFreeCoins';
import type { Database } from '../db/database';
import { deleteExpiredReceipts } from '../db/idempotency';
import { deleteExpiredOidcRecords } from '../oidc/adapter';
import { deleteExpiredPartnerSignInLinks } from '../oidc/partnerSignIn';
import type { Logger } from '../logging/logger';
import type { MediaStorage } from '../storage/mediaStorage';
import { sweepStoredFiles, type UploadRecords } from '../storage/storedFileSweeper';
import { runDueJobs } from './scheduledJobs';
import { scheduledWorkClock } from './testClock';
import type { JobHandler } from './serverFeature';

/** How long stopping waits for the work already running, at most (a stuck job must not hold a shutdown). */
const STOP_WAIT_MS = 10_000;
/** How often due jobs are looked for: every 15 s. */
export const JOB_POLL_INTERVAL_MS = 15_000;
/** How often queued file deletions and abandoned uploads are swept: every 5 min. */
const STORED_FILE_SWEEP_INTERVAL_MS = 5 * 60 * 1000;
/** How often receipts and free coins are checked for expiry: hourly. */
const HOURLY_MS = 60 * 60 * 1000;

export interface BackgroundWorkOptions {
  db: Database;
  jobHandlers: Record<string, JobHandler>;
  /** The storage the sweep deletes from, and where the features record their uploads. */
  storage: MediaStorage;
  uploadRecords: readonly UploadRecords[];
  logger: Logger;
  /** false: nothing runs on a timer (tests run the jobs with their own clock). */
  enabled: boolean;
}

/** Runs due jobs soon, set while background work runs (see wakeBackgroundWork). */
let wake: (() => void) | null = null;

/**
 * Asks for a run of the due jobs now rather than at the next tick: a mutation calls it
 * after its transaction committed a job due at once (e.g. a push about a new message).
 * Does nothing when background work is off (tests run the jobs themselves).
 */
export function wakeBackgroundWork(): void {
  wake?.();
}

/**
 * Starts the timers; returns the function that stops them and resolves once the work
 * already running has ended (the database may be closed then, not under a sweep).
 */
export function startBackgroundWork(options: BackgroundWorkOptions): () => Promise<void> {
  if (!options.enabled) return async () => {};
  const { db, logger } = options;
  const running = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>, failure: string) => {
    const settled = work.catch((error: unknown) => logger.warn({ err: error }, failure));
    running.add(settled);
    void settled.finally(() => running.delete(settled));
  };
  const hourly = () => {
    track(deleteExpiredReceipts(db), 'mutation receipts cleanup failed');
    track(expireFreeCoins(db), 'free coin expiry failed');
    track(deleteExpiredOidcRecords(db), 'OpenID provider records cleanup failed');
    track(deleteExpiredPartnerSignInLinks(db), 'partner sign-in links cleanup failed');
  };
  let polling = false;
  const runPoll = async () => {
    if (polling) return;
    polling = true;
    try {
      const { failed } = await runDueJobs(db, options.jobHandlers, scheduledWorkClock.now());
      for (const job of failed)
        logger.error({ err: job.error, job: job.id }, 'a scheduled job failed');
    } catch (error) {
      logger.warn({ err: error }, 'scheduled jobs could not be read');
    } finally {
      polling = false;
    }
  };
  const poll = () => track(runPoll(), 'scheduled jobs could not be run');
  let sweeping = false;
  const runSweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      const outcome = await sweepStoredFiles(
        db,
        options.storage,
        options.uploadRecords,
        scheduledWorkClock.now(),
      );
      if (outcome.failed > 0) logger.warn(outcome, 'some stored files could not be deleted yet');
      else if (outcome.deleted > 0) logger.info(outcome, 'stored files deleted');
    } catch (error) {
      logger.warn({ err: error }, 'the stored file sweep failed');
    } finally {
      sweeping = false;
    }
  };
  const sweep = () => track(runSweep(), 'the stored file sweep failed');
  let woken = false;
  let stopped = false;
  // Several wakes in a burst make one run; a wake during a run makes one more after it.
  const onWake = () => {
    if (woken || stopped) return;
    woken = true;
    setImmediate(() => {
      woken = false;
      if (stopped) return;
      if (polling) setTimeout(onWake, 100).unref();
      else poll();
    });
  };
  wake = onWake;
  hourly();
  poll();
  sweep();
  const timers = [
    setInterval(hourly, HOURLY_MS),
    setInterval(poll, JOB_POLL_INTERVAL_MS),
    setInterval(sweep, STORED_FILE_SWEEP_INTERVAL_MS),
  ];
  for (const timer of timers) timer.unref();
  return async () => {
    timers.forEach(clearInterval);
    if (wake === onWake) wake = null;
    stopped = true;
    let gaveUp: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(running),
      new Promise((resolve) => (gaveUp = setTimeout(resolve, STOP_WAIT_MS))),
    ]);
    clearTimeout(gaveUp);
  };
}
