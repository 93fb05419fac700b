// ID tokens for tests: from a real Firebase Auth emulator when FIREBASE_AUTH_EMULATOR_HOST
// is set before the tests start (accounts are signed up there), else minted like the
// emulator mints them and answered for by the stand-in (see authEmulatorStandIn.ts).
import { mintEmulatorIdToken } from './emulatorToken';
import { startAuthEmulatorStandIn, type AuthEmulatorStandIn } from './authEmulatorStandIn';

export const TEST_PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-garden-test';

export interface TestAuth {
  /** Whether tokens come from a real emulator. */
  real: boolean;
  tokenFor(name: string): Promise<string>;
  /** A token of a name whose sign-in was `secondsAgo` ago (stand-in only). */
  signedInAgo(name: string, secondsAgo: number): Promise<string>;
  /** Whether the sign-in account of a name still exists (stand-in only). */
  exists(name: string): boolean;
  /** Whether the account of a name has its e-mail marked verified (stand-in only). */
  emailVerified(name: string): boolean;
  /** Disables the account behind a name (stand-in only). */
  disable(name: string): void;
  /** Revokes the tokens issued so far to a name (stand-in only). */
  revoke(name: string): void;
  close(): Promise<void>;
}

const realEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

async function realEmulatorToken(host: string, name: string): Promise<string> {
  // Unique per run, so repeated runs against one emulator never collide.
  const email = `${name}-${process.pid}@garden.test`;
  const call = async (endpoint: string) =>
    (await (
      await fetch(
        `http://${host}/identitytoolkit.googleapis.com/v1/accounts:${endpoint}?key=test-api-key`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'garden-password', returnSecureToken: true }),
        },
      )
    ).json()) as { idToken?: string; error?: { message: string } };
  const signedUp = await call('signUp');
  const result =
    signedUp.error?.message === 'EMAIL_EXISTS' ? await call('signInWithPassword') : signedUp;
  if (!result.idToken)
    throw new Error(`the auth emulator gave no token: ${JSON.stringify(result)}`);
  return result.idToken;
}

export async function startTestAuth(): Promise<TestAuth> {
  const tokens = new Map<string, Promise<string>>();
  if (realEmulatorHost) {
    return {
      real: true,
      tokenFor: (name) => {
        if (!tokens.has(name)) tokens.set(name, realEmulatorToken(realEmulatorHost, name));
        return tokens.get(name) as Promise<string>;
      },
      disable: () => {
        throw new Error('disabling accounts is only done with the stand-in');
      },
      revoke: () => {
        throw new Error('revoking tokens is only done with the stand-in');
      },
      signedInAgo: () => {
        throw new Error('old sign-ins are only minted with the stand-in');
      },
      exists: () => {
        throw new Error('account existence is only read from the stand-in');
      },
      emailVerified: () => {
        throw new Error('e-mail verification is only read from the stand-in');
      },
      close: async () => {},
    };
  }
  const standIn: AuthEmulatorStandIn = await startAuthEmulatorStandIn();
  // firebase-admin reads this at each verification: it makes the emulator's unsigned
  // tokens acceptable and points the account lookup at the stand-in.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = standIn.host;
  return {
    real: false,
    async tokenFor(name) {
      standIn.register(name, `${name}@garden.test`);
      return mintEmulatorIdToken({ projectId: TEST_PROJECT_ID, uid: name });
    },
    disable: (name) => standIn.disable(name),
    revoke: (name) => standIn.revoke(name),
    async signedInAgo(name, secondsAgo) {
      standIn.register(name, `${name}@garden.test`);
      const authTime = Math.floor(Date.now() / 1000) - secondsAgo;
      return mintEmulatorIdToken({ projectId: TEST_PROJECT_ID, uid: name, authTime });
    },
    exists: (name) => standIn.exists(name),
    emailVerified: (name) => standIn.emailVerified(name),
    async close() {
      await standIn.close();
      if (process.env.FIREBASE_AUTH_EMULATOR_HOST === standIn.host)
        delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    },
  };
}
