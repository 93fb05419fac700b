// Opens the garden's database: embedded PGlite by default (one connection per process),
// or PostgreSQL through a node-postgres pool when a postgres:// URL is given. Both get
// the same committed migrations applied with drizzle's migrator.
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { garden } from '../features';

/** drizzle's schema: the tables of every feature (server/features.ts). */
const schema = garden.tables;

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenedDatabase {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { kind: 'pglite'; /** A directory to persist in; in memory when omitted. */ dataDir?: string }
  | { kind: 'postgres'; url: string };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Several server processes may start together on a fresh database: an advisory lock
// lets one of them migrate while the others wait (and then find nothing to do).
const MIGRATION_LOCK_KEY = 7_411_925;

async function migrateUnderLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

export async function openDatabase(location: DatabaseLocation): Promise<OpenedDatabase> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    let closing = false;
    // An idle connection the server ends (a restart, a failover, a dropped test database)
    // is an 'error' of the pool: without a listener it would crash the process. The pool
    // opens a new connection for the next query.
    pool.on('error', (error) => {
      if (!closing) console.error(`[database] lost an idle connection: ${error.message}`);
    });
    const db = drizzleNodePg({ client: pool, schema });
    try {
      await migrateUnderLock(pool, () => migrateNodePg(db, { migrationsFolder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      driver: 'postgres',
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  const client = location.dataDir ? new PGlite(location.dataDir) : new PGlite();
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, driver: 'pglite', close: () => client.close() };
}
