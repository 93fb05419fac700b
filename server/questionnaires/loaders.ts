// Per-request loaders of the questionnaires feature, through the tenant scope.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CommunityLoaders } from '../community/loaders';
import { createBatchLoader, type BatchLoader } from '../graphql/batchLoader';
import type { NodeLoader, RequestScope } from '../platform/serverFeature';
import {
  questionnaireAnswers,
  questionnaireQuestions,
  questionnaireResponses,
  questionnaires,
  type QuestionAnswerRow,
  type QuestionnaireQuestionRow,
  type QuestionnaireRow,
} from './tables';

export type QuestionnaireResponseRow = typeof questionnaireResponses.$inferSelect;

export interface QuestionnairesLoaders {
  questionnaireById: NodeLoader<QuestionnaireRow>;
  questionnaireBySlug: BatchLoader<string, QuestionnaireRow | null>;
  questionById: NodeLoader<QuestionnaireQuestionRow>;
  /** A questionnaire's questions, in order. */
  questionsOf: BatchLoader<number, QuestionnaireQuestionRow[]>;
  /** The viewer's response to a questionnaire, if any (null for a visitor). */
  viewerResponse: BatchLoader<number, QuestionnaireResponseRow | null>;
  /** The viewer's answers to a questionnaire. */
  viewerAnswers: BatchLoader<number, QuestionAnswerRow[]>;
}

export function createQuestionnairesLoaders(
  { db }: RequestScope,
  others: { community: CommunityLoaders },
): QuestionnairesLoaders {
  const viewerResponse = createBatchLoader(async (ids: number[]) => {
    const viewer = await others.community.viewerUser();
    if (!viewer) return new Map<number, QuestionnaireResponseRow>();
    const rows = await db.select(
      questionnaireResponses,
      and(
        inArray(questionnaireResponses.questionnaireId, ids),
        eq(questionnaireResponses.userId, viewer.id),
      ),
    );
    return new Map(rows.map((row) => [row.questionnaireId, row]));
  }, null);
  return {
    questionnaireById: db.rowsById(questionnaires),
    questionnaireBySlug: createBatchLoader(
      async (slugs: string[]) =>
        new Map(
          (await db.select(questionnaires, inArray(questionnaires.slug, slugs))).map((row) => [
            row.slug,
            row,
          ]),
        ),
      null,
    ),
    questionById: db.rowsById(questionnaireQuestions),
    questionsOf: createBatchLoader(async (ids: number[]) => {
      const rows = await db
        .select(questionnaireQuestions, inArray(questionnaireQuestions.questionnaireId, ids))
        .orderBy(asc(questionnaireQuestions.position), asc(questionnaireQuestions.id));
      const byQuestionnaire = new Map<number, QuestionnaireQuestionRow[]>();
      for (const row of rows) {
        const list = byQuestionnaire.get(row.questionnaireId) ?? [];
        list.push(row);
        byQuestionnaire.set(row.questionnaireId, list);
      }
      return byQuestionnaire;
    }, []),
    viewerResponse,
    viewerAnswers: createBatchLoader(async (ids: number[]) => {
      const responses = (await Promise.all(ids.map((id) => viewerResponse.load(id)))).filter(
        (row): row is QuestionnaireResponseRow => row !== null,
      );
      if (responses.length === 0) return new Map<number, QuestionAnswerRow[]>();
      const rows = await db
        .select(
          questionnaireAnswers,
          inArray(
            questionnaireAnswers.responseId,
            responses.map((row) => row.id),
          ),
        )
        .orderBy(asc(questionnaireAnswers.id));
      const byQuestionnaire = new Map<number, QuestionAnswerRow[]>();
      for (const row of rows) {
        const list = byQuestionnaire.get(row.questionnaireId) ?? [];
        list.push(row);
        byQuestionnaire.set(row.questionnaireId, list);
      }
      return byQuestionnaire;
    }, []),
  };
}
