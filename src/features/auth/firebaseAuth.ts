// The sign-in service (Firebase Auth, email + password). firebase/auth is imported
// dynamically so it stays out of the first-view bundle; only types are imported here.
import type { Auth, User } from 'firebase/auth';
import { readAppConfig } from '../../config';
import { afterFirstView } from '../../platform/afterFirstView';
import type { AuthUser } from '../../state/auth';
import { syncServerSession } from './sessionCookie';
import { mayHaveSession, rememberSession } from './sessionHint';
import { SOCIAL_PROVIDERS, type SocialProvider, type SocialProviderId } from './socialProviders';

let authPromise: Promise<Auth> | undefined;
let markAuthWanted: () => void = () => {};
const authWanted = new Promise<void>((resolve) => (markAuthWanted = resolve));

async function startAuth(): Promise<Auth> {
  const [{ initializeApp, getApps }, { getAuth, connectAuthEmulator }] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const config = readAppConfig();
  const app = getApps()[0] ?? initializeApp(config.firebase);
  const auth = getAuth(app);
  if (config.authEmulatorUrl)
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

/** The started sign-in service (loaded on first use). */
export function loadAuth(): Promise<Auth> {
  authPromise ??= startAuth();
  markAuthWanted();
  return authPromise;
}

/**
 * The service for the listeners: at once when a session may need restoring; otherwise
 * (~35 KB gzipped that a signed-out first view never uses) after the first view, or
 * earlier when someone signs in.
 */
function authForListeners(): Promise<Auth> {
  if (mayHaveSession()) return loadAuth();
  return Promise.race([authWanted, afterFirstView()]).then(loadAuth);
}

export function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName ?? undefined };
}

export async function signUp(email: string, password: string): Promise<AuthUser> {
  const auth = await loadAuth();
  const { createUserWithEmailAndPassword } = await import('firebase/auth');
  const credential = await createUserWithEmailAndPassword(auth, email, password);
  rememberSession(true);
  return toAuthUser(credential.user);
}

export async function signIn(email: string, password: string): Promise<AuthUser> {
  const auth = await loadAuth();
  const { signInWithEmailAndPassword } = await import('firebase/auth');
  const credential = await signInWithEmailAndPassword(auth, email, password);
  rememberSession(true);
  return toAuthUser(credential.user);
}

/** Signs in with a custom token the garden minted (a partner app's sign-in link). */
export async function signInWithPartnerToken(customToken: string): Promise<AuthUser> {
  const auth = await loadAuth();
  const { signInWithCustomToken } = await import('firebase/auth');
  const credential = await signInWithCustomToken(auth, customToken);
  rememberSession(true);
  return toAuthUser(credential.user);
}

export async function signOut(): Promise<void> {
  const auth = await loadAuth();
  await auth.signOut();
  rememberSession(false);
  await syncServerSession(null);
}

/**
 * The current user's ID token, or null when signed out. Waits for the persisted session
 * to be restored first, so the first request after a reload is not sent as signed out.
 */
