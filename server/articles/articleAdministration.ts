// Operators publish, rewrite and remove feature articles: role-guarded first, then the
// content checked, then written once per clientMutationId (a retry replays the first answer).
import { and, eq, ne } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import type { GraphQLContext } from '../context';
import { createOnce } from '../db/createOnce';
import type { TenantScope } from '../db/tenantScope';
import { dbIdOf, toGlobalId } from '../graphql/globalId';
import { notFound, resolveResultType } from '../graphql/typedErrors';
import { addressTaken } from '../pages/pageAdministration';
import { checkArticleContent } from './articleContent';
import { articles, type ArticleRow } from './tables';

/** The article an operator names by its global id (scheduled ones included), or null. */
async function articleNamed(
  context: GraphQLContext,
  articleId: string,
): Promise<ArticleRow | null> {
  const id = dbIdOf(articleId, 'Article');
  return id === null ? null : context.loaders.articles.articleRowById.load(id);
}

/** Read without the published filter: a scheduled article is shown to its operator. */
async function readBack(context: GraphQLContext, id: number): Promise<ArticleRow> {
  const article = await context.loaders.articles.articleRowById.load(id);
  if (!article) throw new Error('A written article could not be read back');
  return article;
}

async function isAddressTaken(tx: TenantScope, slug: string, exceptId?: number) {
  const taken = await tx.count(
    articles,
    and(eq(articles.slug, slug), exceptId === undefined ? undefined : ne(articles.id, exceptId)),
  );
  return taken > 0;
}

export const articleAdministrationResolvers: Resolvers = {
  Mutation: {
    publishArticle: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const content = await checkArticleContent(context, input.content);
      if ('error' in content) return content.error;
      const created = await createOnce(context, 'publishArticle', input, async (tx) => {
        if (await isAddressTaken(tx, content.slug)) return { refusal: addressTaken(context.t) };
        const [row] = await tx.insert(articles, content).returning({ id: articles.id });
        return row.id;
      });
      if ('error' in created) return created.error;
      return {
        __typename: 'PublishArticlePayload',
        clientMutationId: input.clientMutationId,
        article: await readBack(context, created.id),
      };
    },
    updateArticle: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const article = await articleNamed(context, input.articleId);
      if (!article) return notFound(context.t);
      const content = await checkArticleContent(context, input.content);
      if ('error' in content) return content.error;
      // createOnce keeps the receipt: a retried update replays instead of writing again.
      const updated = await createOnce(context, 'updateArticle', input, async (tx) => {
        if (await isAddressTaken(tx, content.slug, article.id))
          return { refusal: addressTaken(context.t) };
        await tx.update(articles, content, eq(articles.id, article.id));
        return article.id;
      });
      if ('error' in updated) return updated.error;
      return {
        __typename: 'UpdateArticlePayload',
        clientMutationId: input.clientMutationId,
        article: await readBack(context, updated.id),
      };
    },
    deleteArticle: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const article = await articleNamed(context, input.articleId);
      // Missing is decided inside createOnce: a retry after the deletion replays its answer.
      const deleted = await createOnce(context, 'deleteArticle', input, async (tx) => {
        if (!article) return { refusal: notFound(context.t) };
        await tx.delete(articles, eq(articles.id, article.id));
        return article.id;
      });
      if ('error' in deleted) return deleted.error;
      return {
        __typename: 'DeleteArticlePayload',
        clientMutationId: input.clientMutationId,
        deletedArticleId: toGlobalId('Article', deleted.id),
      };
    },
  },
  PublishArticleResult: { __resolveType: resolveResultType },
  UpdateArticleResult: { __resolveType: resolveResultType },
  DeleteArticleResult: { __resolveType: resolveResultType },
};
