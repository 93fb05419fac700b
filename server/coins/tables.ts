// The coin ledger. A movement is one journal entry (a grant, a purchase, a spend, an
// expiry, a reversal); its legs in coin_entries always sum to zero, so every coin a fan
// holds is matched by the garden account it came from (double entry). A fan's balance is
// the sum of their legs; coin_wallets keeps that sum per fan for locking and for the
// never-negative checks, and the ledger tests prove the two agree.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../community/tables';
import { createdAt, tenantId, type LocalizedText } from '../platform/tables';

export type CoinMovementKind = 'PURCHASE' | 'GRANT' | 'SPEND' | 'EXPIRY' | 'REVERSAL';

/** The accounts of the ledger: a fan's two balances and the garden's counter-accounts. */
export type CoinAccount =
  | 'FAN_PAID'
  | 'FAN_FREE'
  /** Paid coins sold for money (the issuer's prepaid liability). */
  | 'GARDEN_SOLD'
  /** Free coins given away. */
  | 'GARDEN_GRANTED'
  /** Coins used up on items, draws and votes. */
  | 'GARDEN_REDEEMED'
  /** Free coins that expired. */
  | 'GARDEN_EXPIRED';

/** Which free-coin lots a spend took coins from (a reversal gives them back). */
export type FreeLotUse = { lotId: number; amount: number };

export const coinMovements = pgTable(
  'coin_movements',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<CoinMovementKind>().notNull(),
    /** The caller's key (e.g. `order:42`): one movement of a kind per reference. */
    reference: text('reference').notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    /** The change of the fan's paid and free balances (negative when coins left). */
    paidChange: integer('paid_change').notNull(),
    freeChange: integer('free_change').notNull(),
    freeLots: jsonb('free_lots').$type<FreeLotUse[]>().notNull().default([]),
    /** The movement a reversal undoes. */
    reversesId: integer('reverses_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coin_movements_reference').on(t.tenantId, t.kind, t.reference),
    index('coin_movements_user').on(t.tenantId, t.userId, t.id),
  ],
);

export const coinEntries = pgTable(
  'coin_entries',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    movementId: integer('movement_id')
      .notNull()
      .references(() => coinMovements.id),
    account: text('account').$type<CoinAccount>().notNull(),
    /** The fan of FAN_* legs; null for the garden's accounts. */
    userId: integer('user_id').references(() => users.id),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('coin_entries_movement').on(t.tenantId, t.movementId),
    index('coin_entries_account').on(t.tenantId, t.account, t.createdAt),
  ],
);

export const coinWallets = pgTable(
  'coin_wallets',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    paid: integer('paid').notNull().default(0),
    free: integer('free').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    check('coin_wallets_paid_not_negative', sql`${t.paid} >= 0`),
    check('coin_wallets_free_not_negative', sql`${t.free} >= 0`),
  ],
);

/** Free coins of one grant: what is left of them and when they expire. */
export const freeCoinLots = pgTable(
  'free_coin_lots',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    grantId: integer('grant_id')
      .notNull()
      .references(() => coinMovements.id),
    remaining: integer('remaining').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('free_coin_lots_user').on(t.tenantId, t.userId, t.expiresAt),
    index('free_coin_lots_expiry').on(t.expiresAt),
    check('free_coin_lots_remaining_not_negative', sql`${t.remaining} >= 0`),
  ],
);

export type CoinMovementRow = typeof coinMovements.$inferSelect;
