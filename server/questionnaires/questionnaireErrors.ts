// The questionnaires feature's typed errors (schema/questionnaires.graphql), messages in the
// request language from locales/<lang>/errors.json.
import type { QuestionnaireProblem } from '../__generated__/resolvers-types';
import type { AnswerProblem } from '../../common/questionnaireAnswers';
import type { Translate } from '../graphql/translate';
import type { InvalidInputResult } from '../graphql/typedErrors';

export interface QuestionnaireErrorResult {
  __typename: 'QuestionnaireError';
  message: string;
  questionnaireProblem: QuestionnaireProblem;
}

export function questionnaireError(
  t: Translate,
  problem: QuestionnaireProblem,
): QuestionnaireErrorResult {
  return {
    __typename: 'QuestionnaireError',
    message: t(`errors.questionnaire.${problem}`),
    questionnaireProblem: problem,
  };
}

/** An answer broke its question's rule: the field names the question (`answers.<id>`). */
export function answerRefused(
  t: Translate,
  question: { globalId: string; title: string; maxLength: number | null },
  problem: AnswerProblem,
): InvalidInputResult {
  const limit = problem === 'TOO_LONG' ? question.maxLength : null;
  const key =
    problem === 'REQUIRED'
      ? 'errors.questionnaire.answerRequired'
      : problem === 'TOO_LONG'
        ? 'errors.questionnaire.answerTooLong'
        : 'errors.questionnaire.answerInvalid';
  return {
    __typename: 'InvalidInputError',
    message: t(key, { question: question.title, limit: limit ?? '' }),
    field: `answers.${question.globalId}`,
    reason: problem,
    limit,
  };
}

/** The answers name a question the questionnaire does not have, or one twice. */
export function unknownQuestion(t: Translate): InvalidInputResult {
  return {
    __typename: 'InvalidInputError',
    message: t('errors.questionnaire.answerUnknown'),
    field: 'answers',
    reason: 'INVALID_FORMAT',
    limit: null,
  };
}
