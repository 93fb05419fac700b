import { defineMessages } from 'react-intl';
import type { ArticlesPageQuery } from '../../__generated__/ArticlesPageQuery.graphql';
import type { FeatureArticlePageQuery } from '../../__generated__/FeatureArticlePageQuery.graphql';
import { featureRoutes, pageQuery } from '../../routing/routeDeclaration';
import { ARTICLES_PAGE_SIZE } from './articlesPageSize';

const messages = defineMessages({
  articles: { id: 'common.nav.articles' },
});

/** The garden's feature articles (読みもの) and one article to read. */
export const articlesRoutes = featureRoutes('articles', [
  {
    path: 'articles',
    page: 'ArticlesPage',
    query: pageQuery<ArticlesPageQuery>(
      () => import('../../__generated__/ArticlesPageQuery.graphql'),
      () => ({ count: ARTICLES_PAGE_SIZE }),
    ),
    sitemap: 'page',
    handle: {
      navigation: { section: 'more', label: messages.articles, icon: 'articles', order: 21 },
    },
  },
  {
    path: 'articles/:slug',
    page: 'FeatureArticlePage',
    metadata: 'article',
    query: pageQuery<FeatureArticlePageQuery>(
      () => import('../../__generated__/FeatureArticlePageQuery.graphql'),
      (params) => ({ slug: params.slug ?? '' }),
    ),
  },
]);
