// Per-request loaders of the store, through the request's tenant scope. A fan's basket
// lines, checkout sessions and orders load only for their owner: for anyone else they do
// not exist (node, receipts, connections), decided here once.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CommunityLoaders } from '../community/loaders';
import { createBatchLoader, type BatchLoader } from '../graphql/batchLoader';
import type { NodeLoader, RequestScope } from '../platform/serverFeature';
import {
  basketLines,
  checkoutLines,
  checkoutSessions,
  checkoutShipments,
  deliveryAddresses,
  savedPaymentMethods,
  orders,
  storeItems,
  storeSections,
  storeSettings,
  type BasketLineRow,
  type CheckoutSessionRow,
  type CheckoutShipmentRow,
  type DeliveryAddressRow,
  type SavedPaymentMethodRow,
  type OrderLineRow,
  type OrderRow,
  type StoreItemRow,
  type StoreSectionRow,
  type StoreSettings,
} from './tables';

export interface StoreLoaders {
  sectionById: NodeLoader<StoreSectionRow>;
  itemById: NodeLoader<StoreItemRow>;
  basketLineById: NodeLoader<BasketLineRow>;
  checkoutSessionById: NodeLoader<CheckoutSessionRow>;
  orderById: NodeLoader<OrderRow>;
  /** An address of the viewer's own address book; anyone else's reads as null. */
  deliveryAddressById: NodeLoader<DeliveryAddressRow>;
  /** A card of the viewer's own saved cards; anyone else's reads as null. */
  savedPaymentMethodById: NodeLoader<SavedPaymentMethodRow>;
  /** Where a session's (and so its order's) physical goods go; null when nothing is shipped. */
  shipmentBySessionId: BatchLoader<number, CheckoutShipmentRow | null>;
  /** A session's lines (an order's are its session's), in the order they were added. */
  linesBySessionId: BatchLoader<number, OrderLineRow[]>;
  orderBySessionId: BatchLoader<number, OrderRow | null>;
  /** How many of each item the viewer bought in paid orders (0 when signed out). */
  viewerPurchasedCountByItemId: BatchLoader<number, number>;
  /** The seller's legal details; null for a tenant without a store. */
  settings(): Promise<StoreSettings | null>;
}

export function createStoreLoaders(
  { db }: RequestScope,
  others: { community: CommunityLoaders },
): StoreLoaders {
  const viewerId = async () => (await others.community.viewerUser())?.id ?? null;
  /** A loader of the viewer's own rows of a table: anyone else's read as null. */
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

  let settings: Promise<StoreSettings | null> | undefined;
  return {
    sectionById: db.rowsById(storeSections),
    itemById: db.rowsById(storeItems),
    basketLineById: ownRows(db.rowsById(basketLines)),
    checkoutSessionById: ownRows(db.rowsById(checkoutSessions)),
    orderById: ownRows(db.rowsById(orders)),
    deliveryAddressById: ownRows(db.rowsById(deliveryAddresses)),
    savedPaymentMethodById: ownRows(db.rowsById(savedPaymentMethods)),
    // Read only through a session or an order, which their own loaders gave the owner alone.
    shipmentBySessionId: createBatchLoader(async (sessionIds: number[]) => {
      const rows = await db.select(
        checkoutShipments,
        inArray(checkoutShipments.sessionId, sessionIds),
      );
      return new Map(rows.map((row) => [row.sessionId, row]));
    }, null),
    linesBySessionId: createBatchLoader(async (sessionIds: number[]) => {
      const rows = await db
        .select(checkoutLines, inArray(checkoutLines.sessionId, sessionIds))
        .orderBy(checkoutLines.id);
      const bySession = new Map<number, OrderLineRow[]>();
      for (const row of rows)
        bySession.set(row.sessionId, [...(bySession.get(row.sessionId) ?? []), row]);
      return bySession;
    }, []),
    orderBySessionId: createBatchLoader(async (sessionIds: number[]) => {
      const rows = await db.select(orders, inArray(orders.sessionId, sessionIds));
      return new Map(rows.map((row) => [row.sessionId, row]));
    }, null),
    viewerPurchasedCountByItemId: createBatchLoader(async (itemIds: number[]) => {
      const owner = await viewerId();
      if (owner === null) return new Map<number, number>();
      const rows = await db
        .selectFields(
          { itemId: checkoutLines.itemId, count: sql<number>`sum(${checkoutLines.quantity})::int` },
          checkoutLines,
          and(
            inArray(checkoutLines.itemId, itemIds),
            inArray(
              checkoutLines.sessionId,
              db.selectFields(
                { id: orders.sessionId },
                orders,
                and(eq(orders.userId, owner), ne(orders.status, 'REFUNDED')),
              ),
            ),
          ),
        )
        .groupBy(checkoutLines.itemId);
      return new Map(rows.map((row) => [row.itemId, row.count]));
    }, 0),
    settings: () =>
      (settings ??= db
        .select(storeSettings)
        .limit(1)
        .then((rows) => rows[0] ?? null)),
  };
}
