// Who is signed in: a valid Firebase ID token signs the viewer in; a missing, empty or
// invalid one leaves them signed out without failing the request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { TEST_PROJECT_ID } from '../testing/testAuth';
import { assertEmulatorAllowed, EmulatorInProductionError } from './emulatorMode';
import { createIdTokenVerifier } from './idTokenVerifier';
import { mintEmulatorIdToken } from '../testing/emulatorToken';

const VIEWER = '{ viewer { isSignedIn } }';

describe('ID token verification', () => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden('pglite');
  });
  afterAll(() => garden?.close());

  const isSignedIn = async (authorization: string | undefined) => {
    const result = await garden.call(VIEWER, {}, { authorization });
    expect(result.errors).toBeUndefined();
    return result.data.viewer.isSignedIn as boolean;
  };

  it('signs in the bearer of a valid token', async () => {
    expect(await isSignedIn(`Bearer ${await garden.auth.tokenFor('valid-fan')}`)).toBe(true);
    expect(await isSignedIn(`bearer   ${await garden.auth.tokenFor('valid-fan')}`)).toBe(true);
  });

  it('treats a missing, empty or malformed authorization as signed out', async () => {
    expect(await isSignedIn(undefined)).toBe(false);
    expect(await isSignedIn('')).toBe(false);
    expect(await isSignedIn('Bearer')).toBe(false);
    expect(await isSignedIn('Bearer not.a.token')).toBe(false);
    expect(await isSignedIn('Basic dXNlcjpwYXNz')).toBe(false);
  });

  it('refuses tokens of another project and tampered ones', async () => {
    await garden.auth.tokenFor('token-owner'); // the account exists
    const otherProject = mintEmulatorIdToken({ projectId: 'someone-else', uid: 'token-owner' });
    expect(await isSignedIn(`Bearer ${otherProject}`)).toBe(false);

    const valid = mintEmulatorIdToken({ projectId: TEST_PROJECT_ID, uid: 'token-owner' });
    const [header, payload] = valid.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const reencode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const noSubject = `${header}.${reencode({ ...claims, sub: '' })}.`;
    expect(await isSignedIn(`Bearer ${noSubject}`)).toBe(false);
  });

  const refusal = async (authorization: string) => {
    const result = await garden.call(VIEWER, {}, { authorization });
    return { status: result.status, code: result.errors?.[0]?.extensions?.code };
  };

  it('answers an expired token with AUTH_TOKEN_EXPIRED (401), so the app refreshes it', async () => {
    await garden.auth.tokenFor('token-owner');
    const valid = mintEmulatorIdToken({ projectId: TEST_PROJECT_ID, uid: 'token-owner' });
    const [header, payload] = valid.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const reencode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const expired = `${header}.${reencode({ ...claims, iat: claims.iat - 7200, auth_time: claims.iat - 7200, exp: claims.iat - 3600 })}.`;
    expect(await refusal(`Bearer ${expired}`)).toEqual({ status: 401, code: 'AUTH_TOKEN_EXPIRED' });
  });

  it.runIf(!process.env.FIREBASE_AUTH_EMULATOR_HOST)(
    'answers a revoked token (an emulator restart) with AUTH_TOKEN_EXPIRED, and a fresh one works',
    async () => {
      const token = await garden.auth.tokenFor('restarted');
      expect(await isSignedIn(`Bearer ${token}`)).toBe(true);
      garden.auth.revoke('restarted');
      expect(await refusal(`Bearer ${token}`)).toEqual({ status: 401, code: 'AUTH_TOKEN_EXPIRED' });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const fresh = mintEmulatorIdToken({ projectId: TEST_PROJECT_ID, uid: 'restarted' });
      expect(await isSignedIn(`Bearer ${fresh}`)).toBe(true);
    },
  );

  // Only the stand-in can disable an account; a real emulator run leaves this out.
  it.runIf(!process.env.FIREBASE_AUTH_EMULATOR_HOST)(
    'refuses an account that was disabled as a stale token (the refresh fails, the app signs out)',
    async () => {
      const token = await garden.auth.tokenFor('soon-disabled');
      expect(await isSignedIn(`Bearer ${token}`)).toBe(true);
      garden.auth.disable('soon-disabled');
      const result = await garden.call(VIEWER, {}, { authorization: `Bearer ${token}` });
      expect(result.status).toBe(401);
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: 'AUTH_TOKEN_EXPIRED',
        reason: 'disabled',
      });
    },
  );
});

describe('production mode (APP_ENV=production)', () => {
  const production = { projectId: TEST_PROJECT_ID, production: true };
  const unsigned = mintEmulatorIdToken({ projectId: TEST_PROJECT_ID, uid: 'any-uid' });

  it('refuses to verify with the Auth emulator at all', async () => {
    const before = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:1';
    try {
      expect(() => createIdTokenVerifier(production)).toThrow(EmulatorInProductionError);
      expect(() =>
        assertEmulatorAllowed({ APP_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: 'x' }),
      ).toThrow(/APP_ENV=production/);
      expect(() =>
        assertEmulatorAllowed({ APP_ENV: 'local', FIREBASE_AUTH_EMULATOR_HOST: 'x' }),
      ).not.toThrow();
    } finally {
      if (before === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
      else process.env.FIREBASE_AUTH_EMULATOR_HOST = before;
    }
  });

  it('refuses an unsigned (alg: none) token for any uid', async () => {
    const before = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const verifier = createIdTokenVerifier(production);
    try {
      expect(await verifier.identify(`Bearer ${unsigned}`)).toBeNull();
      // The variable appearing later changes nothing.
      process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:1';
      await expect(verifier.identify(`Bearer ${unsigned}`)).rejects.toThrow(
        EmulatorInProductionError,
      );
    } finally {
      await verifier.close();
      if (before === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
      else process.env.FIREBASE_AUTH_EMULATOR_HOST = before;
    }
  });
});
