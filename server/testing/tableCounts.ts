// Row counts of every table, to prove a failed mutation wrote nothing.
import { count } from 'drizzle-orm';
import type { Database } from '../db/database';
import { garden } from '../features';

export async function tableCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(garden.tables)) {
    counts[name] = (await db.select({ value: count() }).from(table))[0]?.value ?? 0;
  }
  return counts;
}
