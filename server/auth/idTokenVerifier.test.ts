// Who is signed in: a valid Firebase ID token signs the viewer in; a missing, empty or
// invalid one leaves them signed out without failing the request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { TEST_PROJECT_ID } from '../testing/testAuth';
import { mintEmulatorIdToken } from './emulatorToken';

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

  it('refuses tokens of another project, expired tokens and tampered ones', async () => {
    await garden.auth.tokenFor('token-owner'); // the account exists
    const otherProject = mintEmulatorIdToken({ projectId: 'someone-else', uid: 'token-owner' });
    expect(await isSignedIn(`Bearer ${otherProject}`)).toBe(false);

    const valid = mintEmulatorIdToken({ projectId: TEST_PROJECT_ID, uid: 'token-owner' });
    const [header, payload] = valid.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const reencode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const expired = `${header}.${reencode({ ...claims, iat: claims.iat - 7200, auth_time: claims.iat - 7200, exp: claims.iat - 3600 })}.`;
    expect(await isSignedIn(`Bearer ${expired}`)).toBe(false);
    const noSubject = `${header}.${reencode({ ...claims, sub: '' })}.`;
    expect(await isSignedIn(`Bearer ${noSubject}`)).toBe(false);
  });

  // Only the stand-in can disable an account; a real emulator run leaves this out.
  it.runIf(!process.env.FIREBASE_AUTH_EMULATOR_HOST)(
    'signs out an account that was disabled',
    async () => {
      const token = await garden.auth.tokenFor('soon-disabled');
      expect(await isSignedIn(`Bearer ${token}`)).toBe(true);
      garden.auth.disable('soon-disabled');
      expect(await isSignedIn(`Bearer ${token}`)).toBe(false);
    },
  );
});
