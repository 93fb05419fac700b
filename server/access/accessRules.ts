// Who may use a garden (spec §8 "Entry and access pages"): a blocked IP range is sent to
// /ip-blocked, a blocked account (users.blocked_at) to /blocked. Pages get a redirect,
// the API a typed GraphQL error (extensions.code IP_BLOCKED / ACCOUNT_BLOCKED).
import { and, eq, isNotNull } from 'drizzle-orm';
import { users } from '../community/tables';
import { ACCESS_BLOCKED_PATHS } from '../../common/accessBlocked';
import type { Database } from '../db/database';
import { TenantScope, tenantScope } from '../db/tenantScope';
import type { CommunityRow } from '../platform/tables';
import { isAddressInRanges, parseIpRanges, type IpRange } from './ipRanges';

export type AccessVerdict = 'allowed' | 'ip-blocked' | 'account-blocked';

export const BLOCKED_PATH = ACCESS_BLOCKED_PATHS.ACCOUNT_BLOCKED;
export const IP_BLOCKED_PATH = ACCESS_BLOCKED_PATHS.IP_BLOCKED;

export interface AccessRules {
  /** Ranges blocked for every tenant of this deployment (BLOCKED_IPS). */
  deploymentRanges: IpRange[];
  logger?: Pick<Console, 'warn'>;
}

// Parsed ranges per tenant, keyed by the stored list so an edit takes effect at once.
const tenantRangeCache = new Map<string, { key: string; ranges: IpRange[] }>();

function tenantRanges(community: CommunityRow, rules: AccessRules): IpRange[] {
  const key = JSON.stringify(community.blockedIpRanges);
  const cached = tenantRangeCache.get(community.tenantId);
  if (cached?.key === key) return cached.ranges;
  const ranges = parseIpRanges(community.blockedIpRanges, (entry) =>
    rules.logger?.warn(`[access] ${community.tenantId}: ignoring the IP range "${entry}"`),
  );
  tenantRangeCache.set(community.tenantId, { key, ranges });
  return ranges;
}

export function isIpBlocked(
  community: CommunityRow,
  address: string | undefined,
  rules: AccessRules,
): boolean {
  return (
    isAddressInRanges(address, rules.deploymentRanges) ||
    isAddressInRanges(address, tenantRanges(community, rules))
  );
}

export async function isAccountBlocked(
  db: TenantScope,
  authUid: string | undefined,
): Promise<boolean> {
  if (!authUid) return false;
  const [row] = await db
    .selectFields(
      { id: users.id },
      users,
      and(eq(users.authUid, authUid), isNotNull(users.blockedAt)),
    )
    .limit(1);
  return row !== undefined;
}

export async function accessVerdict(input: {
  /** The database, or a request's scope of the community's tenant. */
  db: Database | TenantScope;
  community: CommunityRow;
  address: string | undefined;
  authUid: string | undefined;
  rules: AccessRules;
}): Promise<AccessVerdict> {
  if (isIpBlocked(input.community, input.address, input.rules)) return 'ip-blocked';
  const scope =
    input.db instanceof TenantScope ? input.db : tenantScope(input.db, input.community.tenantId);
  if (await isAccountBlocked(scope, input.authUid)) return 'account-blocked';
  return 'allowed';
}
