// Mutation.answerQuestionnaire: a member answers a questionnaire while it is open. Every
// answer is checked against its question first (common/questionnaireAnswers.ts); then, in one
// transaction under the questionnaire's row lock, the fan's one response is written (or, when
// the operator allows it, replaced) and the first answer grants the reward, once: the
// response's unique row and the ledger's reference (`questionnaire:<response id>`) both hold
// it under concurrent answers.
import { and, eq, sql } from 'drizzle-orm';
import { answerProblem, isEmptyAnswer, type AnswerValue } from '../../common/questionnaireAnswers';
import type { Resolvers } from '../__generated__/resolvers-types';
import { grantFreeCoins } from '../coins/ledger';
import { runIdempotently } from '../db/idempotency';
import { cleanText } from '../graphql/textRules';
import { dbIdOf, toGlobalId } from '../graphql/globalId';
import {
  clientMutationIdReused,
  notFound,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
} from '../graphql/typedErrors';
import { localized } from '../seo/siteMetadataOf';
import { rewardLabel } from './ledgerLabels';
import {
  answerRefused,
  questionnaireError,
  unknownQuestion,
  type QuestionnaireErrorResult,
} from './questionnaireErrors';
import { statusOf } from './questionnaireStatus';
import { questionnaireAnswers, questionnaireResponses, questionnaires } from './tables';

export const answerResolvers: Resolvers = {
  Mutation: {
    answerQuestionnaire: async (_parent, { input }, context) => {
      const { t, identity, db, language } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const id = dbIdOf(input.questionnaireId, 'Questionnaire');
      const questionnaire = id
        ? await context.loaders.questionnaires.questionnaireById.load(id)
        : null;
      if (!questionnaire) return notFound(t);
      const status = statusOf(questionnaire, new Date());
      if (status === 'SCHEDULED') return questionnaireError(t, 'NOT_OPEN');
      if (status === 'CLOSED') return questionnaireError(t, 'CLOSED');

      const questions = await context.loaders.questionnaires.questionsOf.load(questionnaire.id);
      const given = new Map<number, AnswerValue>();
      for (const answer of input.answers) {
        const questionId = dbIdOf(answer.questionId, 'QuestionnaireQuestion');
        if (
          questionId === null ||
          given.has(questionId) ||
          !questions.some((question) => question.id === questionId)
        )
          return unknownQuestion(t);
        given.set(questionId, answer);
      }
      const rows: Omit<typeof questionnaireAnswers.$inferInsert, 'tenantId' | 'responseId'>[] = [];
      for (const question of questions) {
        const answer = given.get(question.id);
        const rule = { ...question, choiceKeys: question.choices.map((choice) => choice.key) };
        const problem = answerProblem(rule, answer);
        if (problem)
          return answerRefused(
            t,
            {
              globalId: toGlobalId('QuestionnaireQuestion', question.id),
              title: localized(question.title, language),
              maxLength: question.maxLength,
            },
            problem,
          );
        // A left-out optional question has no row.
        if (!answer || isEmptyAnswer(rule, answer)) continue;
        rows.push({
          questionnaireId: questionnaire.id,
          questionId: question.id,
          choiceKeys: [...(answer.choiceKeys ?? [])],
          text: question.kind === 'FREE_TEXT' ? cleanText(answer.text ?? '', 'body') : null,
          rating: question.kind === 'RATING' ? (answer.rating ?? null) : null,
          date: question.kind === 'DATE' ? (answer.date ?? null) : null,
        });
      }

      const result = await runIdempotently<QuestionnaireErrorResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'answerQuestionnaire',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const refuse = (problem: QuestionnaireErrorResult['questionnaireProblem']) => ({
            done: false as const,
            refusal: questionnaireError(t, problem),
          });
          // The lock makes concurrent answers of one questionnaire wait for each other.
          const [locked] = await tx
            .select(questionnaires, eq(questionnaires.id, questionnaire.id))
            .for('update');
          const now = new Date();
          const stillOpen = statusOf(locked, now);
          if (stillOpen === 'CLOSED') return refuse('CLOSED');
          if (stillOpen === 'SCHEDULED') return refuse('NOT_OPEN');
          const [existing] = await tx.select(
            questionnaireResponses,
            and(
              eq(questionnaireResponses.questionnaireId, locked.id),
              eq(questionnaireResponses.userId, viewer.id),
            ),
          );
          if (existing) {
            if (!locked.editableUntilClose) return refuse('ALREADY_ANSWERED');
            await tx.delete(questionnaireAnswers, eq(questionnaireAnswers.responseId, existing.id));
            await tx.update(
              questionnaireResponses,
              { updatedAt: now },
              eq(questionnaireResponses.id, existing.id),
            );
            if (rows.length > 0)
              await tx.insert(
                questionnaireAnswers,
                rows.map((row) => ({ ...row, responseId: existing.id, answeredAt: now })),
              );
            return { done: true, resultRef: '0' };
          }
          const [response] = await tx
            .insert(questionnaireResponses, {
              questionnaireId: locked.id,
              userId: viewer.id,
              rewardCoins: locked.rewardCoins,
            })
            .onConflictDoNothing()
            .returning({ id: questionnaireResponses.id });
          if (!response) return refuse('ALREADY_ANSWERED');
          await tx.update(
            questionnaires,
            { responseCount: sql`${questionnaires.responseCount} + 1` },
            eq(questionnaires.id, locked.id),
          );
          if (rows.length > 0)
            await tx.insert(
              questionnaireAnswers,
              rows.map((row) => ({ ...row, responseId: response.id, answeredAt: now })),
            );
          if (locked.rewardCoins > 0)
            await grantFreeCoins(tx, {
              userId: viewer.id,
              amount: locked.rewardCoins,
              reference: `questionnaire:${response.id}`,
              label: rewardLabel(locked.title),
            });
          return { done: true, resultRef: String(locked.rewardCoins) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      const fresh = await context.loaders.questionnaires.questionnaireById.load(questionnaire.id);
      if (!fresh) throw new Error('An answered questionnaire could not be read back');
      return {
        __typename: 'AnswerQuestionnairePayload',
        clientMutationId: input.clientMutationId,
        questionnaire: fresh,
        rewardCoins: Number(result.resultRef),
        viewer: {},
      };
    },
  },
  AnswerQuestionnaireResult: { __resolveType: resolveResultType },
};
