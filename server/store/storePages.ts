// Connections of the store: sections and a section's items in display order, and a fan's
// address book (a store has tens of them, so the cursor is the offset), and a fan's orders newest first (keyset on
// the id: new orders never shift a page).
import { and, asc, desc, eq, isNull, lt } from 'drizzle-orm';
import {
  MAX_DELIVERY_ADDRESSES,
  MAX_ORDERS_PER_PAGE,
  MAX_STORE_ITEMS_PER_PAGE,
  MAX_STORE_SECTIONS_PER_PAGE,
} from '../../common/storeLimits';
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
  deliveryAddresses,
  orders,
  storeItems,
  storeSections,
  type DeliveryAddressRow,
  type OrderRow,
  type StoreItemRow,
  type StoreSectionRow,
} from './tables';

const DEFAULT_PAGE_SIZE = 20;

export async function readSectionPage(
  context: GraphQLContext,
  args: PageArgs,
): Promise<Page<StoreSectionRow>> {
  const { t, db } = context;
  const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_STORE_SECTIONS_PER_PAGE);
  const offset = offsetAfter(t, args.after);
  const rows = await db
    .select(storeSections)
    .orderBy(asc(storeSections.position), asc(storeSections.id))
    .limit(size + 1)
    .offset(offset);
  return offsetPage(rows, offset, size);
}

/** A section's items that are not withdrawn, on sale or not (a coming item shows its date). */
export async function readItemPage(
  context: GraphQLContext,
  sectionId: number,
  args: PageArgs,
): Promise<Page<StoreItemRow>> {
  const { t, db } = context;
  const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_STORE_ITEMS_PER_PAGE);
  const offset = offsetAfter(t, args.after);
  const rows = await db
    .select(storeItems, and(eq(storeItems.sectionId, sectionId), isNull(storeItems.withdrawnAt)))
    .orderBy(asc(storeItems.position), asc(storeItems.id))
    .limit(size + 1)
    .offset(offset);
  return offsetPage(rows, offset, size);
}

/** Coin packs that are not withdrawn, cheapest first. */
export async function readCoinPackPage(
  context: GraphQLContext,
  args: PageArgs,
): Promise<Page<StoreItemRow>> {
  const { t, db } = context;
  const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_STORE_ITEMS_PER_PAGE);
  const offset = offsetAfter(t, args.after);
  const rows = await db
    .select(storeItems, and(eq(storeItems.kind, 'COIN_PACK'), isNull(storeItems.withdrawnAt)))
    .orderBy(asc(storeItems.price), asc(storeItems.id))
    .limit(size + 1)
    .offset(offset);
  return offsetPage(rows, offset, size);
}

export function orderCursor(order: Pick<OrderRow, 'id'>): string {
  return encodeCursor('orderId', order.id);
}

export async function readOrderPage(
  context: GraphQLContext,
  userId: number,
  args: PageArgs,
): Promise<Page<OrderRow>> {
  const { t, db } = context;
  const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_ORDERS_PER_PAGE);
  const beforeId = args.after ? decodeCursor(t, 'orderId', args.after) : null;
  const rows = await db
    .select(
      orders,
      and(eq(orders.userId, userId), beforeId !== null ? lt(orders.id, beforeId) : undefined),
    )
    .orderBy(desc(orders.id))
    .limit(size + 1);
  return pageOf(rows, size, orderCursor, beforeId !== null);
}

/** A fan's address book, the default first, then the newest (ten at most: the offset is the cursor). */
export async function readDeliveryAddressPage(
  context: GraphQLContext,
  userId: number,
  args: PageArgs,
): Promise<Page<DeliveryAddressRow>> {
  const { t, db } = context;
  const size = checkPageSize(t, args.first ?? MAX_DELIVERY_ADDRESSES, MAX_DELIVERY_ADDRESSES);
  const offset = offsetAfter(t, args.after);
  const rows = await db
    .select(deliveryAddresses, eq(deliveryAddresses.userId, userId))
    .orderBy(desc(deliveryAddresses.isDefault), desc(deliveryAddresses.id))
    .limit(size + 1)
    .offset(offset);
  return offsetPage(rows, offset, size);
}
