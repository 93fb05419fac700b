// Firebase's email actions (the links in its emails point at /auth/handler): verify an
// email address, reset a password, finish an email-link sign-in. firebase/auth loads only
// when one of them is used.
import { loadAuth, toAuthUser } from '../auth/firebaseAuth';
import { rememberSession } from '../auth/sessionHint';
import type { AuthUser } from '../../state/auth';

/** Where the page that sent a sign-in link keeps the address it was sent to. */
export const EMAIL_FOR_SIGN_IN_KEY = 'garden.emailForSignIn';

export async function verifyEmail(actionCode: string): Promise<void> {
  const [auth, { applyActionCode }] = await Promise.all([loadAuth(), import('firebase/auth')]);
  await applyActionCode(auth, actionCode);
}

/** Checks the reset code; returns the account's email address. */
export async function checkPasswordResetCode(actionCode: string): Promise<string> {
  const [auth, { verifyPasswordResetCode }] = await Promise.all([
    loadAuth(),
    import('firebase/auth'),
  ]);
  return verifyPasswordResetCode(auth, actionCode);
}

export async function resetPassword(actionCode: string, newPassword: string): Promise<void> {
  const [auth, { confirmPasswordReset }] = await Promise.all([loadAuth(), import('firebase/auth')]);
  await confirmPasswordReset(auth, actionCode, newPassword);
}

export async function isEmailSignInLink(link: string): Promise<boolean> {
  const [auth, { isSignInWithEmailLink }] = await Promise.all([
    loadAuth(),
    import('firebase/auth'),
  ]);
  return isSignInWithEmailLink(auth, link);
}

export async function signInWithLink(email: string, link: string): Promise<AuthUser> {
  const [auth, { signInWithEmailLink }] = await Promise.all([loadAuth(), import('firebase/auth')]);
  const credential = await signInWithEmailLink(auth, email, link);
  rememberSession(true);
  return toAuthUser(credential.user);
}
