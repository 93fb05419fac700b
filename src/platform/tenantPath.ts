import { MISSING_TENANT_MESSAGE } from '../config';

/**
 * Scopes a storage or database path to the tenant: `tenants/{tenantId}/…`, unless the path
 * is already scoped to it (spec §7).
 */
export function tenantPath(tenantId: string | undefined, path: string): string {
  if (!tenantId) throw new Error(MISSING_TENANT_MESSAGE);
  const root = `tenants/${tenantId}`;
  const relative = path.replace(/^\/+/, '');
  // The tenant's root itself (no trailing slash) is already scoped too.
  return relative === root || relative.startsWith(`${root}/`) ? relative : `${root}/${relative}`;
}
