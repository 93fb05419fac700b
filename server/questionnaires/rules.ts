// Limits of questionnaires, and the check of an operator's questionnaire input.
import type {
  QuestionnaireFieldsInput,
  QuestionnaireQuestionInput,
} from '../__generated__/resolvers-types';
import { checkTextLength } from '../graphql/textLength';
import { cleanText } from '../graphql/textRules';
import type { Translate } from '../graphql/translate';
import { invalidInput, type InvalidInputResult } from '../graphql/typedErrors';
import type { LocalizedText } from '../platform/tables';
import type { QuestionChoiceValue } from './tables';

export const QUESTIONNAIRE_ID = /^[a-z0-9](?:[a-z0-9-]{1,62})[a-z0-9]$/;

export const QUESTIONNAIRE_LIMITS = {
  title: 100,
  description: 2000,
  questionTitle: 200,
  questionDescription: 500,
  choiceLabel: 100,
  questions: { min: 1, max: 30 },
  choices: { min: 2, max: 20 },
  ratingMax: { min: 2, max: 10, default: 5 },
  maxLength: { min: 1, max: 2000, default: 500 },
  rewardCoins: { min: 0, max: 100_000 },
} as const;

/** Page sizes of the connections. */
export const MAX_QUESTIONNAIRES_PER_PAGE = 50;
export const MAX_TEXT_ANSWERS_PER_PAGE = 50;

export interface CheckedQuestion {
  kind: QuestionnaireQuestionInput['kind'];
  title: LocalizedText;
  description: LocalizedText;
  required: boolean;
  choices: QuestionChoiceValue[];
  ratingMax: number | null;
  maxLength: number | null;
}

export interface CheckedQuestionnaire {
  title: LocalizedText;
  description: LocalizedText;
  rewardCoins: number;
  opensAt: Date;
  closesAt: Date;
  editableUntilClose: boolean;
  questions: CheckedQuestion[];
}

const within = (value: number, range: { min: number; max: number }) =>
  Number.isInteger(value) && value >= range.min && value <= range.max;

function checkQuestion(
  t: Translate,
  input: QuestionnaireQuestionInput,
): CheckedQuestion | InvalidInputResult {
  const L = QUESTIONNAIRE_LIMITS;
  const title = { ja: cleanText(input.titleJa, 'name'), en: cleanText(input.titleEn, 'name') };
  for (const text of [title.ja, title.en]) {
    const error = checkTextLength(t, 'questions', text, L.questionTitle);
    if (error) return error;
  }
  const description = {
    ja: cleanText(input.descriptionJa ?? '', 'body'),
    en: cleanText(input.descriptionEn ?? '', 'body'),
  };
  if ([description.ja, description.en].some((text) => [...text].length > L.questionDescription))
    return invalidInput(t, 'questions', 'TOO_LONG', L.questionDescription);
  const isChoice = input.kind === 'SINGLE_CHOICE' || input.kind === 'MULTIPLE_CHOICE';
  const choiceInputs = input.choices ?? [];
  if (isChoice ? !within(choiceInputs.length, L.choices) : choiceInputs.length > 0)
    return invalidInput(t, 'questions', 'INVALID_FORMAT');
  const choices: QuestionChoiceValue[] = [];
  for (const [index, choice] of choiceInputs.entries()) {
    const label = { ja: cleanText(choice.labelJa, 'name'), en: cleanText(choice.labelEn, 'name') };
    for (const text of [label.ja, label.en]) {
      const error = checkTextLength(t, 'questions', text, L.choiceLabel);
      if (error) return error;
    }
    choices.push({ key: `c${index + 1}`, label });
  }
  if (input.kind !== 'RATING' && input.ratingMax != null)
    return invalidInput(t, 'questions', 'INVALID_FORMAT');
  if (input.kind !== 'FREE_TEXT' && input.maxLength != null)
    return invalidInput(t, 'questions', 'INVALID_FORMAT');
  const ratingMax = input.kind === 'RATING' ? (input.ratingMax ?? L.ratingMax.default) : null;
  if (ratingMax !== null && !within(ratingMax, L.ratingMax))
    return invalidInput(t, 'questions', 'INVALID_FORMAT', L.ratingMax.max);
  const maxLength = input.kind === 'FREE_TEXT' ? (input.maxLength ?? L.maxLength.default) : null;
  if (maxLength !== null && !within(maxLength, L.maxLength))
    return invalidInput(t, 'questions', 'INVALID_FORMAT', L.maxLength.max);
  return {
    kind: input.kind,
    title,
    description,
    required: input.required,
    choices,
    ratingMax,
    maxLength,
  };
}

/** The operator's questionnaire, cleaned, or the first rule it breaks. */
export function checkQuestionnaireFields(
  t: Translate,
  input: QuestionnaireFieldsInput,
): CheckedQuestionnaire | InvalidInputResult {
  const L = QUESTIONNAIRE_LIMITS;
  const texts = {
    titleJa: cleanText(input.titleJa, 'name'),
    titleEn: cleanText(input.titleEn, 'name'),
    descriptionJa: cleanText(input.descriptionJa, 'body'),
    descriptionEn: cleanText(input.descriptionEn, 'body'),
  };
  for (const [field, text] of Object.entries(texts)) {
    const error = checkTextLength(
      t,
      field,
      text,
      field.startsWith('title') ? L.title : L.description,
    );
    if (error) return error;
  }
  if (!within(input.rewardCoins, L.rewardCoins))
    return invalidInput(t, 'rewardCoins', 'INVALID_FORMAT', L.rewardCoins.max);
  const opensAt = new Date(input.opensAt);
  const closesAt = new Date(input.closesAt);
  if (Number.isNaN(opensAt.getTime())) return invalidInput(t, 'opensAt', 'INVALID_FORMAT');
  if (Number.isNaN(closesAt.getTime()) || closesAt <= opensAt)
    return invalidInput(t, 'closesAt', 'INVALID_FORMAT');
  if (!within(input.questions.length, L.questions))
    return invalidInput(t, 'questions', 'INVALID_FORMAT', L.questions.max);
  const questions: CheckedQuestion[] = [];
  for (const question of input.questions) {
    const checked = checkQuestion(t, question);
    if ('__typename' in checked) return checked;
    questions.push(checked);
  }
  return {
    title: { ja: texts.titleJa, en: texts.titleEn },
    description: { ja: texts.descriptionJa, en: texts.descriptionEn },
    rewardCoins: input.rewardCoins,
    opensAt,
    closesAt,
    editableUntilClose: input.editableUntilClose,
    questions,
  };
}
