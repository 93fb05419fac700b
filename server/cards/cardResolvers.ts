// Resolvers of the card catalogue: category groups, categories and cards, with the
// viewer's copies and collection, and the card a treasure-machine prize grants.
import { asc, eq } from 'drizzle-orm';
import { MAX_CARD_PAGE_SIZE } from '../../common/cards/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import { readOffsetPage } from '../chat/offsetPage';
import { toGlobalId } from '../graphql/globalId';
import { pickLocalized } from '../graphql/language';
import { cardCategories, cardCategoryGroups, collectableCards } from './tables';

const SIZES = { default: 20, max: MAX_CARD_PAGE_SIZE };

export const cardResolvers: Resolvers = {
  Query: {
    collectableCardCategoryGroups: (_parent, args, context) =>
      readOffsetPage(context, args, SIZES, (limit, offset) =>
        context.db
          .select(cardCategoryGroups)
          .orderBy(asc(cardCategoryGroups.position), asc(cardCategoryGroups.id))
          .limit(limit)
          .offset(offset),
      ),
  },
  CollectableCardCategoryGroup: {
    id: (group) => toGlobalId('CollectableCardCategoryGroup', group.id),
    name: (group, _args, { language }) => pickLocalized(group.name, language),
    description: (group, _args, { language }) => pickLocalized(group.description, language),
    categories: (group, args, context) =>
      readOffsetPage(context, args, SIZES, (limit, offset) =>
        context.db
          .select(cardCategories, eq(cardCategories.groupId, group.id))
          .orderBy(asc(cardCategories.position), asc(cardCategories.id))
          .limit(limit)
          .offset(offset),
      ),
  },
  CollectableCardCategory: {
    id: (category) => toGlobalId('CollectableCardCategory', category.id),
    name: (category, _args, { language }) => pickLocalized(category.name, language),
    description: (category, _args, { language }) => pickLocalized(category.description, language),
    group: async (category, _args, context) => {
      const group = await context.loaders.cards.groupById.load(category.groupId);
      if (!group) throw new Error('The group of a card category is missing');
      return group;
    },
    cardCount: (category, _args, context) =>
      context.loaders.cards.cardCountByCategoryId.load(category.id),
    cards: (category, args, context) =>
      readOffsetPage(context, args, SIZES, (limit, offset) =>
        context.db
          .select(collectableCards, eq(collectableCards.categoryId, category.id))
          .orderBy(asc(collectableCards.number))
          .limit(limit)
          .offset(offset),
      ),
    viewerCollection: (category, _args, context) =>
      context.loaders.cards.viewerCollectionByCategoryId.load(category.id),
  },
  CollectableCard: {
    id: (card) => toGlobalId('CollectableCard', card.id),
    name: (card, _args, { language }) => pickLocalized(card.name, language),
    text: (card, _args, { language }) => pickLocalized(card.text, language),
    category: async (card, _args, context) => {
      const category = await context.loaders.cards.categoryById.load(card.categoryId);
      if (!category) throw new Error('The category of a card is missing');
      return category;
    },
    viewerOwnedCount: async (card, _args, context) =>
      (await context.loaders.cards.viewerCopiesByCardId.load(card.id)).count,
    viewerSerialNumbers: async (card, _args, context) =>
      (await context.loaders.cards.viewerCopiesByCardId.load(card.id)).serialNumbers,
  },
  TreasureMachinePrize: {
    card: (prize, _args, context) =>
      prize.cardId === null ? null : context.loaders.cards.cardById.load(prize.cardId),
  },
};
