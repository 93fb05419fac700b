// The one way to the tables: every read and write of tenant content goes through a
// scope bound to one tenant, which adds `tenant_id = <tenant>` to every condition and
// stamps it on every inserted row. A select's `where` is set here, so callers cannot
// replace it (drizzle's types drop `.where` once it is called). ESLint keeps raw
// db.select/insert/update/delete inside this file (eslint.config.mjs).
import { and, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type {
  PgColumn,
  PgInsertValue,
  PgTable,
  PgUpdateSetSource,
  SelectedFields,
} from 'drizzle-orm/pg-core';
import { createBatchLoader, type BatchLoader } from '../graphql/batchLoader';
import { tenants } from '../platform/tables';
import type { GardenPubSub } from '../pubsub/gardenPubSub';
import type { Database } from './database';

/** A table of tenant content: one that has the tenantId() column (server/platform/tables). */
export type TenantTable = PgTable & { tenantId: PgColumn };

/** A tenant table with a numeric primary key `id`, as node types have. */
export type TableWithId = TenantTable & { id: PgColumn };

/** A row to insert: everything but tenant_id, which the scope sets. */
export type TenantInsert<T extends TenantTable> = Omit<T['$inferInsert'], 'tenantId'>;

const MAX_INT4 = 2_147_483_647;

/** Whether an id fits the column, so that a huge id reads as "no such row", never an error. */
function fitsIdColumn(column: PgColumn, id: number): boolean {
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  return column.columnType === 'PgSerial' || column.columnType === 'PgInteger'
    ? id <= MAX_INT4
    : true;
}

/** Queries of one tenant: every condition gets `tenant_id = tenantId`, every insert the tenant. */
export class TenantScope {
  constructor(
    private readonly db: Database,
    readonly tenantId: string,
    /** Where live events go; a scope without (a job, a script) publishes nothing. */
    private readonly events?: GardenPubSub,
    /** Events held until the transaction of this scope commits; none outside one. */
    private readonly held?: (() => void)[],
  ) {}

  private own(table: TenantTable, where?: SQL) {
    return and(eq(table.tenantId, this.tenantId), where);
  }

  /** Whole rows of the tenant matching `where`. */
  select<T extends TenantTable>(table: T, where?: SQL) {
    const builder = this.db.select();
    return (builder.from(table as never) as ReturnType<typeof builder.from<T>>).where(
      this.own(table, where),
    );
  }

  /** Chosen columns of the tenant's rows matching `where`. */
  selectFields<F extends SelectedFields, T extends TenantTable>(fields: F, table: T, where?: SQL) {
    const builder = this.db.select(fields);
    return (builder.from(table as never) as ReturnType<typeof builder.from<T>>).where(
      this.own(table, where),
    );
  }

  /** The first row of each distinct `on` value (order with .orderBy, `on` first). */
  selectDistinctOn<T extends TenantTable>(on: PgColumn[], table: T, where?: SQL) {
    const builder = this.db.selectDistinctOn(on);
    return (builder.from(table as never) as ReturnType<typeof builder.from<T>>).where(
      this.own(table, where),
    );
  }

  async count(table: TenantTable, where?: SQL): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(table as PgTable)
      .where(this.own(table, where));
    return row?.value ?? 0;
  }

  /**
   * How many rows of OTHER tenants match `where`: a count only, never their content, for
   * the one decision that spans gardens (whether a fan's sign-in account is still used by
   * another garden when they delete their account here).
   */
  async countInOtherTenants(table: TenantTable, where?: SQL): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(table as PgTable)
      .where(and(ne(table.tenantId, this.tenantId), where));
    return row?.value ?? 0;
  }

  /** Inserts rows into the tenant; a tenant_id in the values is overwritten. */
  insert<T extends TenantTable>(table: T, values: TenantInsert<T> | TenantInsert<T>[]) {
    const rows = (Array.isArray(values) ? values : [values]).map(
      (value) => ({ ...value, tenantId: this.tenantId }) as PgInsertValue<T>,
    );
    return this.db.insert(table).values(rows);
  }

  /** Updates the tenant's rows matching `where`; a row never moves to another tenant. */
  update<T extends TenantTable>(table: T, set: PgUpdateSetSource<T>, where?: SQL) {
    if ('tenantId' in set) throw new Error('A row never moves to another tenant');
    return this.db.update(table).set(set).where(this.own(table, where));
  }

  delete<T extends TenantTable>(table: T, where?: SQL) {
    return this.db.delete(table).where(this.own(table, where));
  }

  /**
   * Runs `work` in one transaction, with a scope of the same tenant. Events published in it
   * go out once it commits, and never if it rolls back; a nested transaction (a savepoint)
   * hands its events to the one around it.
   */
  async transaction<R>(work: (scope: TenantScope) => Promise<R>): Promise<R> {
    const held: (() => void)[] = [];
    const result = await this.db.transaction((tx) =>
      work(new TenantScope(tx, this.tenantId, this.events, held)),
    );
    if (this.held) this.held.push(...held);
    else for (const publish of held) publish();
    return result;
  }

  /** Publishes a live event once what this scope wrote is committed (see transaction). */
  publishAfterCommit: GardenPubSub['publish'] = (...event) => {
    const events = this.events;
    if (!events) return;
    const publish = () => events.publish(...event);
    if (this.held) this.held.push(publish);
    else publish();
  };

  /**
   * A per-request batch loader of the tenant's rows by id: one query per tick, and
   * null for an id of another tenant, an unknown id or one out of the column's range.
   */
  rowsById<T extends TableWithId>(table: T): BatchLoader<number, T['$inferSelect'] | null> {
    return createBatchLoader(async (ids: number[]) => {
      const valid = ids.filter((id) => fitsIdColumn(table.id, id));
      const found = new Map<number, T['$inferSelect']>();
      if (valid.length === 0) return found;
      const rows = (await this.select(table, inArray(table.id, valid))) as { id: number }[];
      for (const row of rows) found.set(row.id, row as T['$inferSelect']);
      return found;
    }, null);
  }
}

export function tenantScope(db: Database, tenantId: string, events?: GardenPubSub): TenantScope {
  return new TenantScope(db, tenantId, events);
}

/**
 * Creates a tenant's row and runs `build` with its scope, in one transaction; null
 * (and nothing written) when the tenant exists already.
 */
export async function createTenantScope<R>(
  db: Database,
  tenantId: string,
  build: (scope: TenantScope) => Promise<R>,
): Promise<R | null> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(tenants)
      .values({ id: tenantId })
      .onConflictDoNothing()
      .returning({ id: tenants.id });
    if (inserted.length === 0) return null;
    return build(tenantScope(tx, tenantId));
  });
}

export async function tenantExists(db: Database, tenantId: string): Promise<boolean> {
  const rows = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return rows.length > 0;
}
