// Connections of memberships: the garden's plans on offer (a handful: the offset is the
// cursor) and a fan's invoices newest first (keyset on the id: a new month never shifts a
// page).
import { and, asc, desc, eq, isNull, lt } from 'drizzle-orm';
import type { GraphQLContext } from '../context';
import {
  checkPageSize,
  decodeCursor,
  encodeCursor,
  offsetAfter,
  offsetPage,
  type Page,
  type PageArgs,
  pageOf,
} from '../graphql/cursor';
import {
  membershipInvoices,
  membershipPlans,
  type MembershipInvoiceRow,
  type MembershipPlanRow,
} from './tables';

const DEFAULT_PAGE_SIZE = 20;
export const MAX_MEMBERSHIP_PLANS_PER_PAGE = 20;
export const MAX_MEMBERSHIP_INVOICES_PER_PAGE = 50;

export async function readPlanPage(
  context: GraphQLContext,
  args: PageArgs,
): Promise<Page<MembershipPlanRow>> {
  const { t, db } = context;
  const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_MEMBERSHIP_PLANS_PER_PAGE);
  const offset = offsetAfter(t, args.after);
  const rows = await db
    .select(membershipPlans, isNull(membershipPlans.archivedAt))
    .orderBy(asc(membershipPlans.monthlyPrice), asc(membershipPlans.id))
    .limit(size + 1)
    .offset(offset);
  return offsetPage(rows, offset, size);
}

export async function readInvoicePage(
  context: GraphQLContext,
  userId: number,
  args: PageArgs,
): Promise<Page<MembershipInvoiceRow>> {
  const { t, db } = context;
  const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_MEMBERSHIP_INVOICES_PER_PAGE);
  const beforeId = args.after ? decodeCursor(t, 'membershipInvoiceId', args.after) : null;
  const rows = await db
    .select(
      membershipInvoices,
      and(
        eq(membershipInvoices.userId, userId),
        beforeId !== null ? lt(membershipInvoices.id, beforeId) : undefined,
      ),
    )
    .orderBy(desc(membershipInvoices.id))
    .limit(size + 1);
  return pageOf(
    rows,
    size,
    (row) => encodeCursor('membershipInvoiceId', row.id),
    beforeId !== null,
  );
}
