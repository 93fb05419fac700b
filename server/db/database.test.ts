// PostgreSQL may end idle connections (a restart, a failover, a dropped test database):
// the server keeps running and the next query gets a new connection.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/testDatabase';
import { tenantExists } from './tenantScope';

const adminUrl = process.env.DATABASE_URL;

describe.runIf(adminUrl)('a PostgreSQL connection the server ends', () => {
  it('is replaced, not a crash', async () => {
    const database = await openTestDatabase('postgres');
    try {
      expect(await tenantExists(database.db, 'nobody')).toBe(false);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        const ended = await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
          [new URL(database.url!).pathname.slice(1)],
        );
        expect(ended.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // The ended connection's error arrives while it is idle.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await tenantExists(database.db, 'nobody')).toBe(false);
    } finally {
      await database.close();
    }
  });
});
