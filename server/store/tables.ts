// Tables of the store: its legal settings, sections and items, baskets, checkout sessions
// with their priced lines, orders, the payment provider's events, the local test
// provider's payments and the operators' audit log.
import {
  bigint,
  boolean,
  bigserial,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ShippingAddress } from '../../common/delivery/shippingAddress';
import { users } from '../community/tables';
import { parcelCarrier, treasurePrizeDeliveries } from '../draws/tables';
import { createdAt, tenantId, type LocalizedText } from '../platform/tables';
import { shippingAddressColumns } from './addresses/addressColumns';

export const storeItemKind = pgEnum('store_item_kind', [
  'DIGITAL',
  'PHYSICAL',
  'COIN_PACK',
  'TICKET',
]);
export const checkoutStatus = pgEnum('checkout_status', ['OPEN', 'PAYING', 'COMPLETED', 'EXPIRED']);
export const paymentMethodKind = pgEnum('payment_method_kind', ['CARD', 'ID_PAYMENT']);
export const orderStatus = pgEnum('order_status', ['PAID', 'REFUNDED']);

const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The seller's legal details (特定商取引法, 適格請求書, 資金決済法), one row per tenant. */
export const storeSettings = pgTable('store_settings', {
  id: serial('id').primaryKey(),
  tenantId: tenantId().unique(),
  sellerName: jsonb('seller_name').$type<LocalizedText>().notNull(),
  /** T and 13 digits (適格請求書発行事業者登録番号). */
  invoiceRegistrationNumber: text('invoice_registration_number').notNull(),
  address: jsonb('address').$type<LocalizedText>().notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  representative: jsonb('representative').$type<LocalizedText>().notNull(),
  paymentTiming: jsonb('payment_timing').$type<LocalizedText>().notNull(),
  deliveryTiming: jsonb('delivery_timing').$type<LocalizedText>().notNull(),
  returnPolicy: jsonb('return_policy').$type<LocalizedText>().notNull(),
  additionalCosts: jsonb('additional_costs').$type<LocalizedText>().notNull(),
  coinNotice: jsonb('coin_notice').$type<LocalizedText>().notNull(),
});

export const storeSections = pgTable(
  'store_sections',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('store_sections_tenant_position').on(t.tenantId, t.position)],
);

export const storeItems = pgTable(
  'store_items',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => storeSections.id),
    kind: storeItemKind('kind').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url'),
    /** Yen, consumption tax included (総額表示). */
    price: integer('price').notNull(),
    /** 10 or 8 (軽減税率). */
    taxRatePercent: integer('tax_rate_percent').notNull().default(10),
    saleStartsAt: timestampTz('sale_starts_at'),
    saleEndsAt: timestampTz('sale_ends_at'),
    /** Null: not limited. Moved only by conditional updates (stock.ts): never below 0. */
    stockRemaining: integer('stock_remaining'),
    perFanLimit: integer('per_fan_limit'),
    coinAmount: integer('coin_amount'),
    bonusCoins: integer('bonus_coins'),
    position: integer('position').notNull(),
    /** Withdrawn items stay for old orders but are not shown nor sold. */
    withdrawnAt: timestampTz('withdrawn_at'),
    createdAt: createdAt(),
  },
  (t) => [index('store_items_tenant_section_position').on(t.tenantId, t.sectionId, t.position)],
);

export const basketLines = pgTable(
  'basket_lines',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => storeItems.id),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('basket_lines_tenant_user_item').on(t.tenantId, t.userId, t.itemId)],
);

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: checkoutStatus('status').notNull().default('OPEN'),
    total: integer('total').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    /** Whether the session was made from the basket (emptied when it is paid). */
    fromBasket: boolean('from_basket').notNull().default(false),
    paymentMethod: paymentMethodKind('payment_method'),
    paymentProvider: text('payment_provider'),
    /** The provider's payment id (pi_… for Stripe, lp_… for the local provider). */
    paymentId: text('payment_id'),
    paymentActionUrl: text('payment_action_url'),
    /** The failure of the last attempt, a PaymentErrorReason. */
    paymentFailure: text('payment_failure'),
    /**
     * Where the order's mails go and in which language, as the fan paid (their sign-in
     * e-mail and the request's language): the order may complete later, by webhook.
     */
    contactEmail: text('contact_email'),
    language: text('language').$type<'ja' | 'en'>().notNull().default('ja'),
    createdAt: createdAt(),
    completedAt: timestampTz('completed_at'),
  },
  (t) => [
    index('checkout_sessions_tenant_user').on(t.tenantId, t.userId, t.id),
    index('checkout_sessions_tenant_status_expires').on(t.tenantId, t.status, t.expiresAt),
    uniqueIndex('checkout_sessions_payment').on(t.paymentProvider, t.paymentId),
  ],
);

/** A session's lines at the prices it fixed; the order reads the same lines. */
export const checkoutLines = pgTable(
  'checkout_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => checkoutSessions.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => storeItems.id),
    kind: storeItemKind('kind').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    unitPrice: integer('unit_price').notNull(),
    taxRatePercent: integer('tax_rate_percent').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('checkout_lines_tenant_session').on(t.tenantId, t.sessionId)],
);

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Exactly one order per session: the unique index is the last word under any race. */
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => checkoutSessions.id),
    status: orderStatus('status').notNull().default('PAID'),
    total: integer('total').notNull(),
    paymentMethod: paymentMethodKind('payment_method').notNull(),
    paymentProvider: text('payment_provider').notNull(),
    paymentId: text('payment_id').notNull(),
    createdAt: createdAt(),
    refundedAt: timestampTz('refunded_at'),
  },
  (t) => [
    uniqueIndex('orders_session').on(t.sessionId),
    index('orders_tenant_user_id').on(t.tenantId, t.userId, t.id),
  ],
);

