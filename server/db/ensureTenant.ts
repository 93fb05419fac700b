// Creating a tenant at start-up unless it exists: idempotent, also when several server
// processes start together on one database.
import { eq } from 'drizzle-orm';
import type { Database } from './database';
import { tenants } from './schema';
import { createTenant, TenantExistsError, type TenantDefinition } from './tenants';

/** Creates the tenant unless it already exists. Returns whether it did. */
export async function ensureTenant(db: Database, definition: TenantDefinition): Promise<boolean> {
  const existing = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.id, definition.tenantId));
  if (existing.length > 0) return false;
  try {
    await createTenant(db, definition);
    return true;
  } catch (error) {
    // Another server process created it in the meantime.
    if (error instanceof TenantExistsError) return false;
    throw error;
  }
}
