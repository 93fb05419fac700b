// The garden a served page belongs to (the deployment's TENANT_ID).
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { communities, type CommunityRow } from '../db/schema';

export async function findCommunity(db: Database, tenantId: string): Promise<CommunityRow | null> {
  const [row] = await db
    .select()
    .from(communities)
    .where(eq(communities.tenantId, tenantId))
    .limit(1);
  return row ?? null;
}
