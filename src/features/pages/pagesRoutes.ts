import type { BannersPageQuery } from '../../__generated__/BannersPageQuery.graphql';
import type { FreePageQuery } from '../../__generated__/FreePageQuery.graphql';
import type { LandingPageQuery } from '../../__generated__/LandingPageQuery.graphql';
import type { ShareLinkPageQuery } from '../../__generated__/ShareLinkPageQuery.graphql';
import { featureRoutes, pageQuery } from '../../routing/routeDeclaration';
import { BANNERS_PAGE_SIZE } from './bannersPageSize';

/**
 * The operators' pages: landing pages, free pages (with an OGP variant), share links and
 * banners. Their previews come from the pages' own tables (server/pages/pagePreviews.ts).
 */
export const pagesRoutes = featureRoutes('pages', [
  {
    path: 'lp/:identifier',
    page: 'LandingPage',
    metadata: 'landing-page',
    sitemap: 'landing-pages',
    query: pageQuery<LandingPageQuery>(
      () => import('../../__generated__/LandingPageQuery.graphql'),
      (params) => ({
        identifier: params.identifier ?? '',
      }),
    ),
  },
  {
    path: 'v/:pageName',
    page: 'FreePage',
    metadata: 'free-page',
    query: pageQuery<FreePageQuery>(
      () => import('../../__generated__/FreePageQuery.graphql'),
      (params) => ({
        pageName: params.pageName ?? '',
      }),
    ),
  },
  {
    path: 'v/:pageName/:ogpPath',
    page: 'FreePage',
    metadata: 'ogp-view',
    query: pageQuery<FreePageQuery>(
      () => import('../../__generated__/FreePageQuery.graphql'),
      (params) => ({
        pageName: params.pageName ?? '',
      }),
    ),
  },
  {
    path: 'share/:urlId',
    page: 'ShareLinkPage',
    metadata: 'share-link',
    query: pageQuery<ShareLinkPageQuery>(
      () => import('../../__generated__/ShareLinkPageQuery.graphql'),
      (params) => ({
        urlId: params.urlId ?? '',
      }),
    ),
  },
  {
    path: 'banners',
    page: 'BannersPage',
    query: pageQuery<BannersPageQuery>(
      () => import('../../__generated__/BannersPageQuery.graphql'),
      () => ({
        sectionId: null,
        count: BANNERS_PAGE_SIZE,
      }),
    ),
  },
  {
    path: 'banner-list/:sectionId',
    page: 'BannersPage',
    query: pageQuery<BannersPageQuery>(
      () => import('../../__generated__/BannersPageQuery.graphql'),
      (params) => ({
        sectionId: params.sectionId ?? '',
        count: BANNERS_PAGE_SIZE,
      }),
    ),
  },
]);
