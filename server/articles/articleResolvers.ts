// The article type and the garden's lists of them. A members-only article's body is sent
// only to a viewer with the MEMBERS_ONLY_POSTS perk, the one check information makes too.
import { safeHref } from '../../common/pageBlocks';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { toGlobalId } from '../graphql/globalId';
import { pickLocalized } from '../graphql/language';
import { isLookupKey } from '../pages/pageContent';
import { pageBlockFieldsIn } from '../pages/pageBlockFields';
import { hasPerk } from '../subscriptions/perks';
import { readArticlePage } from './articlePage';
import type { ArticleRow } from './tables';

async function viewerCanRead(article: ArticleRow, context: GraphQLContext): Promise<boolean> {
  if (!article.membersOnly) return true;
  const viewer = await context.loaders.community.viewerUser();
  return viewer !== null && hasPerk(context, viewer.id, 'MEMBERS_ONLY_POSTS');
}

export const articleResolvers: Resolvers = {
  Article: {
    id: (article) => toGlobalId('Article', article.id),
    slug: (article) => article.slug,
    title: (article, _args, context) => pickLocalized(article.title, context.language),
    lead: (article, _args, context) => pickLocalized(article.lead, context.language),
    coverImageUrl: (article) => safeHref(article.coverImageUrl),
    body: async (article, _args, context) =>
      (await viewerCanRead(article, context))
        ? pageBlockFieldsIn(article.body, context.language)
        : [],
    isMembersOnly: (article) => article.membersOnly,
    viewerCanRead: (article, _args, context) => viewerCanRead(article, context),
    publishedAt: (article) => article.publishedAt,
  },
  Community: {
    articles: (_community, args, context) => readArticlePage(context, args),
    article: (_community, { slug }, context) =>
      isLookupKey(slug) ? context.loaders.articles.publishedArticleBySlug(slug) : null,
  },
};
