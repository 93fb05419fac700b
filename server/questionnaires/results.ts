// The aggregated answers of a question (operators' QuestionnaireQuestion.result), and the
// whole questionnaire's answers as CSV (server/platform/operatorCsv.ts: UTF-8 with a BOM,
// every cell quoted and CRLF line ends, so Excel opens it right).
import { asc, eq, sql } from 'drizzle-orm';
import type { GraphQLContext } from '../context';
import type { TenantScope } from '../db/tenantScope';
import { csvBytes, tokyoTime } from '../platform/operatorCsv';
import { localized } from '../seo/siteMetadataOf';
import {
  questionnaireAnswers,
  questionnaireQuestions,
  questionnaireResponses,
  type QuestionAnswerRow,
  type QuestionnaireQuestionRow,
  type QuestionnaireRow,
} from './tables';
import csvEn from '../../locales/en/questionnaires.json';
import csvJa from '../../locales/ja/questionnaires.json';

const countAll = sql<number>`count(*)::int`;

export async function questionResult(context: GraphQLContext, question: QuestionnaireQuestionRow) {
  const { db, language } = context;
  const of = eq(questionnaireAnswers.questionId, question.id);
  const [totals] = await db.selectFields(
    {
      count: countAll,
      average: sql<number | null>`avg(${questionnaireAnswers.rating})::float8`,
    },
    questionnaireAnswers,
    of,
  );
  const isChoice = question.kind === 'SINGLE_CHOICE' || question.kind === 'MULTIPLE_CHOICE';
  const counts = new Map<string, number>();
  if (isChoice) {
    const rows = await db
      .selectFields(
        {
          key: sql<string>`jsonb_array_elements_text(${questionnaireAnswers.choiceKeys})`,
          count: countAll,
        },
        questionnaireAnswers,
        of,
      )
      .groupBy(sql`1`);
    for (const row of rows) counts.set(row.key, Number(row.count));
  }
  return {
    answerCount: Number(totals?.count ?? 0),
    choiceCounts: question.choices.map((choice) => ({
      choice: { key: choice.key, label: localized(choice.label, language) },
      count: counts.get(choice.key) ?? 0,
    })),
    averageRating:
      question.kind === 'RATING' && totals?.average != null
        ? Math.round(Number(totals.average) * 100) / 100
        : null,
  };
}

function answerText(
  question: QuestionnaireQuestionRow,
  answer: QuestionAnswerRow | undefined,
  language: 'ja' | 'en',
): string {
  if (!answer) return '';
  switch (question.kind) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return answer.choiceKeys
        .map((key) => {
          const choice = question.choices.find((item) => item.key === key);
          return choice ? localized(choice.label, language) : key;
        })
        .join(' / ');
    case 'FREE_TEXT':
      return answer.text ?? '';
    case 'RATING':
      return answer.rating === null ? '' : String(answer.rating);
    case 'DATE':
      return answer.date ?? '';
  }
}

/** Every response of the questionnaire, one line each, oldest first; the header in `language`. */
export async function questionnaireCsv(
  db: TenantScope,
  questionnaire: QuestionnaireRow,
  language: 'ja' | 'en',
): Promise<Uint8Array<ArrayBuffer>> {
  const words = language === 'en' ? csvEn : csvJa;
  const questions = await db
    .select(questionnaireQuestions, eq(questionnaireQuestions.questionnaireId, questionnaire.id))
    .orderBy(asc(questionnaireQuestions.position), asc(questionnaireQuestions.id));
  const responses = await db
    .select(questionnaireResponses, eq(questionnaireResponses.questionnaireId, questionnaire.id))
    .orderBy(asc(questionnaireResponses.id));
  const answers = await db.select(
    questionnaireAnswers,
    eq(questionnaireAnswers.questionnaireId, questionnaire.id),
  );
  const byResponse = new Map<number, Map<number, QuestionAnswerRow>>();
  for (const answer of answers) {
    const map = byResponse.get(answer.responseId) ?? new Map<number, QuestionAnswerRow>();
    map.set(answer.questionId, answer);
    byResponse.set(answer.responseId, map);
  }
  const header = [
    words['questionnaires.csv.respondent'],
    words['questionnaires.csv.answeredAt'],
    ...questions.map((question) => localized(question.title, language)),
  ];
  const lines = [header];
  responses.forEach((response, index) => {
    const mine = byResponse.get(response.id);
    lines.push([
      String(index + 1),
      tokyoTime(response.updatedAt),
      ...questions.map((question) => answerText(question, mine?.get(question.id), language)),
    ]);
  });
  return csvBytes(lines);
}
