// Typed error results of mutations (schema/errors.graphql), with messages in the
// request language. They are returned as union members, never thrown.
import type { Translate } from './translate';

export type InvalidInputReason = 'REQUIRED' | 'TOO_LONG' | 'INVALID_FORMAT';

export interface ShouldBeLoggedInOrSignedUpResult {
  __typename: 'ShouldBeLoggedInOrSignedUpError';
  message: string;
}
export interface TextModerationResult {
  __typename: 'TextModerationError';
  message: string;
  field: string;
}
export interface InvalidInputResult {
  __typename: 'InvalidInputError';
  message: string;
  field: string;
  reason: InvalidInputReason;
  limit: number | null;
}
export interface NotFoundResult {
  __typename: 'NotFoundError';
  message: string;
}

export function shouldBeLoggedInOrSignedUp(t: Translate): ShouldBeLoggedInOrSignedUpResult {
  return {
    __typename: 'ShouldBeLoggedInOrSignedUpError',
    message: t('errors.shouldBeLoggedInOrSignedUp'),
  };
}

export function textModeration(t: Translate, field: string): TextModerationResult {
  return { __typename: 'TextModerationError', message: t('errors.textModeration'), field };
}

export function notFound(t: Translate): NotFoundResult {
  return { __typename: 'NotFoundError', message: t('errors.notFound') };
}

const fieldLabels = { body: 'errors.field.body', displayName: 'errors.field.displayName' } as const;

export function invalidInput(
  t: Translate,
  field: keyof typeof fieldLabels,
  reason: InvalidInputReason,
  limit: number | null = null,
): InvalidInputResult {
  const key =
    reason === 'REQUIRED'
      ? 'errors.invalidInput.required'
      : reason === 'TOO_LONG'
        ? 'errors.invalidInput.tooLong'
        : 'errors.invalidInput.invalidFormat';
  const message = t(key, { field: t(fieldLabels[field]), limit: limit ?? '' });
  return { __typename: 'InvalidInputError', message, field, reason, limit };
}
