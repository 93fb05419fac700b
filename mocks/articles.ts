// The mock of the articles feature (server/articles): the demo garden's feature articles
// (server/articles/demoArticles.ts), newest first, in the request's language; a
// members-only body only for a member with the MEMBERS_ONLY_POSTS perk (the memberships'
// mock answers it); the operators' mutations check content with the server's own rules.
import { demoArticles } from '../server/articles/demoArticles';
import { pageBlockFields } from '../server/pages/pageBlockFields';
import { errorMessage } from './errorMessages';
import {
  buildInvalidInputError,
  buildNotFoundError,
  buildPermissionDeniedError,
  mockCursor,
  mockDateTime,
  mockGlobalId,
  payloadBuilders,
  shouldSignUp,
} from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';
import { paginate, type PageArgs } from './mockPagination';
import { blockErrors } from './pages';

const PERK = 'MEMBERS_ONLY_POSTS';
const DAY_MINUTES = 24 * 60;
const MAX_PER_PAGE = 30;
/** Published ones only, newest first (as the server lists them). */
const articles = demoArticles.articles
  .filter((article) => article.daysAgo >= 0)
  .sort((a, b) => a.daysAgo - b.daysAgo);

type Parent = { $ref: { key: string } };

export function buildArticle(locale: MockLocale, index: number) {
  const article = articles[(index - 1) % articles.length];
  return {
    id: mockGlobalId('Article', index),
    slug: article.slug,
    title: article.title[locale] ?? '',
    lead: article.lead[locale] ?? '',
    coverImageUrl: article.coverImageUrl ?? null,
    isMembersOnly: article.membersOnly ?? false,
    viewerCanRead: !article.membersOnly,
    publishedAt: mockDateTime(article.daysAgo * DAY_MINUTES),
  };
}

function buildArticleBody(locale: MockLocale, index: number) {
  return (articles[(index - 1) % articles.length].body[locale] ?? []).map(pageBlockFields);
}

const articlesResolvers: MockFeature['resolvers'] = (garden) => {
  const keys = articles.map((_article, offset) => mockGlobalId('Article', offset + 1));
  keys.forEach((key, offset) => garden.store.set('Article', key, buildArticle('ja', offset + 1)));
  const indexOf = (parent: Parent) => Math.max(keys.indexOf(parent.$ref.key), 0) + 1;
  const canRead = (parent: Parent, { viewerUid }: MockContext) =>
    !articles[indexOf(parent) - 1].membersOnly ||
    garden.hasPerk(garden.memberUserKey(viewerUid), PERK);
  const localized =
    (field: 'title' | 'lead') =>
    (parent: Parent, _args: unknown, { language }: MockContext) =>
      buildArticle(language, indexOf(parent))[field];
  const operatorRefusal = ({ viewerUid, language }: MockContext) => {
    const key = garden.memberUserKey(viewerUid);
    if (!key) return shouldSignUp(language);
    return garden.store.get('User', key, 'role') === 'OPERATOR'
      ? null
      : { __typename: 'PermissionDeniedError', ...buildPermissionDeniedError(language) };
  };
  const contentRefusal = (
    content: { slug: string; blocksJa: string; blocksEn: string },
    language: MockLocale,
  ) => {
    if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(content.slug))
      return {
        __typename: 'InvalidInputError',
        ...buildInvalidInputError(language, 'slug', 'INVALID_FORMAT', null),
      };
    return blockErrors(content, language);
  };
  const addressTaken = (slug: string, language: MockLocale, exceptKey?: string) =>
    articles.some((article, offset) => article.slug === slug && keys[offset] !== exceptKey)
      ? { __typename: 'AddressTakenError', message: errorMessage(language, 'errors.addressTaken') }
      : null;
  const notFound = (language: MockLocale) => ({
    __typename: 'NotFoundError',
    ...buildNotFoundError(language),
  });

  return {
    Article: {
      title: localized('title'),
      lead: localized('lead'),
      viewerCanRead: (parent: Parent, _args: unknown, context: MockContext) =>
        canRead(parent, context),
      body: (parent: Parent, _args: unknown, context: MockContext) =>
        canRead(parent, context) ? buildArticleBody(context.language, indexOf(parent)) : [],
    },
    Community: {
      articles: (_parent: unknown, args: PageArgs, { language }: MockContext) => {
        const page = paginate(keys, (key) => mockCursor('Article', key), args, {
          locale: language,
          max: MAX_PER_PAGE,
          defaultPage: { first: 12 },
        });
        return {
          ...page,
          edges: page.edges.map((edge) => ({ ...edge, node: garden.ref('Article', edge.node) })),
        };
      },
      article: (_parent: unknown, { slug }: { slug: string }) => {
        const offset = articles.findIndex((article) => article.slug === slug);
        return offset === -1 ? null : garden.ref('Article', keys[offset]);
      },
    },
    Mutation: {
      publishArticle: (
        _parent: unknown,
        {
          input,
        }: {
          input: {
            clientMutationId: string;
            content: { slug: string; blocksJa: string; blocksEn: string };
          };
        },
        context: MockContext,
      ) =>
        operatorRefusal(context) ??
        contentRefusal(input.content, context.language) ??
        addressTaken(input.content.slug, context.language) ?? {
          __typename: 'PublishArticlePayload',
          clientMutationId: input.clientMutationId,
          article: garden.ref('Article', keys[0]),
        },
      updateArticle: (
        _parent: unknown,
        {
          input,
        }: {
          input: {
            clientMutationId: string;
            articleId: string;
            content: { slug: string; blocksJa: string; blocksEn: string };
          };
        },
        context: MockContext,
      ) =>
        operatorRefusal(context) ??
        (keys.includes(input.articleId) ? null : notFound(context.language)) ??
        contentRefusal(input.content, context.language) ??
        addressTaken(input.content.slug, context.language, input.articleId) ?? {
          __typename: 'UpdateArticlePayload',
          clientMutationId: input.clientMutationId,
          article: garden.ref('Article', input.articleId),
        },
      deleteArticle: (
        _parent: unknown,
        { input }: { input: { clientMutationId: string; articleId: string } },
        context: MockContext,
      ) =>
        operatorRefusal(context) ??
        (keys.includes(input.articleId) ? null : notFound(context.language)) ?? {
          __typename: 'DeleteArticlePayload',
          clientMutationId: input.clientMutationId,
          deletedArticleId: input.articleId,
        },
    },
  };
};

export const articlesMock: MockFeature = {
  builders: (locale) => ({
    Article: (index) => buildArticle(locale, index),
    ArticleEdge: (index) => ({ cursor: mockCursor('Article', index) }),
    ...payloadBuilders('PublishArticlePayload', 'UpdateArticlePayload', 'DeleteArticlePayload'),
  }),
  resolvers: articlesResolvers,
};
