// The rules of one answer to one questionnaire question, shared by the form (it checks
// before sending) and the server (it checks again, and is the one that decides).

export type QuestionKindName =
  'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'FREE_TEXT' | 'RATING' | 'DATE';

export interface QuestionRule {
  kind: QuestionKindName;
  required: boolean;
  choiceKeys: readonly string[];
  ratingMax: number | null;
  maxLength: number | null;
}

export interface AnswerValue {
  choiceKeys?: readonly string[] | null;
  text?: string | null;
  rating?: number | null;
  date?: string | null;
}

export type AnswerProblem = 'REQUIRED' | 'TOO_LONG' | 'INVALID_FORMAT';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2100 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** True when the answer says nothing (an optional question may be left so). */
export function isEmptyAnswer(question: QuestionRule, answer: AnswerValue | undefined): boolean {
  if (!answer) return true;
  switch (question.kind) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return (answer.choiceKeys ?? []).length === 0;
    case 'FREE_TEXT':
      return (answer.text ?? '').trim() === '';
    case 'RATING':
      return answer.rating == null;
    case 'DATE':
      return (answer.date ?? '').trim() === '';
  }
}

/** What is wrong with the answer to `question`, or null when it may be sent. */
export function answerProblem(
  question: QuestionRule,
  answer: AnswerValue | undefined,
): AnswerProblem | null {
  const value = answer ?? {};
  const given = {
    choiceKeys: (value.choiceKeys ?? []).length > 0,
    text: value.text != null && value.text !== '',
    rating: value.rating != null,
    date: value.date != null && value.date !== '',
  };
  const own =
    question.kind === 'SINGLE_CHOICE' || question.kind === 'MULTIPLE_CHOICE'
      ? 'choiceKeys'
      : question.kind === 'FREE_TEXT'
        ? 'text'
        : question.kind === 'RATING'
          ? 'rating'
          : 'date';
  // An answer of another kind than the question's is malformed, not missing.
  if (Object.entries(given).some(([field, set]) => set && field !== own)) return 'INVALID_FORMAT';
  if (isEmptyAnswer(question, answer)) return question.required ? 'REQUIRED' : null;
  switch (question.kind) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE': {
      const keys = value.choiceKeys ?? [];
      if (question.kind === 'SINGLE_CHOICE' && keys.length !== 1) return 'INVALID_FORMAT';
      if (new Set(keys).size !== keys.length) return 'INVALID_FORMAT';
      return keys.every((key) => question.choiceKeys.includes(key)) ? null : 'INVALID_FORMAT';
    }
    case 'FREE_TEXT':
      return [...(value.text ?? '').trim()].length > (question.maxLength ?? 500)
        ? 'TOO_LONG'
        : null;
    case 'RATING': {
      const rating = value.rating ?? 0;
      return Number.isInteger(rating) && rating >= 1 && rating <= (question.ratingMax ?? 5)
        ? null
        : 'INVALID_FORMAT';
    }
    case 'DATE':
      return isCalendarDate(value.date ?? '') ? null : 'INVALID_FORMAT';
  }
}
