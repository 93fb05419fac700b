// Tables of the draws feature: treasure machines (gacha) with their ranks, prizes,
// committed seeds and special offers; each fan's state per machine (client seed, nonce,
// pity counter, gacha points); draws and their pulls; treasure-machine tickets.
import {
  bigint,
  bigserial,
  boolean,
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
import { users } from '../community/tables';
import { createdAt, tenantId, type LocalizedText } from '../platform/tables';
import { shippingAddressColumns } from '../store/addresses/addressColumns';

export const lotteryKind = pgEnum('lottery_kind', ['PROBABILITY', 'STOCK']);
export const treasureMachineStatus = pgEnum('treasure_machine_status', [
  'DRAFT',
  'OPEN',
  'MAINTENANCE',
  'CLOSED',
]);
export const prizeItemKind = pgEnum('prize_item_kind', [
  'COIN',
  'COLLECTABLE_CARD',
  'NFT',
  'REAL_GOODS',
  'BLANK',
]);
export const drawPayment = pgEnum('draw_payment', ['COINS', 'TICKETS']);

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const treasureMachines = pgTable(
  'treasure_machines',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url').notNull(),
    kind: lotteryKind('kind').notNull(),
    status: treasureMachineStatus('status').notNull().default('DRAFT'),
    opensAt: timestampColumn('opens_at').notNull(),
    closesAt: timestampColumn('closes_at'),
    /** Coins for one pull and for a ten-draw; null: not sold for coins. */
    singleCoinPrice: integer('single_coin_price'),
    tenCoinPrice: integer('ten_coin_price'),
    /** Only paid coins are accepted (free coins are not spent here). */
    paidCoinsOnly: boolean('paid_coins_only').notNull().default(false),
    /** Tickets per pull; null: tickets are not accepted. */
    ticketPrice: integer('ticket_price'),
    pityRankId: integer('pity_rank_id'),
    pityThreshold: integer('pity_threshold'),
    /** Gacha points a fan earns per pull paid with coins. */
    pointsPerPaidPull: integer('points_per_paid_pull').notNull().default(0),
    /** A box: how many prizes it held, and how many are drawn (the next position). */
    boxSize: integer('box_size').notNull().default(0),
    boxDrawn: integer('box_drawn').notNull().default(0),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('treasure_machines_tenant_position').on(t.tenantId, t.position)],
);

export const treasureMachineRanks = pgTable(
  'treasure_machine_ranks',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => treasureMachines.id),
    /** The short mark shown on a prize: S, A, B… */
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    weight: integer('weight').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('treasure_machine_ranks_tenant_machine').on(t.tenantId, t.machineId)],
);

export const treasureMachinePrizes = pgTable(
  'treasure_machine_prizes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => treasureMachines.id),
    rankId: integer('rank_id')
      .notNull()
      .references(() => treasureMachineRanks.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url').notNull(),
    kind: prizeItemKind('kind').notNull(),
    coinAmount: integer('coin_amount'),
    /** The collectable card granted (COLLECTABLE_CARD). */
    cardId: integer('card_id'),
    weight: integer('weight').notNull(),
    /** Copies in the box (stock machines). */
    stock: integer('stock').notNull().default(0),
    /** Gacha points that exchange for this prize on the redeem page; null: not offered. */
    redeemPoints: integer('redeem_points'),
    /** Points a duplicate of this prize converts into; null: not convertible. */
    duplicatePoints: integer('duplicate_points'),
    position: integer('position').notNull(),
  },
  (t) => [index('treasure_machine_prizes_tenant_machine').on(t.tenantId, t.machineId)],
);

/** One committed server seed per period of a machine; the newest unrevealed one draws. */
export const treasureMachineSeeds = pgTable(
  'treasure_machine_seeds',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => treasureMachines.id),
    /** Secret until revealedAt. */
    serverSeed: text('server_seed').notNull(),
    /** SHA-256 of serverSeed, hex: published before any draw with it. */
    commitment: text('commitment').notNull(),
    revealedAt: timestampColumn('revealed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('treasure_machine_seeds_tenant_machine').on(t.tenantId, t.machineId)],
);

/** "Discount draw one or ten": a price for a one- or ten-draw, limited per fan. */
export const treasureMachineOffers = pgTable(
  'treasure_machine_offers',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => treasureMachines.id),
    pulls: integer('pulls').notNull(),
    coinPrice: integer('coin_price').notNull(),
    perFanLimit: integer('per_fan_limit').notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
  },
  (t) => [index('treasure_machine_offers_tenant_machine').on(t.tenantId, t.machineId)],
);

