// Pages: the operators' landing pages and free pages (structured blocks), share links and
// the banners of the garden's sections, with their previews (server/seo reads them too).
import type { CommunityLoaders } from '../community/loaders';
import { defineServerFeature } from '../platform/serverFeature';
import { bannerAdministrationResolvers } from './bannerAdministration';
import { createPagesLoaders } from './loaders';
import { pageAdministrationResolvers } from './pageAdministration';
import { pageResolvers } from './pageResolvers';
import { banners, gardenPages, shareLinks } from './tables';

export const pagesFeature = defineServerFeature({
  name: 'pages',
  resolvers: [pageResolvers, pageAdministrationResolvers, bannerAdministrationResolvers],
  tables: { gardenPages, shareLinks, banners },
  loaders: (scope, others) => createPagesLoaders(scope, others as { community: CommunityLoaders }),
  nodeTypes: {
    GardenPage: (loaders) => loaders.pageById,
    ShareLink: (loaders) => loaders.shareLinkById,
    Banner: (loaders) => loaders.bannerById,
  },
});
