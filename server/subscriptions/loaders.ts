// Per-request loaders of memberships, through the request's tenant scope. A fan's
// memberships and invoices load only for their owner: for anyone else they do not exist
// (node, Query.membershipInvoice, connections), decided here once.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CommunityLoaders } from '../community/loaders';
import { createBatchLoader, type BatchLoader } from '../graphql/batchLoader';
import type { TenantScope } from '../db/tenantScope';
import type { NodeLoader, RequestScope } from '../platform/serverFeature';
import {
  membershipInvoices,
  membershipPlans,
  memberships,
  type MembershipInvoiceRow,
  type MembershipPlanRow,
  type MembershipRow,
} from './tables';

/** The statuses of a current membership (at most one per fan: memberships_current). */
export const CURRENT_STATUSES = ['INCOMPLETE', 'ACTIVE', 'PAST_DUE'] as const;

export interface SubscriptionLoaders {
  planById: NodeLoader<MembershipPlanRow>;
  membershipById: NodeLoader<MembershipRow>;
  invoiceById: NodeLoader<MembershipInvoiceRow>;
  /** Any fan's current membership, for their perks (never handed out as a node). */
  currentMembershipByUserId: BatchLoader<number, MembershipRow | null>;
  /** The viewer's current membership, else their latest; null when signed out or never. */
  viewerMembership(): Promise<MembershipRow | null>;
}

/** What a perk check reads: any fan's current membership and its plan. */
export type PerkLoaders = Pick<SubscriptionLoaders, 'planById' | 'currentMembershipByUserId'>;

/** The perk loaders alone, for work outside a request (a scheduled job's tenant scope). */
export function createPerkLoaders(db: TenantScope): PerkLoaders {
  return {
    planById: db.rowsById(membershipPlans),
    currentMembershipByUserId: createBatchLoader(async (userIds: number[]) => {
      const rows = await db.select(
        memberships,
        and(inArray(memberships.userId, userIds), inArray(memberships.status, CURRENT_STATUSES)),
      );
      return new Map(rows.map((row) => [row.userId, row]));
    }, null),
  };
}

export function createSubscriptionLoaders(
  { db }: RequestScope,
  others: { community: CommunityLoaders },
): SubscriptionLoaders {
  const viewerId = async () => (await others.community.viewerUser())?.id ?? null;
  const ownRows = <Row extends { id: number; userId: number }>(
    rows: BatchLoader<number, Row | null>,
  ): NodeLoader<Row> =>
    createBatchLoader(async (ids: number[]) => {
      const owner = await viewerId();
      const found = new Map<number, Row>();
      if (owner === null) return found;
      for (const row of await Promise.all(ids.map((id) => rows.load(id))))
        if (row && row.userId === owner) found.set(row.id, row);
      return found;
    }, null);
  const { planById, currentMembershipByUserId } = createPerkLoaders(db);
  let viewerMembership: Promise<MembershipRow | null> | undefined;
  return {
    planById,
    membershipById: ownRows(db.rowsById(memberships)),
    invoiceById: ownRows(db.rowsById(membershipInvoices)),
    currentMembershipByUserId,
    viewerMembership: () =>
      (viewerMembership ??= (async () => {
        const userId = await viewerId();
        if (userId === null) return null;
        const current = await currentMembershipByUserId.load(userId);
        if (current) return current;
        const [latest] = await db
          .select(memberships, eq(memberships.userId, userId))
          .orderBy(desc(memberships.id))
          .limit(1);
        return latest ?? null;
      })()),
  };
}
