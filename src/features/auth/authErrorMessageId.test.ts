import { describe, expect, it } from 'vitest';
import enAuth from '../../../locales/en/auth.json';
import jaAuth from '../../../locales/ja/auth.json';
import { authErrorMessageId } from './authErrorMessageId';

describe('authErrorMessageId', () => {
  it.each([
    ['auth/email-already-in-use', 'auth.error.emailAlreadyInUse'],
    ['auth/weak-password', 'auth.error.weakPassword'],
    ['auth/wrong-password', 'auth.error.wrongCredentials'],
    ['auth/invalid-credential', 'auth.error.wrongCredentials'],
    ['auth/network-request-failed', 'auth.error.network'],
    ['auth/invalid-phone-number', 'auth.error.invalidPhoneNumber'],
    ['auth/invalid-verification-code', 'auth.error.wrongCode'],
    ['auth/code-expired', 'auth.error.codeExpired'],
    ['auth/expired-action-code', 'auth.error.linkExpired'],
    ['auth/popup-closed-by-user', 'auth.error.popupClosed'],
    ['auth/popup-blocked', 'auth.error.popupBlocked'],
    ['auth/account-exists-with-different-credential', 'auth.error.otherSignInMethod'],
    ['auth/credential-already-in-use', 'auth.error.credentialInUse'],
  ])('maps %s to %s', (code, id) => {
    expect(authErrorMessageId({ code })).toBe(id);
  });

  it('falls back to a general message for unknown codes and non-service errors', () => {
    expect(authErrorMessageId({ code: 'auth/something-new' })).toBe('auth.error.unknown');
    expect(authErrorMessageId(new TypeError('boom'))).toBe('auth.error.unknown');
    expect(authErrorMessageId(undefined)).toBe('auth.error.unknown');
  });

  it('only names messages that exist in both languages', () => {
    const codes = [
      'auth/email-already-in-use',
      'auth/weak-password',
      'auth/invalid-email',
      'auth/wrong-password',
      'auth/user-disabled',
      'auth/too-many-requests',
      'auth/network-request-failed',
      'auth/invalid-phone-number',
      'auth/invalid-verification-code',
      'auth/code-expired',
      'auth/captcha-check-failed',
      'auth/invalid-action-code',
      'auth/popup-closed-by-user',
      'auth/popup-blocked',
      'auth/account-exists-with-different-credential',
      'auth/other',
    ];
    for (const code of codes) {
      const id = authErrorMessageId({ code });
      expect(jaAuth).toHaveProperty([id]);
      expect(enAuth).toHaveProperty([id]);
    }
  });
});
