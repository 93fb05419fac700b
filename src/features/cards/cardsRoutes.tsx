import { defineMessages } from 'react-intl';
import { loadQuery } from 'react-relay';
import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import CardCataloguePageQueryNode, {
  type CardCataloguePageQuery,
} from '../../__generated__/CardCataloguePageQuery.graphql';
import CardPageQueryNode, { type CardPageQuery } from '../../__generated__/CardPageQuery.graphql';
import CategoryGroupPageQueryNode, {
  type CategoryGroupPageQuery,
} from '../../__generated__/CategoryGroupPageQuery.graphql';
import CategoryPageQueryNode, {
  type CategoryPageQuery,
} from '../../__generated__/CategoryPageQuery.graphql';
import CollectionPageQueryNode, {
  type CollectionPageQuery,
} from '../../__generated__/CollectionPageQuery.graphql';
import CollectionsPageQueryNode, {
  type CollectionsPageQuery,
} from '../../__generated__/CollectionsPageQuery.graphql';
import type { GardenRouteHandle } from '../shell/navigation/navigation';
import { CARDS_BASE, COLLECTIONS_BASE } from './cardsPaths';
import {
  CARD_GROUPS_PAGE_SIZE,
  CARDS_PAGE_SIZE,
  CATEGORIES_PAGE_SIZE,
  COLLECTIONS_PAGE_SIZE,
} from './cardsPageSize';

const messages = defineMessages({
  collectableCards: { id: 'common.nav.collectableCards' },
});

const STORE_AND_NETWORK = { fetchPolicy: 'store-and-network' } as const;

/** The card catalogue (groups, categories, cards) and the fan's collections. */
export function cardsRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: CARDS_BASE,
      handle: {
        navigation: {
          section: 'more',
          label: messages.collectableCards,
          icon: 'cards',
          order: 41,
        },
      } satisfies GardenRouteHandle,
      loader: () =>
        loadQuery<CardCataloguePageQuery>(
          environment,
          CardCataloguePageQueryNode,
          { count: CARD_GROUPS_PAGE_SIZE },
          STORE_AND_NETWORK,
        ),
      lazy: async () => {
        const { CardCataloguePage } = await import('./CardCataloguePage');
        return { Component: CardCataloguePage };
      },
    },
    {
      path: `${CARDS_BASE}/category-groups/:groupId`,
      loader: ({ params }) =>
        loadQuery<CategoryGroupPageQuery>(
          environment,
          CategoryGroupPageQueryNode,
          { groupId: params.groupId ?? '', count: CATEGORIES_PAGE_SIZE },
          STORE_AND_NETWORK,
        ),
      lazy: async () => {
        const { CategoryGroupPage } = await import('./CategoryGroupPage');
        return { Component: CategoryGroupPage };
      },
    },
    {
      path: `${CARDS_BASE}/categories/:categoryId`,
      loader: ({ params }) =>
        loadQuery<CategoryPageQuery>(
          environment,
          CategoryPageQueryNode,
          { categoryId: params.categoryId ?? '', count: CARDS_PAGE_SIZE },
          STORE_AND_NETWORK,
        ),
      lazy: async () => {
        const { CategoryPage } = await import('./CategoryPage');
        return { Component: CategoryPage };
      },
    },
    {
      path: `${CARDS_BASE}/:cardId`,
      loader: ({ params }) =>
        loadQuery<CardPageQuery>(
          environment,
          CardPageQueryNode,
          { cardId: params.cardId ?? '' },
          STORE_AND_NETWORK,
        ),
      lazy: async () => {
        const { CardPage } = await import('./CardPage');
        return { Component: CardPage };
      },
    },
    {
      path: COLLECTIONS_BASE,
      loader: () =>
        loadQuery<CollectionsPageQuery>(
          environment,
          CollectionsPageQueryNode,
          { count: COLLECTIONS_PAGE_SIZE },
          STORE_AND_NETWORK,
        ),
      lazy: async () => {
        const { CollectionsPage } = await import('./CollectionsPage');
        return { Component: CollectionsPage };
      },
    },
    {
      path: `${COLLECTIONS_BASE}/:collectionId`,
      loader: ({ params }) =>
        loadQuery<CollectionPageQuery>(
          environment,
          CollectionPageQueryNode,
          { collectionId: params.collectionId ?? '', count: CARDS_PAGE_SIZE },
          STORE_AND_NETWORK,
        ),
      lazy: async () => {
        const { CollectionPage } = await import('./CollectionPage');
        return { Component: CollectionPage };
      },
    },
  ];
}
