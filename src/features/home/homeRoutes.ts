import { defineMessages } from 'react-intl';
import HomePageQueryNode, { type HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import { featureRoutes, pageQuery } from '../../routing/routeDeclaration';

const messages = defineMessages({ home: { id: 'common.nav.home' } });

/** `/`: the garden's front page. It shows the first channels (HomeChannels), in the chat's words. */
export const homeRoutes = featureRoutes('home', [
  {
    path: '',
    page: 'HomePage',
    namespaces: ['chat'],
    sitemap: 'page',
    query: pageQuery<HomePageQuery>(HomePageQueryNode, undefined, 'store-or-network'),
    handle: { navigation: { section: 'tabs', label: messages.home, icon: 'home', order: 10 } },
  },
]);
