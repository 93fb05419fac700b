// The tenant a request names in its `tenant` header, and that tenant's garden.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { communities, type CommunityRow } from '../db/schema';
import type { Translate } from './translate';

export type RequestTenant =
  | { found: true; tenantId: string; community: CommunityRow }
  | { found: false; code: 'TENANT_REQUIRED' | 'TENANT_NOT_FOUND'; message: string };

export async function findRequestTenant(
  db: Database,
  request: Request,
  t: Translate,
): Promise<RequestTenant> {
  const tenantId = request.headers.get('tenant')?.trim();
  if (!tenantId)
    return { found: false, code: 'TENANT_REQUIRED', message: t('errors.tenantRequired') };
  const [community] = await db
    .select()
    .from(communities)
    .where(eq(communities.tenantId, tenantId))
    .limit(1);
  if (!community)
    return {
      found: false,
      code: 'TENANT_NOT_FOUND',
      message: t('errors.tenantNotFound', { tenantId }),
    };
  return { found: true, tenantId, community };
}
