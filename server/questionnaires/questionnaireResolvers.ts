// Reading questionnaires: the garden's list, one by its address, its questions and the
// viewer's answers; operators also read the aggregated results and free-text answers.
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, hasRole } from '../community/roles';
import type { GraphQLContext } from '../context';
import {
  checkPageSize,
  decodeCursor,
  emptyPage,
  encodeCursor,
  offsetAfter,
  offsetPage,
} from '../graphql/cursor';
import { toGlobalId } from '../graphql/globalId';
import { localized } from '../seo/siteMetadataOf';
import { resultsCsvPath, statusOf } from './questionnaireStatus';
import { questionResult } from './results';
import { MAX_QUESTIONNAIRES_PER_PAGE, MAX_TEXT_ANSWERS_PER_PAGE } from './rules';
import { questionnaireAnswers, questionnaires } from './tables';

export async function viewerIsOperator(context: GraphQLContext): Promise<boolean> {
  return hasRole(await context.loaders.community.viewerUser(), OPERATOR_ROLES);
}

export const questionnaireResolvers: Resolvers = {
  Community: {
    questionnaires: async (_community, args, context) => {
      const size = checkPageSize(context.t, args.first ?? 20, MAX_QUESTIONNAIRES_PER_PAGE);
      const offset = offsetAfter(context.t, args.after);
      const now = new Date();
      const operator = await viewerIsOperator(context);
      // Open ones first, nearest deadline first; then the closed ones, newest close first.
      const closed = sql`(${questionnaires.closesAt} <= ${now.toISOString()}::timestamptz)`;
      const rows = await context.db
        .select(questionnaires, operator ? undefined : lt(questionnaires.opensAt, now))
        .orderBy(
          closed,
          sql`case when ${closed} then null else ${questionnaires.closesAt} end asc nulls last`,
          desc(questionnaires.closesAt),
          desc(questionnaires.id),
        )
        .limit(size + 1)
        .offset(offset);
      return offsetPage(rows, offset, size);
    },
    questionnaire: async (_community, { questionnaireId }, context) => {
      if (questionnaireId.length > 64) return null;
      const row = await context.loaders.questionnaires.questionnaireBySlug.load(questionnaireId);
      if (!row) return null;
      if (statusOf(row, new Date()) === 'SCHEDULED' && !(await viewerIsOperator(context)))
        return null;
      return row;
    },
  },
  Questionnaire: {
    id: (row) => toGlobalId('Questionnaire', row.id),
    questionnaireId: (row) => row.slug,
    title: (row, _args, { language }) => localized(row.title, language),
    description: (row, _args, { language }) => localized(row.description, language),
    rewardCoins: (row) => row.rewardCoins,
    opensAt: (row) => row.opensAt,
    closesAt: (row) => row.closesAt,
    status: (row) => statusOf(row, new Date()),
    editableUntilClose: (row) => row.editableUntilClose,
    questions: (row, _args, context) => context.loaders.questionnaires.questionsOf.load(row.id),
    responseCount: (row) => row.responseCount,
    viewerAnsweredAt: async (row, _args, context) =>
      (await context.loaders.questionnaires.viewerResponse.load(row.id))?.createdAt ?? null,
    viewerAnswers: (row, _args, context) =>
      context.loaders.questionnaires.viewerAnswers.load(row.id),
    viewerRewardCoins: async (row, _args, context) =>
      (await context.loaders.questionnaires.viewerResponse.load(row.id))?.rewardCoins ?? 0,
    resultsCsvPath: async (row, _args, context) =>
      (await viewerIsOperator(context)) ? resultsCsvPath(context.tenantId, row.slug) : null,
  },
  QuestionnaireQuestion: {
    id: (row) => toGlobalId('QuestionnaireQuestion', row.id),
    kind: (row) => row.kind,
    title: (row, _args, { language }) => localized(row.title, language),
    description: (row, _args, { language }) => localized(row.description, language),
    required: (row) => row.required,
    choices: (row, _args, { language }) =>
      row.choices.map((choice) => ({ key: choice.key, label: localized(choice.label, language) })),
    ratingMax: (row) => row.ratingMax,
    maxLength: (row) => row.maxLength,
    result: async (row, _args, context) =>
      (await viewerIsOperator(context)) ? questionResult(context, row) : null,
    textAnswers: async (row, args, context) => {
      const size = checkPageSize(context.t, args.first ?? 10, MAX_TEXT_ANSWERS_PER_PAGE);
      const before = args.after ? decodeCursor(context.t, 'questionAnswerId', args.after) : null;
      if (row.kind !== 'FREE_TEXT' || !(await viewerIsOperator(context))) return emptyPage();
      const rows = await context.db
        .selectFields(
          {
            id: questionnaireAnswers.id,
            text: questionnaireAnswers.text,
            answeredAt: questionnaireAnswers.answeredAt,
          },
          questionnaireAnswers,
          and(
            eq(questionnaireAnswers.questionId, row.id),
            before !== null ? lt(questionnaireAnswers.id, before) : gt(questionnaireAnswers.id, 0),
          ),
        )
        .orderBy(desc(questionnaireAnswers.id))
        .limit(size + 1);
      const edges = rows.slice(0, size).map((answer) => ({
        cursor: encodeCursor('questionAnswerId', answer.id),
        node: { text: answer.text ?? '', answeredAt: answer.answeredAt },
      }));
      return {
        edges,
        pageInfo: {
          hasNextPage: rows.length > size,
          hasPreviousPage: before !== null,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
  },
  QuestionAnswer: {
    question: async (row, _args, context) => {
      const question = await context.loaders.questionnaires.questionById.load(row.questionId);
      if (!question) throw new Error('The question of an answer is missing');
      return question;
    },
    choiceKeys: (row) => row.choiceKeys,
    text: (row) => row.text,
    rating: (row) => row.rating,
    date: (row) => row.date,
  },
};
