// Articles (読みもの): the operators' long-form feature articles, in the pages' blocks,
// scheduled and optionally for members only.
import { defineServerFeature } from '../platform/serverFeature';
import { articleAdministrationResolvers } from './articleAdministration';
import { articleResolvers } from './articleResolvers';
import { createArticleLoaders } from './loaders';
import { articles } from './tables';

export const articlesFeature = defineServerFeature({
  name: 'articles',
  resolvers: [articleResolvers, articleAdministrationResolvers],
  tables: { articles },
  loaders: createArticleLoaders,
  nodeTypes: {
    Article: (loaders) => loaders.articleById,
  },
});
