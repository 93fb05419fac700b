// Creating a tenant at start-up unless it exists: idempotent, also when several server
// processes start together on one database.
import type { Database } from './database';
import { tenantExists } from './tenantScope';
import { createTenant, TenantExistsError, type TenantDefinition } from './tenants';

/** Creates the tenant unless it already exists. Returns whether it did. */
export async function ensureTenant(db: Database, definition: TenantDefinition): Promise<boolean> {
  if (await tenantExists(db, definition.tenantId)) return false;
  try {
    await createTenant(db, definition);
    return true;
  } catch (error) {
    // Another server process created it in the meantime.
    if (error instanceof TenantExistsError) return false;
    throw error;
  }
}
