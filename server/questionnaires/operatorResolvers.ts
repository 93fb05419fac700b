// Operator mutations of the questionnaires feature: create, edit and close a questionnaire
// with its questions. Role-guarded first; idempotent per clientMutationId.
import { eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import { createOnce } from '../db/createOnce';
import { runIdempotently } from '../db/idempotency';
import type { TenantScope } from '../db/tenantScope';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  resolveResultType,
  type InvalidInputResult,
} from '../graphql/typedErrors';
import type { LocalizedText } from '../platform/tables';
import { questionnaireError, type QuestionnaireErrorResult } from './questionnaireErrors';
import { checkQuestionnaireFields, QUESTIONNAIRE_ID, type CheckedQuestion } from './rules';
import { questionnaireQuestions, questionnaires, type QuestionnaireQuestionRow } from './tables';

async function writeQuestions(tx: TenantScope, questionnaireId: number, list: CheckedQuestion[]) {
  await tx.insert(
    questionnaireQuestions,
    list.map((question, position) => ({ ...question, questionnaireId, position })),
  );
}

/** The questions as they would be stored, to tell whether an edit changes them. */
const shapeOf = (list: (CheckedQuestion | QuestionnaireQuestionRow)[]) => {
  // jsonb keeps its keys in an order of its own: compare the texts, not the objects.
  const text = (value: LocalizedText) => [value.ja ?? '', value.en ?? ''];
  return JSON.stringify(
    list.map((question) => [
      question.kind,
      text(question.title),
      text(question.description),
      question.required,
      question.choices.map((choice) => [choice.key, text(choice.label)]),
      question.ratingMax,
      question.maxLength,
    ]),
  );
};

export const questionnaireOperatorResolvers: Resolvers = {
  Mutation: {
    createQuestionnaire: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t } = context;
      if (!QUESTIONNAIRE_ID.test(input.questionnaireId))
        return invalidInput(t, 'questionnaireId', 'INVALID_FORMAT');
      const checked = checkQuestionnaireFields(t, input.fields);
      if ('__typename' in checked) return checked;
      const { questions, ...fields } = checked;
      const created = await createOnce<InvalidInputResult>(
        context,
        'createQuestionnaire',
        input,
        async (tx) => {
          const taken = await tx.count(
            questionnaires,
            eq(questionnaires.slug, input.questionnaireId),
          );
          if (taken > 0) return { refusal: invalidInput(t, 'questionnaireId', 'INVALID_FORMAT') };
          const [row] = await tx
            .insert(questionnaires, { ...fields, slug: input.questionnaireId })
            .returning({ id: questionnaires.id });
          await writeQuestions(tx, row.id, questions);
          return row.id;
        },
      );
      if ('error' in created) return created.error;
      const questionnaire = await context.loaders.questionnaires.questionnaireById.load(created.id);
      if (!questionnaire) throw new Error('A created questionnaire could not be read back');
      return {
        __typename: 'QuestionnairePayload',
        clientMutationId: input.clientMutationId,
        questionnaire,
      };
    },
    updateQuestionnaire: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t } = context;
      const id = dbIdOf(input.id, 'Questionnaire');
      const current = id ? await context.loaders.questionnaires.questionnaireById.load(id) : null;
      if (!current) return notFound(t);
      const checked = checkQuestionnaireFields(t, input.fields);
      if ('__typename' in checked) return checked;
      const { questions, ...fields } = checked;
      const result = await runIdempotently<QuestionnaireErrorResult>(
        context.db,
        {
          actor: context.identity?.uid ?? '',
          mutation: 'updateQuestionnaire',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const [locked] = await tx
            .select(questionnaires, eq(questionnaires.id, current.id))
            .for('update');
          const stored = await tx.select(
            questionnaireQuestions,
            eq(questionnaireQuestions.questionnaireId, current.id),
          );
          stored.sort((a, b) => a.position - b.position);
          const changed = shapeOf(stored) !== shapeOf(questions);
          if (changed && locked.responseCount > 0)
            return { done: false, refusal: questionnaireError(t, 'HAS_ANSWERS') };
          await tx.update(questionnaires, fields, eq(questionnaires.id, current.id));
          if (changed) {
            await tx.delete(
              questionnaireQuestions,
              eq(questionnaireQuestions.questionnaireId, current.id),
            );
            await writeQuestions(tx, current.id, questions);
          }
          return { done: true, resultRef: String(current.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      const questionnaire = await context.loaders.questionnaires.questionnaireById.load(current.id);
      if (!questionnaire) throw new Error('An edited questionnaire could not be read back');
      return {
        __typename: 'QuestionnairePayload',
        clientMutationId: input.clientMutationId,
        questionnaire,
      };
    },
    closeQuestionnaire: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t } = context;
      const id = dbIdOf(input.id, 'Questionnaire');
      const current = id ? await context.loaders.questionnaires.questionnaireById.load(id) : null;
      if (!current) return notFound(t);
      const result = await runIdempotently(
        context.db,
        {
          actor: context.identity?.uid ?? '',
          mutation: 'closeQuestionnaire',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const now = new Date();
          const [locked] = await tx
            .select(questionnaires, eq(questionnaires.id, current.id))
            .for('update');
          // Closing a closed questionnaire keeps its close; a scheduled one closes unopened.
          if (locked.closesAt > now)
            await tx.update(
              questionnaires,
              { closesAt: now, opensAt: locked.opensAt > now ? now : locked.opensAt },
              eq(questionnaires.id, current.id),
            );
          return { done: true, resultRef: String(current.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      context.renewLoaders();
      const questionnaire = await context.loaders.questionnaires.questionnaireById.load(current.id);
      if (!questionnaire) throw new Error('A closed questionnaire could not be read back');
      return {
        __typename: 'QuestionnairePayload',
        clientMutationId: input.clientMutationId,
        questionnaire,
      };
    },
  },
  CreateQuestionnaireResult: { __resolveType: resolveResultType },
  UpdateQuestionnaireResult: { __resolveType: resolveResultType },
  CloseQuestionnaireResult: { __resolveType: resolveResultType },
};
