// Seeding a new tenant's questionnaires (and fans' answers to them) inside the transaction
// that creates the tenant (server/db/tenants.ts). Windows are relative to the seeding
// moment, so the demo's questionnaire is always open.
import { eq, sql } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import type { LocalizedText } from '../platform/tables';
import type { CheckedQuestion } from './rules';
import {
  questionnaireAnswers,
  questionnaireQuestions,
  questionnaireResponses,
  questionnaires,
} from './tables';

const DAY = 24 * 60 * 60 * 1000;

export type QuestionSeed = Omit<CheckedQuestion, 'description' | 'choices'> & {
  description?: LocalizedText;
  /** Keys c1, c2, … in order. */
  choices?: LocalizedText[];
};

export interface QuestionnairesSeed {
  questionnaires: {
    slug: string;
    title: LocalizedText;
    description: LocalizedText;
    rewardCoins: number;
    editableUntilClose: boolean;
    /** Days from the seeding moment (negative: in the past). */
    opensInDays: number;
    closesInDays: number;
    questions: QuestionSeed[];
    /** Fans' answers: per fan key, one value per question index (null: left out). */
    answers?: Record<
      string,
      ({ choiceKeys?: string[]; text?: string; rating?: number; date?: string } | null)[]
    >;
  }[];
}

export async function seedQuestionnaires(
  tx: TenantScope,
  seed: QuestionnairesSeed,
  userIds: Record<string, number>,
): Promise<void> {
  const now = Date.now();
  for (const item of seed.questionnaires) {
    const [row] = await tx
      .insert(questionnaires, {
        slug: item.slug,
        title: item.title,
        description: item.description,
        rewardCoins: item.rewardCoins,
        editableUntilClose: item.editableUntilClose,
        opensAt: new Date(now + item.opensInDays * DAY),
        closesAt: new Date(now + item.closesInDays * DAY),
      })
      .returning({ id: questionnaires.id });
    const questionRows = await tx
      .insert(
        questionnaireQuestions,
        item.questions.map((question, position) => ({
          ...question,
          description: question.description ?? { ja: '', en: '' },
          choices: (question.choices ?? []).map((label, index) => ({
            key: `c${index + 1}`,
            label,
          })),
          questionnaireId: row.id,
          position,
        })),
      )
      .returning({ id: questionnaireQuestions.id });
    for (const [fan, values] of Object.entries(item.answers ?? {})) {
      const [response] = await tx
        .insert(questionnaireResponses, {
          questionnaireId: row.id,
          userId: userIds[fan],
          rewardCoins: item.rewardCoins,
        })
        .returning({ id: questionnaireResponses.id });
      const answers = values.flatMap((value, index) =>
        value
          ? [
              {
                responseId: response.id,
                questionnaireId: row.id,
                questionId: questionRows[index].id,
                choiceKeys: value.choiceKeys ?? [],
                text: value.text ?? null,
                rating: value.rating ?? null,
                date: value.date ?? null,
              },
            ]
          : [],
      );
      if (answers.length > 0) await tx.insert(questionnaireAnswers, answers);
      await tx.update(
        questionnaires,
        { responseCount: sql`${questionnaires.responseCount} + 1` },
        eq(questionnaires.id, row.id),
      );
    }
  }
}
