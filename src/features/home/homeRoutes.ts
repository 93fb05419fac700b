import { defineMessages } from 'react-intl';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { featureRoutes, pageQuery } from '../../routing/routeDeclaration';
import { HOME_BANNER_COUNT, HOME_BANNER_SECTION } from '../pages/bannersPageSize';

const messages = defineMessages({ home: { id: 'common.nav.home' } });

/**
 * `/`: the garden's front page. It shows the home section's banners (in the pages' words)
 * and the first channels (HomeChannels, in the chat's words).
 */
export const homeRoutes = featureRoutes('home', [
  {
    path: '',
    page: 'HomePage',
    namespaces: ['chat', 'pages'],
    sitemap: 'page',
    query: pageQuery<HomePageQuery>(
      () => import('../../__generated__/HomePageQuery.graphql'),
      () => ({ bannerSection: HOME_BANNER_SECTION, bannerCount: HOME_BANNER_COUNT }),
      'store-or-network',
    ),
    handle: { navigation: { section: 'tabs', label: messages.home, icon: 'home', order: 10 } },
  },
]);
