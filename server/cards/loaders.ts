// Per-request loaders of the collectable cards, through the request's tenant scope. The
// catalogue is public; who may see a fan's collections is decided here once: the fan, or
// everyone when the fan shows them on their profile (node, connections and fields all
// read collections through collectionById and collectionsVisibleOf). A fan's gallery is
// public, but shows only cards they still hold.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CommunityLoaders } from '../community/loaders';
import { createBatchLoader, type BatchLoader } from '../graphql/batchLoader';
import type { NodeLoader, RequestScope } from '../platform/serverFeature';
import {
  cardCategories,
  cardCategoryGroups,
  cardCollectionVisibility,
  cardCollections,
  cardCopies,
  cardShowcaseEntries,
  collectableCards,
  type CardCollectionRow,
  type CollectableCardCategoryGroupRow,
  type CollectableCardCategoryRow,
  type CollectableCardRow,
} from './tables';

/** The viewer's copies of one card. */
export interface ViewerCopies {
  count: number;
  serialNumbers: number[];
}

export interface CardLoaders {
  groupById: NodeLoader<CollectableCardCategoryGroupRow>;
  categoryById: NodeLoader<CollectableCardCategoryRow>;
  cardById: NodeLoader<CollectableCardRow>;
  /** A collection the viewer may see (their own, or one its owner shows). */
  collectionById: NodeLoader<CardCollectionRow>;
  cardCountByCategoryId: BatchLoader<number, number>;
  /** Copies per card the collection's owner holds in its category. */
  ownedByCollectionId: BatchLoader<number, Map<number, number>>;
  viewerCopiesByCardId: BatchLoader<number, ViewerCopies>;
  viewerCollectionByCategoryId: BatchLoader<number, CardCollectionRow | null>;
  showsCollectionsByUserId: BatchLoader<number, boolean>;
  /** Whether the viewer may see the fan's collections. */
  collectionsVisibleOf(userId: number): Promise<boolean>;
  /** A fan's gallery in their order: only cards they still hold a copy of. */
  showcaseByUserId: BatchLoader<number, CollectableCardRow[]>;
}

