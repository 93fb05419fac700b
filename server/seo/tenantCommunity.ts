// The garden a served page belongs to (the deployment's TENANT_ID).
import type { Database } from '../db/database';
import { tenantScope } from '../db/tenantScope';
import { communities, type CommunityRow } from '../platform/tables';

export async function findCommunity(db: Database, tenantId: string): Promise<CommunityRow | null> {
  const [row] = await tenantScope(db, tenantId).select(communities).limit(1);
  return row ?? null;
}
