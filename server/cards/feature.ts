// The collectable cards feature: the card catalogue, fans' copies, collections and
// galleries, and the operators' catalogue and campaign grants. Cards also come from
// treasure machines (server/draws/performDraw.ts grants them in the draw's transaction).
import type { CommunityLoaders } from '../community/loaders';
import { defineServerFeature } from '../platform/serverFeature';
import { cardResolvers } from './cardResolvers';
import { collectionResolvers } from './collectionResolvers';
import { createCardLoaders } from './loaders';
import { gradeRewardResolvers } from './gradeRewardResolvers';
import { cardOperatorResolvers } from './operatorResolvers';
import { showcaseResolvers } from './showcaseResolvers';
import {
  cardCategories,
  cardCategoryGroups,
  cardCollectionVisibility,
  cardCollections,
  cardCopies,
  cardGradeRewardGrants,
  cardGradeRewardRules,
  cardShowcaseEntries,
  collectableCards,
} from './tables';

export const cardsFeature = defineServerFeature({
  name: 'cards',
  resolvers: [
    cardResolvers,
    collectionResolvers,
    showcaseResolvers,
    cardOperatorResolvers,
    gradeRewardResolvers,
  ],
  tables: {
    cardCategoryGroups,
    cardCategories,
    collectableCards,
    cardCopies,
    cardCollections,
    cardCollectionVisibility,
    cardShowcaseEntries,
    cardGradeRewardRules,
    cardGradeRewardGrants,
  },
  loaders: (scope, others) => createCardLoaders(scope, others as { community: CommunityLoaders }),
  nodeTypes: {
    CollectableCardCategoryGroup: (loaders) => loaders.groupById,
    CollectableCardCategory: (loaders) => loaders.categoryById,
    CollectableCard: (loaders) => loaders.cardById,
    CardCollection: (loaders) => loaders.collectionById,
  },
});
