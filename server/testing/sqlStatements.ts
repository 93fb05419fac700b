// Counts the SQL statements the database client runs, to prove that a page of rows is
// read with a constant number of queries (no N+1). Works for PGlite and node-postgres.
import type { Database } from '../db/database';

export function countSqlStatements(db: Database): { readonly count: number; stop(): void } {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    stop() {
      client.query = original;
    },
  };
}
