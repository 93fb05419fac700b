// Who is calling: the Firebase ID token of the authorization header (or, on page loads, the
// Firebase session cookie), verified with firebase-admin. With FIREBASE_AUTH_EMULATOR_HOST
// set, firebase-admin accepts the emulator's unsigned tokens (and asks the emulator whether
// they were revoked); that mode is refused in production. Otherwise it verifies real
// tokens for the project. A missing or malformed token means a signed-out visitor; a
// token that was valid but is now expired or revoked is reported as such, so the caller
// can tell the app to refresh it instead of silently treating the fan as signed out.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { assertEmulatorAllowed, EmulatorInProductionError } from './emulatorMode';

export interface AuthIdentity {
  uid: string;
  email?: string;
  /** Whether the sign-in provider verified the email (partner apps learn it: server/oidc). */
  emailVerified?: boolean;
  /** When the fan last signed in (seconds since the epoch): recent-login checks read it. */
  authTime?: number;
}

/** Why a presented credential was refused: the app refreshes its token on these. */
export class StaleCredentialError extends Error {
  constructor(readonly reason: 'expired' | 'revoked' | 'disabled') {
    super(`the credential is ${reason}`);
    this.name = 'StaleCredentialError';
  }
}

export type TokenCheck =
  { identity: AuthIdentity | null } | { stale: true; reason: StaleCredentialError['reason'] };

export interface IdTokenVerifier {
  /** The identity, null when signed out; throws StaleCredentialError for a stale token. */
  identify(authorizationHeader: string | null): Promise<AuthIdentity | null>;
  /** Like identify, but a stale token is reported (`stale`) instead of thrown. */
  check(authorizationHeader: string | null): Promise<TokenCheck>;
  /** The identity of a session cookie, or null (page loads never fail on a bad cookie). */
  identifySession(sessionCookie: string | undefined): Promise<AuthIdentity | null>;
  /** A session cookie for a fresh ID token (Firebase `createSessionCookie`). */
  createSession(idToken: string, expiresInMs: number): Promise<string>;
  /** Deletes a sign-in account (a fan who deleted their account everywhere). */
  deleteUser(uid: string): Promise<void>;
  /** Marks the account's e-mail verified (the fan proved it with a mailed code). */
  markEmailVerified(uid: string): Promise<void>;
  /** A Firebase custom token for `uid` (a partner app's user: server/oidc/partnerSignIn.ts). */
  createCustomToken(uid: string, claims: Record<string, string>): Promise<string>;
  close(): Promise<void>;
}

let appCount = 0;

const STALE_CODES: Record<string, StaleCredentialError['reason']> = {
  'auth/id-token-expired': 'expired',
  'auth/session-cookie-expired': 'expired',
  'auth/id-token-revoked': 'revoked',
  'auth/session-cookie-revoked': 'revoked',
  'auth/user-disabled': 'disabled',
};

function staleReason(error: unknown): StaleCredentialError['reason'] | undefined {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' ? STALE_CODES[code] : undefined;
}

export function createIdTokenVerifier(options: {
  projectId: string;
  /** APP_ENV=production: the emulator's unsigned tokens are never accepted. */
  production?: boolean;
  onInvalidToken?: (error: unknown) => void;
}): IdTokenVerifier {
  const emulatorRefused = () =>
    options.production && Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);
  if (options.production) assertEmulatorAllowed({ ...process.env, APP_ENV: 'production' });
  // A named app per server, so several servers (tests, benches) can live in one process.
  const app: App = initializeApp({ projectId: options.projectId }, `garden-auth-${++appCount}`);
  const auth = getAuth(app);
  const guard = () => {
    // firebase-admin reads the variable at each call: refuse if it appeared since.
    if (emulatorRefused()) throw new EmulatorInProductionError();
  };
  const identify = async (authorizationHeader: string | null): Promise<AuthIdentity | null> => {
    const token = readBearerToken(authorizationHeader);
    if (!token) return null;
    guard();
    try {
      const decoded = await auth.verifyIdToken(token);
      return {
        uid: decoded.uid,
        email: decoded.email,
        emailVerified: decoded.email_verified,
        authTime: decoded.auth_time,
      };
    } catch (error) {
      options.onInvalidToken?.(error);
      const reason = staleReason(error);
      if (reason) throw new StaleCredentialError(reason);
      return null;
    }
  };
  return {
    identify,
    async check(authorizationHeader) {
      try {
        return { identity: await identify(authorizationHeader) };
      } catch (error) {
        if (error instanceof StaleCredentialError) return { stale: true, reason: error.reason };
        throw error;
      }
    },
    async identifySession(sessionCookie) {
      if (!sessionCookie) return null;
      guard();
      try {
        const decoded = await auth.verifySessionCookie(sessionCookie);
        return {
          uid: decoded.uid,
          email: decoded.email,
          emailVerified: decoded.email_verified,
          authTime: decoded.auth_time,
        };
      } catch (error) {
        options.onInvalidToken?.(error);
        return null;
      }
    },
    async createSession(idToken, expiresInMs) {
      guard();
      return auth.createSessionCookie(idToken, { expiresIn: expiresInMs });
    },
    async deleteUser(uid) {
      guard();
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        // Already gone (e.g. a retry): the account is deleted either way.
        if ((error as { code?: unknown })?.code !== 'auth/user-not-found') throw error;
      }
    },
    async markEmailVerified(uid) {
      guard();
      await auth.updateUser(uid, { emailVerified: true });
    },
    async createCustomToken(uid, claims) {
      guard();
      // Against the emulator an unsigned token; in production signed with the project's
      // service account (GOOGLE_APPLICATION_CREDENTIALS, or the IAM signBlob permission).
      return auth.createCustomToken(uid, claims);
    },
    close: () => deleteApp(app),
  };
}

function readBearerToken(header: string | null): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}
