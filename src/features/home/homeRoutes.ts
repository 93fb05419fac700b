import { defineMessages } from 'react-intl';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { featureRoutes, pageQuery } from '../../routing/routeDeclaration';

const messages = defineMessages({ home: { id: 'common.nav.home' } });

/**
 * `/`: the garden's front page. It shows the sections the garden's operators laid out (in
 * the home's words, banners in the pages') and the first channels (HomeChannels, in the
 * chat's words).
 */
export const homeRoutes = featureRoutes('home', [
  {
    path: '',
    page: 'HomePage',
    namespaces: ['home', 'chat', 'pages'],
    sitemap: 'page',
    query: pageQuery<HomePageQuery>(
      () => import('../../__generated__/HomePageQuery.graphql'),
      () => ({}),
      'store-or-network',
    ),
    handle: { navigation: { section: 'tabs', label: messages.home, icon: 'home', order: 10 } },
  },
]);
