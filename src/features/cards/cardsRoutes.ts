import { defineMessages } from 'react-intl';
import type { CardCataloguePageQuery } from '../../__generated__/CardCataloguePageQuery.graphql';
import type { CardPageQuery } from '../../__generated__/CardPageQuery.graphql';
import type { CategoryGroupPageQuery } from '../../__generated__/CategoryGroupPageQuery.graphql';
import type { CategoryPageQuery } from '../../__generated__/CategoryPageQuery.graphql';
import type { CollectionPageQuery } from '../../__generated__/CollectionPageQuery.graphql';
import type { CollectionsPageQuery } from '../../__generated__/CollectionsPageQuery.graphql';
import type { GalleryEditPageQuery } from '../../__generated__/GalleryEditPageQuery.graphql';
import { featureRoutes, pageQuery } from '../../routing/routeDeclaration';
import { CARDS_BASE, COLLECTIONS_BASE, GALLERY_EDIT } from './cardsPaths';
import {
  CARD_GROUPS_PAGE_SIZE,
  CARDS_PAGE_SIZE,
  CATEGORIES_PAGE_SIZE,
  COLLECTIONS_PAGE_SIZE,
  OWNED_CARDS_PAGE_SIZE,
} from './cardsPageSize';

const messages = defineMessages({
  collectableCards: { id: 'common.nav.collectableCards' },
});

/** The card catalogue (groups, categories, cards), the fan's collections and gallery. */
export const cardsRoutes = featureRoutes('cards', [
  {
    path: CARDS_BASE,
    page: 'CardCataloguePage',
    query: pageQuery<CardCataloguePageQuery>(
      () => import('../../__generated__/CardCataloguePageQuery.graphql'),
      () => ({
        count: CARD_GROUPS_PAGE_SIZE,
      }),
    ),
    handle: {
      navigation: { section: 'more', label: messages.collectableCards, icon: 'cards', order: 41 },
    },
  },
  {
    path: `${CARDS_BASE}/category-groups/:groupId`,
    page: 'CategoryGroupPage',
    query: pageQuery<CategoryGroupPageQuery>(
      () => import('../../__generated__/CategoryGroupPageQuery.graphql'),
      (params) => ({
        groupId: params.groupId ?? '',
        count: CATEGORIES_PAGE_SIZE,
      }),
    ),
  },
  {
    path: `${CARDS_BASE}/categories/:categoryId`,
    page: 'CategoryPage',
    query: pageQuery<CategoryPageQuery>(
      () => import('../../__generated__/CategoryPageQuery.graphql'),
      (params) => ({
        categoryId: params.categoryId ?? '',
        count: CARDS_PAGE_SIZE,
      }),
    ),
  },
  {
    path: `${CARDS_BASE}/:cardId`,
    page: 'CardPage',
    query: pageQuery<CardPageQuery>(
      () => import('../../__generated__/CardPageQuery.graphql'),
      (params) => ({
        cardId: params.cardId ?? '',
      }),
    ),
  },
  {
    path: COLLECTIONS_BASE,
    page: 'CollectionsPage',
    // My page's words frame the fan's own collections.
    namespaces: ['cards', 'accounts'],
    query: pageQuery<CollectionsPageQuery>(
      () => import('../../__generated__/CollectionsPageQuery.graphql'),
      () => ({
        count: COLLECTIONS_PAGE_SIZE,
      }),
    ),
  },
  {
    path: `${COLLECTIONS_BASE}/:collectionId`,
    page: 'CollectionPage',
    namespaces: ['cards', 'accounts'],
    query: pageQuery<CollectionPageQuery>(
      () => import('../../__generated__/CollectionPageQuery.graphql'),
      (params) => ({
        collectionId: params.collectionId ?? '',
        count: CARDS_PAGE_SIZE,
      }),
    ),
  },
  {
    path: GALLERY_EDIT,
    page: 'GalleryEditPage',
    namespaces: ['cards', 'accounts'],
    // network-only: the fan arranges what they own now and the gallery as saved now.
    query: pageQuery<GalleryEditPageQuery>(
      () => import('../../__generated__/GalleryEditPageQuery.graphql'),
      () => ({ count: OWNED_CARDS_PAGE_SIZE }),
      'network-only',
    ),
  },
]);
