// Resolvers of fans' card collections: a collection's progress and its entries (every card
// of the category with the copies the owner holds), a fan's collections on their profile,
// and the fan's choice to show them. Reads go through the loaders' visibility rule.
import { asc, desc, eq } from 'drizzle-orm';
import { MAX_CARD_PAGE_SIZE } from '../../common/cards/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import { readOffsetPage } from '../chat/offsetPage';
import { runIdempotently } from '../db/idempotency';
import { toGlobalId } from '../graphql/globalId';
import {
  clientMutationIdReused,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
} from '../graphql/typedErrors';
import { cardCollectionVisibility, cardCollections, collectableCards } from './tables';

const SIZES = { default: 20, max: MAX_CARD_PAGE_SIZE };

export const collectionResolvers: Resolvers = {
  CardCollection: {
    id: (collection) => toGlobalId('CardCollection', collection.id),
    owner: async (collection, _args, context) => {
      const owner = await context.loaders.community.userById.load(collection.userId);
      if (!owner) throw new Error('The owner of a collection is missing');
      return owner;
    },
    category: async (collection, _args, context) => {
      const category = await context.loaders.cards.categoryById.load(collection.categoryId);
      if (!category) throw new Error('The category of a collection is missing');
      return category;
    },
    ownedCardCount: async (collection, _args, context) =>
      (await context.loaders.cards.ownedByCollectionId.load(collection.id)).size,
    cardCount: (collection, _args, context) =>
      context.loaders.cards.cardCountByCategoryId.load(collection.categoryId),
    completed: async (collection, _args, context) => {
      const [owned, cards] = await Promise.all([
        context.loaders.cards.ownedByCollectionId.load(collection.id),
        context.loaders.cards.cardCountByCategoryId.load(collection.categoryId),
      ]);
      return cards > 0 && owned.size >= cards;
    },
    startedAt: (collection) => collection.createdAt,
    entries: async (collection, args, context) => {
      const owned = await context.loaders.cards.ownedByCollectionId.load(collection.id);
      return readOffsetPage(context, args, SIZES, async (limit, offset) => {
        const cards = await context.db
          .select(collectableCards, eq(collectableCards.categoryId, collection.categoryId))
          .orderBy(asc(collectableCards.number))
          .limit(limit)
          .offset(offset);
        return cards.map((card) => ({ card, ownedCount: owned.get(card.id) ?? 0 }));
      });
    },
  },
  User: {
    cardCollections: async (user, args, context) => {
      const visible = await context.loaders.cards.collectionsVisibleOf(user.id);
      return readOffsetPage(context, args, SIZES, async (limit, offset) =>
        visible
          ? context.db
              .select(cardCollections, eq(cardCollections.userId, user.id))
              .orderBy(desc(cardCollections.createdAt), desc(cardCollections.id))
              .limit(limit)
              .offset(offset)
          : [],
      );
    },
    showsCardCollections: (user, _args, context) =>
      context.loaders.cards.showsCollectionsByUserId.load(user.id),
  },
  Mutation: {
    setCardCollectionsShown: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const result = await runIdempotently<never>(
        db,
        {
          actor: identity.uid,
          mutation: 'setCardCollectionsShown',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          await tx
            .insert(cardCollectionVisibility, { userId: viewer.id, shown: input.shown })
            .onConflictDoUpdate({
              target: [cardCollectionVisibility.tenantId, cardCollectionVisibility.userId],
              set: { shown: input.shown },
            });
          return { done: true, resultRef: String(viewer.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      context.renewLoaders();
      return {
        __typename: 'SetCardCollectionsShownPayload',
        clientMutationId: input.clientMutationId,
        user: viewer,
      };
    },
  },
  SetCardCollectionsShownResult: { __resolveType: resolveResultType },
};