/** A fan's address book (at most MAX_DELIVERY_ADDRESSES each; one of them the default). */
export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ...shippingAddressColumns(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('delivery_addresses_tenant_user').on(t.tenantId, t.userId)],
);

/**
 * Where a checkout's physical goods go: a copy of the book's address, written when the fan
 * pays (again on a new attempt) and read by the session's order, so a later edit or removal
 * in the book never moves a parcel.
 */
export const checkoutShipments = pgTable(
  'checkout_shipments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => checkoutSessions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ...shippingAddressColumns(),
    /** Set by an operator when the parcel leaves with the carrier (markOrderShipped). */
    carrier: parcelCarrier('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestampTz('shipped_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('checkout_shipments_session').on(t.sessionId)],
);

export const storeMailKind = pgEnum('store_mail_kind', [
  'ORDER_CONFIRMATION',
  'REFUND_NOTICE',
  'PRIZE_SHIPPED',
  'ORDER_SHIPPED',
]);

/**
 * The store's durable outbox of e-mails: written in the transaction that completes or
 * refunds an order (or ships a real-goods prize delivery), sent after commit by a scheduled
 * job (server/store/mail). One mail per order, or delivery, and kind (the unique indexes);
 * sentAt is set in the job's transaction.
 */
export const storeMailOutbox = pgTable(
  'store_mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    /** The order of an order's mail; null for a prize delivery's. */
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    /** The real-goods prize delivery of a PRIZE_SHIPPED mail. */
    prizeDeliveryId: bigint('prize_delivery_id', { mode: 'number' }).references(
      () => treasurePrizeDeliveries.id,
    ),
    kind: storeMailKind('kind').notNull(),
    toAddress: text('to_address').notNull(),
    language: text('language').$type<'ja' | 'en'>().notNull(),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
  },
  (t) => [
    uniqueIndex('store_mail_outbox_order_kind').on(t.orderId, t.kind),
    uniqueIndex('store_mail_outbox_prize_delivery_kind').on(t.prizeDeliveryId, t.kind),
  ],
);

/** Webhook events already processed: the same event twice changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    tenantId: tenantId(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The local test provider's payments (server/store/payments/localProvider.ts): kept in the
 * database so a pending ID payment survives a restart, as it would at a real provider.
 */
export const localPayments = pgTable(
  'local_payments',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId(),
    amount: integer('amount').notNull(),
    reference: text('reference').notNull(),
    method: paymentMethodKind('method').notNull(),
    /** requires_action, processing, succeeded, failed, refunded */
    status: text('status').notNull(),
    failureCode: text('failure_code'),
    /** The saved card (local_payment_methods) an off-session charge was made to. */
    savedPaymentMethodId: text('saved_payment_method_id'),
    createdAt: createdAt(),
  },
  (t) => [index('local_payments_tenant').on(t.tenantId)],
);

/**
 * The local test provider's saved cards (a PaymentMethod kept for off-session renewals). A
 * test may make one decline from then on (`declines`), as an expired card would.
 */
export const localPaymentMethods = pgTable(
  'local_payment_methods',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId(),
    last4: text('last4').notNull(),
    declines: boolean('declines').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('local_payment_methods_tenant').on(t.tenantId)],
);

/**
 * The fan's saved cards (/settings/store/payment-method): the provider's kept card
 * (`providerMethodId`: the local provider's lpm_…, Stripe's `<customer>/<pm_…>`) with what
 * the fan sees of it. A membership renews with one of these (memberships.saved_payment_method_id
 * holds its providerMethodId). PENDING while its setup waits for 3-D Secure (`setupId`).
 */
export const savedPaymentMethods = pgTable(
  'saved_payment_methods',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    providerMethodId: text('provider_method_id').notNull(),
    /** VISA, MASTERCARD, JCB, AMEX, DINERS, DISCOVER or UNKNOWN. */
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    /** Unknown for a card kept by a membership before it could say (null). */
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    isDefault: boolean('is_default').notNull().default(false),
    /** PENDING (3-D Secure of its setup) or ACTIVE. */
    status: text('status').notNull().default('ACTIVE'),
    setupId: text('setup_id'),
    setupActionUrl: text('setup_action_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_payment_methods_tenant_user').on(t.tenantId, t.userId, t.id),
    uniqueIndex('saved_payment_methods_provider_method').on(t.tenantId, t.providerMethodId),
  ],
);

/** Every operator action of the store: who did what to which object, and when. */
export const storeAuditLog = pgTable(
  'store_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    target: text('target').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('store_audit_log_tenant_id').on(t.tenantId, t.id)],
);

export type StoreSettings = typeof storeSettings.$inferSelect;
export type StoreSectionRow = typeof storeSections.$inferSelect;
export type StoreItemRow = typeof storeItems.$inferSelect;
export type BasketLineRow = typeof basketLines.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
/** An OrderLine of the schema is a line of the session the order was paid from. */
export type OrderLineRow = typeof checkoutLines.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type StoreMailRow = typeof storeMailOutbox.$inferSelect;
export type DeliveryAddressRow = typeof deliveryAddresses.$inferSelect;
export type CheckoutShipmentRow = typeof checkoutShipments.$inferSelect;
export type ShippingAddressRow = ShippingAddress;
export type SavedPaymentMethodRow = typeof savedPaymentMethods.$inferSelect;