export function createCardLoaders(
  { db }: RequestScope,
  others: { community: CommunityLoaders },
): CardLoaders {
  const viewer = () => others.community.viewerUser();
  const collectionRows = db.rowsById(cardCollections);

  const showsCollectionsByUserId = createBatchLoader(async (userIds: number[]) => {
    const rows = await db.select(
      cardCollectionVisibility,
      inArray(cardCollectionVisibility.userId, userIds),
    );
    return new Map(rows.map((row) => [row.userId, row.shown]));
  }, false);

  const collectionsVisibleOf = async (userId: number) => {
    const user = await viewer();
    return user?.id === userId || showsCollectionsByUserId.load(userId);
  };

  return {
    groupById: db.rowsById(cardCategoryGroups),
    categoryById: db.rowsById(cardCategories),
    cardById: db.rowsById(collectableCards),
    collectionById: createBatchLoader(async (ids: number[]) => {
      const rows = await Promise.all(ids.map((id) => collectionRows.load(id)));
      const visible = new Map<number, CardCollectionRow>();
      for (const row of rows)
        if (row && (await collectionsVisibleOf(row.userId))) visible.set(row.id, row);
      return visible;
    }, null),
    cardCountByCategoryId: createBatchLoader(async (categoryIds: number[]) => {
      const rows = await db
        .selectFields(
          { categoryId: collectableCards.categoryId, cards: sql<number>`count(*)::int` },
          collectableCards,
          inArray(collectableCards.categoryId, categoryIds),
        )
        .groupBy(collectableCards.categoryId);
      return new Map(rows.map((row) => [row.categoryId, Number(row.cards)]));
    }, 0),
    ownedByCollectionId: createBatchLoader(async (ids: number[]) => {
      const collections = (await Promise.all(ids.map((id) => collectionRows.load(id)))).filter(
        (row): row is CardCollectionRow => row !== null,
      );
      const owned = new Map<number, Map<number, number>>();
      if (collections.length === 0) return owned;
      const cards = await db.selectFields(
        { id: collectableCards.id, categoryId: collectableCards.categoryId },
        collectableCards,
        inArray(
          collectableCards.categoryId,
          collections.map((row) => row.categoryId),
        ),
      );
      const categoryOf = new Map(cards.map((card) => [card.id, card.categoryId]));
      const rows =
        cards.length === 0
          ? []
          : await db
              .selectFields(
                {
                  userId: cardCopies.userId,
                  cardId: cardCopies.cardId,
                  copies: sql<number>`count(*)::int`,
                },
                cardCopies,
                and(
                  inArray(
                    cardCopies.userId,
                    collections.map((row) => row.userId),
                  ),
                  inArray(cardCopies.cardId, [...categoryOf.keys()]),
                ),
              )
              .groupBy(cardCopies.userId, cardCopies.cardId);
      for (const collection of collections) {
        const counts = new Map<number, number>();
        for (const row of rows)
          if (
            row.userId === collection.userId &&
            categoryOf.get(row.cardId) === collection.categoryId
          )
            counts.set(row.cardId, Number(row.copies));
        owned.set(collection.id, counts);
      }
      return owned;
    }, new Map<number, number>()),
    viewerCopiesByCardId: createBatchLoader(
      async (cardIds: number[]) => {
        const user = await viewer();
        const copies = new Map<number, ViewerCopies>();
        if (!user) return copies;
        const rows = await db
          .selectFields(
            { cardId: cardCopies.cardId, serialNumber: cardCopies.serialNumber },
            cardCopies,
            and(eq(cardCopies.userId, user.id), inArray(cardCopies.cardId, cardIds)),
          )
          .orderBy(cardCopies.serialNumber);
        for (const row of rows) {
          const entry = copies.get(row.cardId) ?? { count: 0, serialNumbers: [] };
          entry.count += 1;
          if (row.serialNumber !== null) entry.serialNumbers.push(row.serialNumber);
          copies.set(row.cardId, entry);
        }
        return copies;
      },
      { count: 0, serialNumbers: [] },
    ),
    viewerCollectionByCategoryId: createBatchLoader(async (categoryIds: number[]) => {
      const user = await viewer();
      if (!user) return new Map<number, CardCollectionRow>();
      const rows = await db.select(
        cardCollections,
        and(eq(cardCollections.userId, user.id), inArray(cardCollections.categoryId, categoryIds)),
      );
      return new Map(rows.map((row) => [row.categoryId, row]));
    }, null),
    showsCollectionsByUserId,
    collectionsVisibleOf,
    showcaseByUserId: createBatchLoader(async (userIds: number[]) => {
      const entries = await db
        .select(cardShowcaseEntries, inArray(cardShowcaseEntries.userId, userIds))
        .orderBy(cardShowcaseEntries.userId, cardShowcaseEntries.position);
      const showcases = new Map<number, CollectableCardRow[]>();
      if (entries.length === 0) return showcases;
      const held = await db
        .selectFields(
          { userId: cardCopies.userId, cardId: cardCopies.cardId },
          cardCopies,
          and(
            inArray(cardCopies.userId, userIds),
            inArray(cardCopies.cardId, [...new Set(entries.map((entry) => entry.cardId))]),
          ),
        )
        .groupBy(cardCopies.userId, cardCopies.cardId);
      const holds = new Set(held.map((row) => `${row.userId}:${row.cardId}`));
      const kept = entries.filter((entry) => holds.has(`${entry.userId}:${entry.cardId}`));
      const cards = kept.length
        ? await db.select(
            collectableCards,
            inArray(collectableCards.id, [...new Set(kept.map((entry) => entry.cardId))]),
          )
        : [];
      const cardById = new Map(cards.map((card) => [card.id, card]));
      for (const entry of kept) {
        const card = cardById.get(entry.cardId);
        if (!card) continue;
        showcases.set(entry.userId, [...(showcases.get(entry.userId) ?? []), card]);
      }
      return showcases;
    }, []),
  };
}