export async function getIdToken(): Promise<string | null> {
  // Never signed in here: no session to restore, so no need to load the service first.
  if (!mayHaveSession()) return null;
  const auth = await loadAuth();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

/** The signed-in fan's uid (after the persisted session is restored), or null. */
export async function currentUid(): Promise<string | null> {
  if (!mayHaveSession()) return null;
  const auth = await loadAuth();
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}

/**
 * Forces a fresh ID token from the sign-in service (the server refused the cached one as
 * expired or revoked). False when signed out or when no fresh token could be had.
 */
export async function refreshIdToken(): Promise<boolean> {
  if (!mayHaveSession()) return false;
  const auth = await loadAuth();
  await auth.authStateReady();
  if (!auth.currentUser) return false;
  try {
    await auth.currentUser.getIdToken(true);
    return true;
  } catch {
    return false;
  }
}

/** Calls back with the user on every sign-in and sign-out; returns the unsubscribe. */
export function onAuthChanged(callback: (user: AuthUser | null) => void): () => void {
  let unsubscribe: (() => void) | undefined;
  let cancelled = false;
  void authForListeners().then((auth) => {
    if (cancelled) return;
    unsubscribe = auth.onAuthStateChanged((user) => {
      rememberSession(user !== null);
      callback(user ? toAuthUser(user) : null);
    });
  });
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}

/**
 * Calls back with the ID token on sign-in and on every token refresh, and with null on
 * sign-out; returns the unsubscribe.
 */
export function onIdTokenChanged(callback: (token: string | null) => void): () => void {
  let unsubscribe: (() => void) | undefined;
  let cancelled = false;
  void authForListeners().then((auth) => {
    if (cancelled) return;
    // Reading a token is async: a sign-out must not be overtaken by an earlier token.
    let latest = 0;
    unsubscribe = auth.onIdTokenChanged((user) => {
      const change = ++latest;
      if (!user) return callback(null);
      // A token that cannot be read counts as none: the API still sends its own refusal.
      const report = (token: string | null) => {
        if (change === latest) callback(token);
      };
      user.getIdToken().then(report, () => report(null));
    });
  });
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}

/** Whether the sign-in service refused a change for want of a recent sign-in. */
export function isRequiresRecentLogin(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'auth/requires-recent-login';
}

/** The signed-in fan's account in the sign-in service (throws auth/no-current-user). */
export async function signedInUser(): Promise<User> {
  const auth = await loadAuth();
  await auth.authStateReady();
  if (!auth.currentUser)
    throw Object.assign(new Error('signed out'), { code: 'auth/no-current-user' });
  return auth.currentUser;
}

/**
 * Signs the current fan in again with their password (before a change that needs a recent
 * sign-in); the fresh ID token carries the new sign-in time the server checks.
 */
export async function reauthenticate(password: string): Promise<void> {
  const user = await signedInUser();
  const { EmailAuthProvider, reauthenticateWithCredential } = await import('firebase/auth');
  await reauthenticateWithCredential(
    user,
    EmailAuthProvider.credential(user.email ?? '', password),
  );
  await user.getIdToken(true);
}

/** Changes the current fan's password (throws auth/requires-recent-login when too old). */
export async function changePassword(newPassword: string): Promise<void> {
  const user = await signedInUser();
  const { updatePassword } = await import('firebase/auth');
  await updatePassword(user, newPassword);
}

/** Sends a link to the new address; the e-mail changes once the fan opens it. */
export async function requestEmailChange(newEmail: string): Promise<void> {
  const user = await signedInUser();
  const { verifyBeforeUpdateEmail } = await import('firebase/auth');
  await verifyBeforeUpdateEmail(user, newEmail);
}

/** Sends the password-reset mail to an address (silently for an unknown one, as Firebase does). */
export async function sendPasswordReset(email: string): Promise<void> {
  const auth = await loadAuth();
  const { sendPasswordResetEmail } = await import('firebase/auth');
  await sendPasswordResetEmail(auth, email);
}

/** Sets a new password with the code of a password-reset mail. */
export async function resetPassword(oobCode: string, newPassword: string): Promise<void> {
  const auth = await loadAuth();
  const { confirmPasswordReset } = await import('firebase/auth');
  await confirmPasswordReset(auth, oobCode, newPassword);
}

/** A code sent by SMS: confirming it signs the fan in (once). */
export interface SmsCodeSent {
  confirm: (code: string) => Promise<AuthUser>;
}

/**
 * Sends a sign-in code by SMS to a number in E.164 form (+819012345678). The invisible
 * reCAPTCHA is drawn into `recaptchaContainer`; the emulator accepts it without a check.
 */
export async function sendSmsCode(
  phoneNumber: string,
  recaptchaContainer: HTMLElement,
): Promise<SmsCodeSent> {
  const auth = await loadAuth();
  const { RecaptchaVerifier, signInWithPhoneNumber } = await import('firebase/auth');
  const verifier = new RecaptchaVerifier(auth, recaptchaContainer, { size: 'invisible' });
  try {
    const confirmation = await signInWithPhoneNumber(auth, phoneNumber, verifier);
    return {
      confirm: async (code) => {
        const credential = await confirmation.confirm(code);
        rememberSession(true);
        return toAuthUser(credential.user);
      },
    };
  } finally {
    // A new verifier for every attempt: one verifier answers one challenge.
    verifier.clear();
  }
}

// Where the e-mail a sign-in link was sent to is kept, so the link opened on the same
// device completes without asking again.
const EMAIL_FOR_LINK_KEY = 'garden:emailForSignInLink';

/** Mails a sign-in link that comes back to `continueUrl` (the landing page). */
export async function sendSignInLink(email: string, continueUrl: string): Promise<void> {
  const auth = await loadAuth();
  const { sendSignInLinkToEmail } = await import('firebase/auth');
  await sendSignInLinkToEmail(auth, email, { url: continueUrl, handleCodeInApp: true });
  try {
    window.localStorage.setItem(EMAIL_FOR_LINK_KEY, email);
  } catch {
    // Storage refused (private mode): the landing page asks for the e-mail again.
  }
}

/** The e-mail a link was last sent to from this browser, if any. */
export function emailOfSentLink(): string | null {
  try {
    return window.localStorage.getItem(EMAIL_FOR_LINK_KEY);
  } catch {
    return null;
  }
}

/** Whether a URL is a sign-in link of the sign-in service. */
export async function isSignInLink(url: string): Promise<boolean> {
  const auth = await loadAuth();
  const { isSignInWithEmailLink } = await import('firebase/auth');
  return isSignInWithEmailLink(auth, url);
}

/** Signs in with a mailed link (the e-mail must be the one the link was sent to). */
export async function signInWithLink(email: string, url: string): Promise<AuthUser> {
  const auth = await loadAuth();
  const { signInWithEmailLink } = await import('firebase/auth');
  const credential = await signInWithEmailLink(auth, email, url);
  rememberSession(true);
  try {
    window.localStorage.removeItem(EMAIL_FOR_LINK_KEY);
  } catch {
    // Nothing kept.
  }
  return toAuthUser(credential.user);
}

/** Signs in with a social provider in a popup (the emulator's fake provider in development). */
export async function signInWithProvider(provider: SocialProvider): Promise<AuthUser> {
  const auth = await loadAuth();
  const sdk = await import('firebase/auth');
  const credential = await sdk.signInWithPopup(
    auth,
    provider.create(sdk),
    sdk.browserPopupRedirectResolver,
  );
  rememberSession(true);
  return toAuthUser(credential.user);
}

// The path a fan who left for a redirect sign-in returns to (this tab only).
const PENDING_REDIRECT_KEY = 'garden:pendingRedirectSignIn';

/**
 * Signs in with a social provider by leaving the page (narrow screens, where popups are
 * awkward); the sign-in comes back to this page and ends in finishRedirectSignIn.
 */
export async function startRedirectSignIn(
  provider: SocialProvider,
  redirectPath: string,
): Promise<void> {
  const auth = await loadAuth();
  const sdk = await import('firebase/auth');
  window.sessionStorage.setItem(PENDING_REDIRECT_KEY, redirectPath);
  await sdk.signInWithRedirect(auth, provider.create(sdk), sdk.browserPopupRedirectResolver);
}

/**
 * On the page a redirect sign-in came back to: the path the fan goes on to, or null when
 * no redirect sign-in was under way (or it was abandoned). Throws the service's refusal.
 */
export async function finishRedirectSignIn(): Promise<string | null> {
  const pending = window.sessionStorage.getItem(PENDING_REDIRECT_KEY);
  if (pending === null) return null;
  window.sessionStorage.removeItem(PENDING_REDIRECT_KEY);
  const auth = await loadAuth();
  const { getRedirectResult, browserPopupRedirectResolver } = await import('firebase/auth');
  const credential = await getRedirectResult(auth, browserPopupRedirectResolver);
  if (!credential) return null;
  rememberSession(true);
  return pending;
}

/** How the current fan can prove it is them again: the way their account signs in. */
export type ReauthMethod = 'password' | 'phone' | SocialProviderId;

export async function reauthMethodOfCurrentUser(): Promise<ReauthMethod> {
  const user = await signedInUser();
  const providers = user.providerData.map((provider) => provider.providerId);
  // A password (or e-mail link) account first, then a social provider, then phone.
  if (providers.includes('password')) return 'password';
  const social = SOCIAL_PROVIDERS.find((provider) => providers.includes(provider.id));
  if (social) return social.id;
  if (providers.includes('phone')) return 'phone';
  return 'password';
}

/** Re-authenticates the current fan with a social provider (the same account: else user-mismatch). */
export async function reauthenticateWithProvider(provider: SocialProvider): Promise<void> {
  const user = await signedInUser();
  const sdk = await import('firebase/auth');
  await sdk.reauthenticateWithPopup(user, provider.create(sdk), sdk.browserPopupRedirectResolver);
  await user.getIdToken(true);
}

/** Sends an SMS code that re-authenticates the current fan (their own number only). */
export async function sendReauthSmsCode(
  phoneNumber: string,
  recaptchaContainer: HTMLElement,
): Promise<SmsCodeSent> {
  const user = await signedInUser();
  const auth = await loadAuth();
  const { RecaptchaVerifier, reauthenticateWithPhoneNumber } = await import('firebase/auth');
  const verifier = new RecaptchaVerifier(auth, recaptchaContainer, { size: 'invisible' });
  try {
    const confirmation = await reauthenticateWithPhoneNumber(user, phoneNumber, verifier);
    return {
      confirm: async (code) => {
        const credential = await confirmation.confirm(code);
        await credential.user.getIdToken(true);
        return toAuthUser(credential.user);
      },
    };
  } finally {
    verifier.clear();
  }
}
