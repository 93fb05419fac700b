// Tables of the questionnaires feature: the operators' questionnaires with their questions,
// and each fan's one response (its answers, one row per answered question).
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { QuestionKind } from '../__generated__/resolvers-types';
import { users } from '../community/tables';
import { createdAt, tenantId, type LocalizedText } from '../platform/tables';

/** A questionnaire, /questionnaires/{slug}. */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    rewardCoins: integer('reward_coins').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true, mode: 'date' }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true, mode: 'date' }).notNull(),
    editableUntilClose: boolean('editable_until_close').notNull(),
    /** Fans who have answered; raised with each first answer, in its transaction. */
    responseCount: integer('response_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('questionnaires_tenant_slug').on(t.tenantId, t.slug),
    index('questionnaires_tenant_closes').on(t.tenantId, t.closesAt),
  ],
);

export interface QuestionChoiceValue {
  key: string;
  label: LocalizedText;
}

/** One question of a questionnaire, in `position` order. */
export const questionnaireQuestions = pgTable(
  'questionnaire_questions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    position: integer('position').notNull(),
    kind: text('kind').$type<QuestionKind>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    required: boolean('required').notNull(),
    choices: jsonb('choices').$type<QuestionChoiceValue[]>().notNull(),
    ratingMax: integer('rating_max'),
    maxLength: integer('max_length'),
  },
  (t) => [index('questionnaire_questions_tenant_q').on(t.tenantId, t.questionnaireId, t.position)],
);

/** A fan answered a questionnaire: one row per fan and questionnaire (the reward's anchor). */
export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    rewardCoins: integer('reward_coins').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('questionnaire_responses_tenant_q_user').on(
      t.tenantId,
      t.questionnaireId,
      t.userId,
    ),
  ],
);

/** The answer to one question within a response; left-out optional questions have none. */
export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    responseId: integer('response_id')
      .notNull()
      .references(() => questionnaireResponses.id),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => questionnaireQuestions.id),
    choiceKeys: jsonb('choice_keys').$type<string[]>().notNull(),
    text: text('text'),
    rating: integer('rating'),
    date: date('date', { mode: 'string' }),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex('questionnaire_answers_tenant_response_question').on(
      t.tenantId,
      t.responseId,
      t.questionId,
    ),
    index('questionnaire_answers_tenant_question').on(t.tenantId, t.questionId, t.id),
  ],
);

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type QuestionnaireQuestionRow = typeof questionnaireQuestions.$inferSelect;
export type QuestionAnswerRow = typeof questionnaireAnswers.$inferSelect;
