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
  errorInvalidPhoneNumber: { id: 'auth.error.invalidPhoneNumber' },
  errorWrongCode: { id: 'auth.error.wrongCode' },
  errorCodeExpired: { id: 'auth.error.codeExpired' },
  errorCaptchaFailed: { id: 'auth.error.captchaFailed' },
  errorLinkExpired: { id: 'auth.error.linkExpired' },
  errorPopupClosed: { id: 'auth.error.popupClosed' },
  errorPopupBlocked: { id: 'auth.error.popupBlocked' },
  errorOtherSignInMethod: { id: 'auth.error.otherSignInMethod' },
  errorUserMismatch: { id: 'auth.error.userMismatch' },
  errorCredentialInUse: { id: 'auth.error.credentialInUse' },
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
  // Phone number sign-in.
  'auth/invalid-phone-number': messages.errorInvalidPhoneNumber.id,
  'auth/missing-phone-number': messages.errorInvalidPhoneNumber.id,
  'auth/invalid-verification-code': messages.errorWrongCode.id,
  'auth/missing-verification-code': messages.errorWrongCode.id,
  'auth/code-expired': messages.errorCodeExpired.id,
  'auth/quota-exceeded': messages.errorTooManyRequests.id,
  'auth/captcha-check-failed': messages.errorCaptchaFailed.id,
  // E-mail link sign-in.
  'auth/invalid-action-code': messages.errorLinkExpired.id,
  'auth/expired-action-code': messages.errorLinkExpired.id,
  // Social sign-in.
  'auth/popup-closed-by-user': messages.errorPopupClosed.id,
  'auth/cancelled-popup-request': messages.errorPopupClosed.id,
  'auth/user-cancelled': messages.errorPopupClosed.id,
  'auth/popup-blocked': messages.errorPopupBlocked.id,
  'auth/account-exists-with-different-credential': messages.errorOtherSignInMethod.id,
  // Adding a phone number (or an account) that another account signs in with.
  'auth/credential-already-in-use': messages.errorCredentialInUse.id,
  // Re-authentication with another account than the signed-in one.
  'auth/user-mismatch': messages.errorUserMismatch.id,
};

export function authErrorMessageId(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return messageIdByCode[code] ?? messages.errorUnknown.id;
}