/** A fan's state on one machine; its row lock serialises that fan's draws there. */
export const treasureMachineFanStates = pgTable(
  'treasure_machine_fan_states',
  {
    tenantId: tenantId(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => treasureMachines.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    clientSeed: text('client_seed').notNull(),
    /** Pulls made so far on this machine: the next pull's nonce is nonce + 1. */
    nonce: integer('nonce').notNull().default(0),
    pityCount: integer('pity_count').notNull().default(0),
    points: integer('points').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.machineId, t.userId] })],
);

/** One draw request: a single pull or a ten-draw, paid once. */
export const treasureDraws = pgTable(
  'treasure_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => treasureMachines.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    pulls: integer('pulls').notNull(),
    payment: drawPayment('payment').notNull(),
    price: integer('price').notNull(),
    offerId: integer('offer_id').references(() => treasureMachineOffers.id),
    seedId: integer('seed_id')
      .notNull()
      .references(() => treasureMachineSeeds.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('treasure_draws_tenant_user_id').on(t.tenantId, t.userId, t.id),
    index('treasure_draws_tenant_machine').on(t.tenantId, t.machineId),
  ],
);

export const realGoodsDeliveryStatus = pgEnum('real_goods_delivery_status', [
  'REQUESTED',
  'SHIPPED',
]);
export const parcelCarrier = pgEnum('parcel_carrier', ['YAMATO', 'SAGAWA', 'JAPAN_POST']);

/**
 * Where a fan asked their real-goods prizes to be sent (one request, several prizes), and
 * its progress: requested, then shipped by an operator with the carrier's tracking number.
 */
export const treasurePrizeDeliveries = pgTable(
  'treasure_prize_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** A copy of the address book's address (server/store/addresses) as it was chosen. */
    ...shippingAddressColumns(),
    status: realGoodsDeliveryStatus('status').notNull().default('REQUESTED'),
    /** Where and in which language the shipping notice goes (as the fan was when asking). */
    contactEmail: text('contact_email'),
    language: text('language').$type<'ja' | 'en'>().notNull().default('ja'),
    carrier: parcelCarrier('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestampColumn('shipped_at'),
    createdAt: createdAt(),
  },
  (t) => [index('treasure_prize_deliveries_tenant_user').on(t.tenantId, t.userId)],
);

/** One prize of a draw, with what proves it. */
export const treasurePulls = pgTable(
  'treasure_pulls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => treasureDraws.id),
    machineId: integer('machine_id')
      .notNull()
      .references(() => treasureMachines.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    position: integer('position').notNull(),
    seedId: integer('seed_id')
      .notNull()
      .references(() => treasureMachineSeeds.id),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    /** The box position drawn (stock machines). */
    boxPosition: integer('box_position'),
    pityCountBefore: integer('pity_count_before').notNull(),
    isPity: boolean('is_pity').notNull().default(false),
    rankId: integer('rank_id')
      .notNull()
      .references(() => treasureMachineRanks.id),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => treasureMachinePrizes.id),
    /** Real goods: set when the fan sent the delivery address. */
    deliveryRequestedAt: timestampColumn('delivery_requested_at'),
    deliveryId: bigint('delivery_id', { mode: 'number' }).references(
      () => treasurePrizeDeliveries.id,
    ),
    /** Set when a duplicate was converted into gacha points. */
    convertedAt: timestampColumn('converted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('treasure_pulls_tenant_draw').on(t.tenantId, t.drawId, t.position),
    index('treasure_pulls_tenant_user_prize').on(t.tenantId, t.userId, t.prizeId),
  ],
);

/** Treasure-machine tickets: one balance per fan, usable on any machine that takes tickets. */
export const treasureTicketBalances = pgTable(
  'treasure_ticket_balances',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [index('treasure_ticket_balances_tenant').on(t.tenantId)],
);

/** Every ticket movement, once per reference (a grant, a draw's spend). */
export const treasureTicketMovements = pgTable(
  'treasure_ticket_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    reference: text('reference').notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('treasure_ticket_movements_tenant_reference').on(t.tenantId, t.reference),
    index('treasure_ticket_movements_tenant_user').on(t.tenantId, t.userId, t.id),
  ],
);

/** Gacha points exchanged for a chosen prize on the redeem page. */
export const gachaPointExchanges = pgTable(
  'gacha_point_exchanges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => treasureMachines.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => treasureMachinePrizes.id),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('gacha_point_exchanges_tenant_user').on(t.tenantId, t.userId, t.id)],
);

// Prize draws (懸賞, campaign lotteries): a window to enter (by buying an item and/or for
// free), prizes with their yen values (checked against 景品表示法 when created), a server
// seed committed before the window and revealed at the draw, and the fans' entries, each
// with its result once drawn.
export const prizeDrawEntryRoute = pgEnum('prize_draw_entry_route', ['PURCHASE', 'FREE']);

