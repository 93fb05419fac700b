// A fan opening an article (read mark) and starring it (favourite information list). Both
// are idempotent by nature and by clientMutationId: marking twice changes nothing.
import { and, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  notFound,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
  type NotFoundResult,
  type ShouldBeLoggedInOrSignedUpResult,
} from '../graphql/typedErrors';
import type { UserRow } from '../community/tables';
import type { GraphQLContext } from '../context';
import { informationFavorites, informationReads, type InformationArticleRow } from './tables';

/** The viewer (a member) and the published article the input names, or the typed error. */
async function viewerAndArticle(
  context: GraphQLContext,
  articleId: string,
): Promise<
  | { error: ShouldBeLoggedInOrSignedUpResult | NotFoundResult }
  | { viewer: UserRow; article: InformationArticleRow }
> {
  const viewer = await context.loaders.community.viewerUser();
  if (!viewer) return { error: shouldBeLoggedInOrSignedUp(context.t) };
  const id = dbIdOf(articleId, 'InformationArticle');
  const article = id === null ? null : await context.loaders.information.articleById.load(id);
  if (!article) return { error: notFound(context.t) };
  return { viewer, article };
}

export const readAndFavoriteResolvers: Resolvers = {
  Mutation: {
    markInformationRead: async (_parent, { input }, context) => {
      const found = await viewerAndArticle(context, input.articleId);
      if ('error' in found) return found.error;
      const { viewer, article } = found;
      const result = await runIdempotently<never>(
        context.db,
        {
          actor: context.identity!.uid,
          mutation: 'markInformationRead',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          await tx
            .insert(informationReads, { articleId: article.id, userId: viewer.id })
            .onConflictDoNothing();
          return { done: true, resultRef: String(article.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(context.t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      return {
        __typename: 'MarkInformationReadPayload',
        clientMutationId: input.clientMutationId,
        article,
        community: context.community,
      };
    },
    setInformationFavorite: async (_parent, { input }, context) => {
      const found = await viewerAndArticle(context, input.articleId);
      if ('error' in found) return found.error;
      const { viewer, article } = found;
      const result = await runIdempotently<never>(
        context.db,
        {
          actor: context.identity!.uid,
          mutation: 'setInformationFavorite',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const mine = and(
            eq(informationFavorites.articleId, article.id),
            eq(informationFavorites.userId, viewer.id),
          );
          if (input.favorite) {
            await tx
              .insert(informationFavorites, { articleId: article.id, userId: viewer.id })
              .onConflictDoNothing();
          } else {
            await tx.delete(informationFavorites, mine);
          }
          return { done: true, resultRef: String(article.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(context.t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      return {
        __typename: 'SetInformationFavoritePayload',
        clientMutationId: input.clientMutationId,
        article,
      };
    },
  },
  MarkInformationReadResult: { __resolveType: resolveResultType },
  SetInformationFavoriteResult: { __resolveType: resolveResultType },
};
