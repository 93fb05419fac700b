// Tables of the collectable cards: the catalogue (category groups → categories → cards),
// every copy given to a fan (one row per copy, with its serial number in a limited
// edition), each fan's collections (a category they collect) and whether a fan shows
// their collections on their profile, and the cards of each fan's gallery.
import {
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../community/tables';
import { createdAt, tenantId, type LocalizedText } from '../platform/tables';

export const collectableCardRarity = pgEnum('collectable_card_rarity', ['N', 'R', 'SR', 'SSR']);

export const cardCategoryGroups = pgTable(
  'card_category_groups',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('card_category_groups_tenant_position').on(t.tenantId, t.position)],
);

export const cardCategories = pgTable(
  'card_categories',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    groupId: integer('group_id')
      .notNull()
      .references(() => cardCategoryGroups.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('card_categories_tenant_group').on(t.tenantId, t.groupId, t.position)],
);

export const collectableCards = pgTable(
  'collectable_cards',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => cardCategories.id),
    /** Its number inside the category, from 1 (unique there). */
    number: integer('number').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    text: jsonb('text').$type<LocalizedText>().notNull(),
    rarity: collectableCardRarity('rarity').notNull(),
    imageUrl: text('image_url').notNull(),
    /** A limited edition's size; null: unlimited. */
    editionSize: integer('edition_size'),
    /** Copies given so far: a limited edition's next serial number is issuedCount + 1. */
    issuedCount: integer('issued_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('collectable_cards_tenant_category_number').on(t.tenantId, t.categoryId, t.number),
  ],
);

/**
 * One copy of a card given to a fan. `reference` names why (`treasure-pull:12`,
 * `card-grant:<receipt>:<n>`), once per tenant: the same reason never gives twice.
 */
export const cardCopies = pgTable(
  'card_copies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => collectableCards.id),
    /** Limited editions: 1…editionSize; null for unlimited cards. */
    serialNumber: integer('serial_number'),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('card_copies_tenant_reference').on(t.tenantId, t.reference),
    index('card_copies_tenant_user_card').on(t.tenantId, t.userId, t.cardId),
  ],
);

/** A category a fan collects: started by their first card of it. */
export const cardCollections = pgTable(
  'card_collections',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => cardCategories.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('card_collections_tenant_user_category').on(t.tenantId, t.userId, t.categoryId),
  ],
);

/** Whether a fan shows their collections on their profile (private when absent). */
export const cardCollectionVisibility = pgTable(
  'card_collection_visibility',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    shown: boolean('shown').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

/**
 * A card of a fan's gallery at its place (0 first). Written whole by setCardShowcase; read
 * only while the fan still holds a copy of the card.
 */
export const cardShowcaseEntries = pgTable(
  'card_showcase_entries',
  {
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => collectableCards.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.cardId] }),
    uniqueIndex('card_showcase_entries_tenant_user_position').on(t.tenantId, t.userId, t.position),
  ],
);

export const cardGradeRewardKind = pgEnum('card_grade_reward_kind', ['COIN', 'TITLE']);

/**
 * A category's grade: reached when a fan holds `requiredCards` different cards of it, it
 * gives a reward once (free coins, or a title with no economic value).
 */
export const cardGradeRewardRules = pgTable(
  'card_grade_reward_rules',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => cardCategories.id),
    /** The grade's name (ブロンズ, シルバー, コンプリート…). */
    name: jsonb('name').$type<LocalizedText>().notNull(),
    requiredCards: integer('required_cards').notNull(),
    rewardKind: cardGradeRewardKind('reward_kind').notNull(),
    coinAmount: integer('coin_amount'),
    /** The title shown (TITLE). */
    title: jsonb('title').$type<LocalizedText>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('card_grade_reward_rules_tenant_category_required').on(
      t.tenantId,
      t.categoryId,
      t.requiredCards,
    ),
  ],
);

/** A grade reward given to a fan: the primary key is the "once per fan". */
export const cardGradeRewardGrants = pgTable(
  'card_grade_reward_grants',
  {
    tenantId: tenantId(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => cardGradeRewardRules.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    grantedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.userId] }),
    index('card_grade_reward_grants_tenant_user').on(t.tenantId, t.userId),
  ],
);

export type CardGradeRewardRow = typeof cardGradeRewardRules.$inferSelect;

export type CollectableCardCategoryGroupRow = typeof cardCategoryGroups.$inferSelect;
export type CollectableCardCategoryRow = typeof cardCategories.$inferSelect;
export type CollectableCardRow = typeof collectableCards.$inferSelect;
export type CardCollectionRow = typeof cardCollections.$inferSelect;
/** One card of a collection with the copies its owner holds (not stored: read per page). */
export type CardCollectionEntryRow = { card: CollectableCardRow; ownedCount: number };
