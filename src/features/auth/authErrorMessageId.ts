import { defineMessages } from 'react-intl';

// Declared with defineMessages so `npm run check:i18n` sees every id.
const messages = defineMessages({
  errorEmailAlreadyInUse: { id: 'auth.error.emailAlreadyInUse' },
  errorInvalidEmail: { id: 'auth.error.invalidEmail' },
  errorNetwork: { id: 'auth.error.network' },
  errorTooManyRequests: { id: 'auth.error.tooManyRequests' },
  errorUnknown: { id: 'auth.error.unknown' },
  errorUserDisabled: { id: 'auth.error.userDisabled' },
  errorWeakPassword: { id: 'auth.error.weakPassword' },
  errorWrongCredentials: { id: 'auth.error.wrongCredentials' },
});

// Maps the sign-in service's error codes to message ids in locales/*/auth.json.
const messageIdByCode: Record<string, string> = {
  'auth/email-already-in-use': messages.errorEmailAlreadyInUse.id,
  'auth/weak-password': messages.errorWeakPassword.id,
  'auth/invalid-email': messages.errorInvalidEmail.id,
  'auth/wrong-password': messages.errorWrongCredentials.id,
  'auth/invalid-credential': messages.errorWrongCredentials.id,
  'auth/invalid-login-credentials': messages.errorWrongCredentials.id,
  'auth/user-not-found': messages.errorWrongCredentials.id,
  'auth/user-disabled': messages.errorUserDisabled.id,
  'auth/too-many-requests': messages.errorTooManyRequests.id,
  'auth/network-request-failed': messages.errorNetwork.id,
};

export function authErrorMessageId(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return messageIdByCode[code] ?? messages.errorUnknown.id;
}
