// Client-side checks before calling the sign-in service; each returns a message id
// from locales/*/auth.json, or null when the value is fine.

import { defineMessages } from 'react-intl';
import { isEmailAddress } from '../../../common/emailAddress';
import { ageBandOf, ageOn, parseDateOfBirth } from '../../../common/ageBands';
import { MAX_DISPLAY_NAME_LENGTH } from '../../../common/limits';

// Declared with defineMessages so `npm run check:i18n` sees every id.
const messages = defineMessages({
  validationDisplayNameRequired: { id: 'auth.validation.displayNameRequired' },
  validationDisplayNameTooLong: { id: 'auth.validation.displayNameTooLong' },
  validationEmailInvalid: { id: 'auth.validation.emailInvalid' },
  validationEmailRequired: { id: 'auth.validation.emailRequired' },
  validationPasswordRequired: { id: 'auth.validation.passwordRequired' },
  validationPasswordTooShort: { id: 'auth.validation.passwordTooShort' },
  validationDateOfBirthRequired: { id: 'auth.validation.dateOfBirthRequired' },
  validationDateOfBirthInvalid: { id: 'auth.validation.dateOfBirthInvalid' },
  validationTooYoung: { id: 'auth.validation.tooYoung' },
  validationTermsRequired: { id: 'auth.validation.termsRequired' },
});

export const PASSWORD_MIN_LENGTH = 6; // the sign-in service refuses shorter passwords

export function emailError(email: string): string | null {
  if (!email.trim()) return messages.validationEmailRequired.id;
  return isEmailAddress(email.trim()) ? null : messages.validationEmailInvalid.id;
}

export function passwordError(password: string, isNewAccount: boolean): string | null {
  if (!password) return messages.validationPasswordRequired.id;
  return isNewAccount && password.length < PASSWORD_MIN_LENGTH
    ? messages.validationPasswordTooShort.id
    : null;
}

export function displayNameError(displayName: string): string | null {
  const trimmed = displayName.trim();
  if (!trimmed) return messages.validationDisplayNameRequired.id;
  return [...trimmed].length > MAX_DISPLAY_NAME_LENGTH
    ? messages.validationDisplayNameTooLong.id
    : null;
}

/** Checked before the account is created, so a child never gets one; the server checks again. */
export function dateOfBirthError(dateOfBirth: string, today = new Date()): string | null {
  if (!dateOfBirth) return messages.validationDateOfBirthRequired.id;
  const birth = parseDateOfBirth(dateOfBirth);
  if (!birth || birth > today) return messages.validationDateOfBirthInvalid.id;
  return ageBandOf(ageOn(birth, today)) === 'UNDER_13' ? messages.validationTooYoung.id : null;
}

export function termsError(agreed: boolean): string | null {
  return agreed ? null : messages.validationTermsRequired.id;
}
