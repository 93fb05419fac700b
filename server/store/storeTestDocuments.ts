// GraphQL documents and helpers the store's server tests share.
import { eq } from 'drizzle-orm';
import { tenantScope } from '../db/tenantScope';
import type { Database } from '../db/database';
import { TEST_CARDS } from './payments/localProvider';
import { storeItems } from './tables';

export const SECTIONS = `query Sections($first: Int, $after: String) {
  community { storeSections(first: $first, after: $after) {
    edges { cursor node { id title items(first: 12) { edges { node {
      id kind name price taxRate taxIncluded isOnSale isSoldOut stockRemaining perFanLimit
      viewerPurchasedCount coinAmount bonusCoins saleStartsAt
    } } } } }
    pageInfo { hasNextPage endCursor }
  } }
}`;

export const BASKET = `query Basket { viewer { basket { itemCount total lines { id quantity subtotal item { id name } } } } }`;

export const ADD_TO_BASKET = `mutation Add($input: AddToBasketInput!) {
  addToBasket(input: $input) {
    __typename
    ... on Error { message }
    ... on StoreError { storeReason item { id } }
    ... on InvalidInputError { field reason limit }
    ... on AddToBasketPayload { basket { itemCount total lines { id quantity item { id } } } }
  }
}`;

export const SET_QUANTITY = `mutation SetQuantity($input: SetBasketQuantityInput!) {
  setBasketQuantity(input: $input) {
    __typename
    ... on Error { message }
    ... on StoreError { storeReason }
    ... on SetBasketQuantityPayload { basket { itemCount total lines { id quantity } } }
  }
}`;

const SESSION_FIELDS = `id status: state total expiresAt paymentMethod: selectedPaymentMethod paymentActionUrl paymentFailure needsDelivery
  lines { name kind unitPrice quantity taxRate subtotal }
  taxBreakdown { rate taxableTotal tax }
  order { id number status total receipt { id pdfUrl seller { invoiceRegistrationNumber } } }`;

export const START_CHECKOUT = `mutation Start($input: StartCheckoutInput!) {
  startCheckout(input: $input) {
    __typename
    ... on Error { message }
    ... on StoreError { storeReason item { id } }
    ... on CheckoutSessionError { checkoutReason }
    ... on StartCheckoutPayload { session { ${SESSION_FIELDS} } }
  }
}`;

export const PAY_CHECKOUT = `mutation Pay($input: PayCheckoutInput!) {
  payCheckout(input: $input) {
    __typename
    ... on Error { message }
    ... on PaymentError { paymentReason }
    ... on CheckoutSessionError { checkoutReason }
    ... on InvalidInputError { field reason }
    ... on PayCheckoutPayload { session { ${SESSION_FIELDS} } }
  }
}`;

export const REFRESH_CHECKOUT = `mutation Refresh($input: RefreshCheckoutInput!) {
  refreshCheckout(input: $input) {
    __typename
    ... on Error { message }
    ... on RefreshCheckoutPayload { session { ${SESSION_FIELDS} } }
  }
}`;

export const SESSION_NODE = `query Session($id: ID!) { node(id: $id) { __typename ... on CheckoutSession { ${SESSION_FIELDS} } } }`;

export const ORDERS = `query Orders($first: Int, $after: String) {
  viewer { orders(first: $first, after: $after) {
    edges { cursor node { id number status total createdAt lines { name quantity } } }
    pageInfo { hasNextPage endCursor }
  } }
}`;

export const RECEIPT = `query Receipt($id: ID!) {
  receipt(id: $id) {
    id issuedAt pdfUrl
    seller { name invoiceRegistrationNumber address }
    order { number total taxBreakdown { rate taxableTotal tax } lines { name taxRate unitPrice quantity } }
  }
}`;

/** What the helpers need of a test garden (server/testing/testGarden.ts). */
interface TestGarden {
  database: { db: Database };
}

export function globalId(type: string, id: number): string {
  return Buffer.from(`${type}:${id}`).toString('base64');
}

/** A demo item's database id by its English name. */
export async function demoItemId(garden: TestGarden, englishName: string): Promise<number> {
  const rows = await tenantScope(garden.database.db, 'demo').select(storeItems);
  const item = rows.find((row) => row.name.en === englishName);
  if (!item) throw new Error(`No demo item ${englishName}`);
  return item.id;
}

/** Adds a limited item to the demo store with `stock` left, for stock tests. */
export async function addLimitedItem(
  garden: TestGarden,
  stock: number,
  extra: Partial<typeof storeItems.$inferInsert> = {},
): Promise<number> {
  const db = tenantScope(garden.database.db, 'demo');
  const [any] = await db.select(storeItems).limit(1);
  const [row] = await db
    .insert(storeItems, {
      sectionId: any.sectionId,
      kind: 'DIGITAL',
      name: { ja: '限定テスト商品', en: 'Limited test item' },
      description: { ja: 'テスト', en: 'Test' },
      price: 500,
      stockRemaining: stock,
      position: 99,
      ...extra,
    })
    .returning({ id: storeItems.id });
  return row.id;
}

export async function stockOf(garden: TestGarden, itemId: number): Promise<number | null> {
  const [row] = await tenantScope(garden.database.db, 'demo').select(
    storeItems,
    eq(storeItems.id, itemId),
  );
  return row.stockRemaining;
}

const SAVE_ADDRESS = `mutation($input: SaveDeliveryAddressInput!) { saveDeliveryAddress(input: $input) {
  ... on SaveDeliveryAddressPayload { deliveryAddress { id } } } }`;

/** A fan's address for goods, as the address form would save it. */
export const TEST_ADDRESS = {
  recipientName: '花守 ミオ',
  postalCode: '150-0001',
  prefecture: '東京都',
  city: '渋谷区神宮前',
  street: '1-2-3',
  phone: '090-1234-5678',
};

interface CallingGarden extends TestGarden {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call(query: string, variables?: Record<string, unknown>, options?: { as?: string }): Promise<any>;
}

/**
 * `as` buys one of a demo item (by its English name) with the test card that pays, saving
 * TEST_ADDRESS for goods first; the order's global id. `nextId` gives each mutation its
 * clientMutationId.
 */
export async function buyDemoItem(
  garden: CallingGarden,
  as: string,
  englishName: string,
  nextId: () => string,
): Promise<string> {
  const itemId = await demoItemId(garden, englishName);
  const started = await garden.call(
    START_CHECKOUT,
    { input: { clientMutationId: nextId(), itemId: globalId('StoreItem', itemId), quantity: 1 } },
    { as },
  );
  const session = started.data.startCheckout.session;
  let deliveryAddressId: string | undefined;
  if (session.needsDelivery) {
    const saved = await garden.call(
      SAVE_ADDRESS,
      { input: { clientMutationId: nextId(), ...TEST_ADDRESS } },
      { as },
    );
    deliveryAddressId = saved.data.saveDeliveryAddress.deliveryAddress.id;
  }
  const paid = await garden.call(
    PAY_CHECKOUT,
    {
      input: {
        clientMutationId: nextId(),
        sessionId: session.id,
        method: 'CARD',
        card: TEST_CARDS.succeeds,
        deliveryAddressId,
      },
    },
    { as },
  );
  return paid.data.payCheckout.session.order.id as string;
}
