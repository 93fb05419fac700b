// Databases for tests: a fresh in-memory PGlite always, and a fresh PostgreSQL
// database (created from DATABASE_URL, dropped afterwards) when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '../db/database';

export type TestBackend = 'pglite' | 'postgres';

/** The backends this run covers: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const testBackends: TestBackend[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase extends OpenedDatabase {
  /** The connection URL of the fresh PostgreSQL database (postgres backend only). */
  url?: string;
}

export async function openTestDatabase(backend: TestBackend): Promise<TestDatabase> {
  if (backend === 'pglite') return openDatabase({ kind: 'pglite' });
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is needed for the postgres backend');
  const name = `garden_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...opened,
    url: url.toString(),
    async close() {
      await opened.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
