// The tenant a request names in its `tenant` header, and that tenant's garden.
import { tenantOf } from '../../common/requestHeaders';
import type { Database } from '../db/database';
import type { CommunityRow } from '../platform/tables';
import { findCommunity } from '../seo/tenantCommunity';
import type { Translate } from './translate';

export type RequestTenant =
  | { found: true; tenantId: string; community: CommunityRow }
  | { found: false; code: 'TENANT_REQUIRED' | 'TENANT_NOT_FOUND'; message: string };

export async function findRequestTenant(
  db: Database,
  request: Request,
  t: Translate,
): Promise<RequestTenant> {
  const tenantId = tenantOf(request.headers);
  if (!tenantId)
    return { found: false, code: 'TENANT_REQUIRED', message: t('errors.tenantRequired') };
  const community = await findCommunity(db, tenantId);
  if (!community)
    return {
      found: false,
      code: 'TENANT_NOT_FOUND',
      // Never the header's value: an error body does not reflect the request.
      message: t('errors.tenantNotFound'),
    };
  return { found: true, tenantId, community };
}
