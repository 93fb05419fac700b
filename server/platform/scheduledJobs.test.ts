// Scheduled jobs run once when due, even with two runners at the same moment; a failing
// handler writes nothing and is tried again later.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantScope } from '../db/tenantScope';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { runDueJobs, scheduleJob } from './scheduledJobs';
import type { JobHandler } from './serverFeature';
import { bannedWords, scheduledJobs } from './tables';

describe.each(testBackends)('scheduled jobs (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
    // The demo content schedules jobs of its own (a prize draw's close): out of the way.
    await garden.database.db.update(scheduledJobs).set({ doneAt: new Date(0) });
  });
  afterAll(() => garden?.close());

  const at = (iso: string) => new Date(iso);

  it('runs a due job once, in its tenant, across concurrent runners', async () => {
    const db = tenantScope(garden.database.db, 'demo');
    const runs: string[] = [];
    const handlers: Record<string, JobHandler> = {
      'test.addWord': async (tx, job) => {
        runs.push(job.key);
        await tx.insert(bannedWords, { word: (job.payload as { word: string }).word });
      },
    };
    await db.transaction((tx) =>
      scheduleJob(tx, {
        kind: 'test.addWord',
        key: 'one',
        runAt: at('2030-01-01T00:00:00Z'),
        payload: { word: 'scheduled-word' },
      }),
    );
    expect(await runDueJobs(garden.database.db, handlers, at('2029-12-31T23:59:59Z'))).toEqual({
      ran: 0,
      failed: [],
    });
    const later = at('2030-01-01T00:00:01Z');
    const [a, b] = await Promise.all([
      runDueJobs(garden.database.db, handlers, later),
      runDueJobs(garden.database.db, handlers, later),
    ]);
    expect(a.ran + b.ran).toBe(1);
    expect(runs).toEqual(['one']);
    expect(await db.count(bannedWords, eq(bannedWords.word, 'scheduled-word'))).toBe(1);
    // Scheduling a job that already ran changes nothing.
    await db.transaction((tx) =>
      scheduleJob(tx, { kind: 'test.addWord', key: 'one', runAt: later, payload: { word: 'x' } }),
    );
    expect((await runDueJobs(garden.database.db, handlers, later)).ran).toBe(0);
  });

  it('rolls a failing job back and tries it again after a backoff', async () => {
    const db = tenantScope(garden.database.db, 'other');
    let fail = true;
    const handlers: Record<string, JobHandler> = {
      'test.flaky': async (tx) => {
        await tx.insert(bannedWords, { word: 'flaky-word' });
        if (fail) throw new Error('not yet');
      },
    };
    const runAt = at('2031-01-01T00:00:00Z');
    await db.transaction((tx) => scheduleJob(tx, { kind: 'test.flaky', key: 'f', runAt }));
    const first = await runDueJobs(garden.database.db, handlers, runAt);
    expect(first.ran).toBe(0);
    expect(first.failed).toHaveLength(1);
    expect(await db.count(bannedWords, eq(bannedWords.word, 'flaky-word'))).toBe(0);
    const [job] = await db.select(scheduledJobs, eq(scheduledJobs.key, 'f'));
    expect(job).toMatchObject({ attempts: 1, lastError: 'not yet', doneAt: null });
    expect(job.runAt.getTime()).toBeGreaterThan(runAt.getTime());
    fail = false;
    expect((await runDueJobs(garden.database.db, handlers, runAt)).ran).toBe(0);
    expect((await runDueJobs(garden.database.db, handlers, job.runAt)).ran).toBe(1);
    expect(await db.count(bannedWords, eq(bannedWords.word, 'flaky-word'))).toBe(1);
  });
});
