// Maps the sign-in service's error codes to message ids in locales/*/auth.json.
const messageIdByCode: Record<string, string> = {
  'auth/email-already-in-use': 'auth.error.emailAlreadyInUse',
  'auth/weak-password': 'auth.error.weakPassword',
  'auth/invalid-email': 'auth.error.invalidEmail',
  'auth/wrong-password': 'auth.error.wrongCredentials',
  'auth/invalid-credential': 'auth.error.wrongCredentials',
  'auth/invalid-login-credentials': 'auth.error.wrongCredentials',
  'auth/user-not-found': 'auth.error.wrongCredentials',
  'auth/user-disabled': 'auth.error.userDisabled',
  'auth/too-many-requests': 'auth.error.tooManyRequests',
  'auth/network-request-failed': 'auth.error.network',
};

export function authErrorMessageId(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return messageIdByCode[code] ?? 'auth.error.unknown';
}