export const prizeDraws = pgTable(
  'prize_draws',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url').notNull(),
    opensAt: timestampColumn('opens_at').notNull(),
    closesAt: timestampColumn('closes_at').notNull(),
    /**
     * A store item: buying it (a paid, unrefunded order) gives an entry; null: no purchase
     * entry. (No foreign key: the store's tables import these.)
     */
    entryItemId: integer('entry_item_id'),
    /** Anyone signed in may enter once without buying (オープン懸賞 when the only way). */
    freeEntry: boolean('free_entry').notNull().default(false),
    /** Fans with the EXTRA_DRAWS perk may take one more free entry (a member entry). */
    offersMemberExtraDraw: boolean('offers_member_extra_draw').notNull().default(false),
    /** Yen: the transaction price (取引価額) the limits were computed on; 0 for free only. */
    transactionPrice: integer('transaction_price').notNull().default(0),
    /** Yen: the sales expected during the campaign (売上予定総額). */
    expectedSales: integer('expected_sales').notNull().default(0),
    /** Secret until revealedAt. */
    serverSeed: text('server_seed').notNull(),
    /** SHA-256 of serverSeed, hex: published before the window opens. */
    commitment: text('commitment').notNull(),
    revealedAt: timestampColumn('revealed_at'),
    /** Set once, by the draw (the closing job or an operator closing early). */
    drawnAt: timestampColumn('drawn_at'),
    /** Entries so far: the next entry's number is entryCount + 1. */
    entryCount: integer('entry_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('prize_draws_tenant_closes').on(t.tenantId, t.closesAt)],
);

export const prizeDrawPrizes = pgTable(
  'prize_draw_prizes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    prizeDrawId: integer('prize_draw_id')
      .notNull()
      .references(() => prizeDraws.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url').notNull(),
    kind: prizeItemKind('kind').notNull(),
    /** Yen: the prize's value (景品類の価額), per winner. */
    valueYen: integer('value_yen').notNull(),
    winnerCount: integer('winner_count').notNull(),
    coinAmount: integer('coin_amount'),
    cardId: integer('card_id'),
    position: integer('position').notNull(),
  },
  (t) => [index('prize_draw_prizes_tenant_draw').on(t.tenantId, t.prizeDrawId, t.position)],
);

export const prizeDrawEntries = pgTable(
  'prize_draw_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    prizeDrawId: integer('prize_draw_id')
      .notNull()
      .references(() => prizeDraws.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 1, 2, … in the order of entry: the numbers the draw shuffles. */
    number: integer('number').notNull(),
    route: prizeDrawEntryRoute('route').notNull(),
    /** A member's extra entry (EXTRA_DRAWS): a fan has at most one of each kind per draw. */
    memberEntry: boolean('member_entry').notNull().default(false),
    /** The prize won; null while not drawn, or lost. */
    prizeId: integer('prize_id').references(() => prizeDrawPrizes.id),
    /** Digital prizes: when they were granted (at the draw). */
    grantedAt: timestampColumn('granted_at'),
    /** The in-app notice of the result: when the fan saw it; null while unread. */
    resultSeenAt: timestampColumn('result_seen_at'),
    deliveryRequestedAt: timestampColumn('delivery_requested_at'),
    deliveryId: bigint('delivery_id', { mode: 'number' }).references(
      () => treasurePrizeDeliveries.id,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('prize_draw_entries_tenant_draw_user_kind').on(
      t.tenantId,
      t.prizeDrawId,
      t.userId,
      t.memberEntry,
    ),
    uniqueIndex('prize_draw_entries_tenant_draw_number').on(t.tenantId, t.prizeDrawId, t.number),
    index('prize_draw_entries_tenant_user').on(t.tenantId, t.userId, t.id),
  ],
);

export type PrizeDrawRow = typeof prizeDraws.$inferSelect;
export type PrizeDrawPrizeRow = typeof prizeDrawPrizes.$inferSelect;
export type PrizeDrawEntryRow = typeof prizeDrawEntries.$inferSelect;

export type TreasureMachineRow = typeof treasureMachines.$inferSelect;
export type TreasureMachineRankRow = typeof treasureMachineRanks.$inferSelect;
export type TreasureMachinePrizeRow = typeof treasureMachinePrizes.$inferSelect;
export type TreasureMachineOfferRow = typeof treasureMachineOffers.$inferSelect;
export type TreasureDrawRow = typeof treasureDraws.$inferSelect;
export type RealGoodsDeliveryRow = typeof treasurePrizeDeliveries.$inferSelect;
export type TreasurePullRow = typeof treasurePulls.$inferSelect;
export type TreasureMachineSeedRow = typeof treasureMachineSeeds.$inferSelect;
