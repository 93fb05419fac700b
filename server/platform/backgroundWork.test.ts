// Stopping the background work waits for what is running: the server closes its database
// only after a sweep in flight has ended, so the sweep never fails under a closed database.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenantScope } from '../db/tenantScope';
import type { Logger } from '../logging/logger';
import type { MediaStorage } from '../storage/mediaStorage';
import { queueStoredFileDeletions } from '../storage/storedFileDeletions';
import { storedFileDeletions } from '../storage/tables';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { startBackgroundWork } from './backgroundWork';

describe.each(testBackends)('background work (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterAll(() => garden?.close());

  it('stops only once the sweep it started has ended', async () => {
    const key = `demo/posts/${randomUUID()}.webp`;
    const db = garden.database.db;
    // Due at once: the first sweep, at start, takes it.
    await queueStoredFileDeletions(tenantScope(db, 'demo'), [key], 'POST_DELETED', new Date(0));
    let finishDelete: () => void = () => {};
    const deleteStarted = vi.fn();
    const storage = {
      delete: (deleted: string) => {
        deleteStarted(deleted);
        return new Promise<void>((resolve) => (finishDelete = resolve));
      },
    } as unknown as MediaStorage;
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
    const stop = startBackgroundWork({
      db,
      jobHandlers: {},
      storage,
      uploadRecords: [],
      logger: logger as unknown as Logger,
      enabled: true,
    });
    await vi.waitFor(() => expect(deleteStarted).toHaveBeenCalledWith(key));

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);

    finishDelete();
    await stopping;
    expect(logger.warn).not.toHaveBeenCalled();
    // The sweep finished its work: the file's queue row went with the delete.
    const left = await db.select().from(storedFileDeletions);
    expect(left.filter((row) => row.storageKey === key)).toEqual([]);
  });
});
