// Firebase Auth for tests. firebase-admin (v13) verifies an emulator token locally and
// then asks the emulator whether the account exists and is enabled (accounts:lookup).
// When a real emulator runs (FIREBASE_AUTH_EMULATOR_HOST set by the caller) tests sign
// real accounts up there; otherwise this stand-in answers that one lookup from the
// accounts the harness registered, the way the emulator does, so the verification
// path in server/auth/ is the production one either way.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AuthEmulatorStandIn {
  host: string;
  register(uid: string, email: string): void;
  disable(uid: string): void;
  /** Revokes every token issued so far, as the emulator does to all tokens on a restart. */
  revoke(uid: string): void;
  /** Whether the account exists (not deleted through accounts:delete). */
  exists(uid: string): boolean;
  /** Whether the account's e-mail was marked verified (accounts:update). */
  emailVerified(uid: string): boolean;
  close(): Promise<void>;
}

export async function startAuthEmulatorStandIn(): Promise<AuthEmulatorStandIn> {
  const accounts = new Map<
    string,
    { email: string; disabled: boolean; validSince: string; emailVerified?: boolean }
  >();
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method === 'POST' && request.url?.endsWith(':createSessionCookie')) {
        const { idToken = '', validDuration } = JSON.parse(raw || '{}') as {
          idToken?: string;
          validDuration?: string;
        };
        const cookie = sessionCookieFrom(idToken, Number(validDuration), accounts);
        response.writeHead(cookie ? 200 : 400, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            cookie
              ? { sessionCookie: cookie }
              : { error: { code: 400, message: 'INVALID_ID_TOKEN' } },
          ),
        );
        return;
      }
      if (request.method === 'POST' && request.url?.endsWith('/accounts:delete')) {
        const { localId = '' } = JSON.parse(raw || '{}') as { localId?: string };
        const found = accounts.delete(localId);
        response.writeHead(found ? 200 : 400, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            found
              ? { kind: 'identitytoolkit#DeleteAccountResponse' }
              : { error: { code: 400, message: 'USER_NOT_FOUND' } },
          ),
        );
        return;
      }
      if (request.method === 'POST' && request.url?.endsWith('/accounts:update')) {
        const { localId = '', emailVerified } = JSON.parse(raw || '{}') as {
          localId?: string;
          emailVerified?: boolean;
        };
        const account = accounts.get(localId);
        if (account && emailVerified !== undefined) account.emailVerified = emailVerified;
        response.writeHead(account ? 200 : 400, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            account
              ? { kind: 'identitytoolkit#SetAccountInfoResponse', localId }
              : { error: { code: 400, message: 'USER_NOT_FOUND' } },
          ),
        );
        return;
      }
      if (request.method !== 'POST' || !request.url?.endsWith('/accounts:lookup')) {
        response.writeHead(404).end();
        return;
      }
      const { localId = [] } = JSON.parse(raw || '{}') as { localId?: string[] };
      const users = localId
        .filter((uid) => accounts.has(uid))
        .map((uid) => ({
          localId: uid,
          email: accounts.get(uid)?.email,
          disabled: accounts.get(uid)?.disabled,
          emailVerified: accounts.get(uid)?.emailVerified ?? false,
          validSince: accounts.get(uid)?.validSince,
        }));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          users.length > 0
            ? { kind: 'identitytoolkit#GetAccountInfoResponse', users }
            : { kind: 'identitytoolkit#GetAccountInfoResponse' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    register(uid, email) {
      if (!accounts.has(uid)) accounts.set(uid, { email, disabled: false, validSince: '0' });
    },
    disable(uid) {
      const account = accounts.get(uid);
      if (account) account.disabled = true;
    },
    revoke(uid) {
      const account = accounts.get(uid);
      if (account) account.validSince = String(Math.floor(Date.now() / 1000) + 1);
    },
    exists: (uid) => accounts.has(uid),
    emailVerified: (uid) => accounts.get(uid)?.emailVerified === true,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Like the emulator: an unsigned session cookie carrying the ID token's claims. */
function sessionCookieFrom(
  idToken: string,
  validSeconds: number,
  accounts: Map<string, { disabled: boolean }>,
): string | null {
  try {
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as {
      sub?: string;
      aud?: string;
    };
    const account = claims.sub ? accounts.get(claims.sub) : undefined;
    if (!account || account.disabled || !claims.aud) return null;
    const now = Math.floor(Date.now() / 1000);
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      ...claims,
      iat: now,
      exp: now + (validSeconds || 3600),
      iss: `https://session.firebase.google.com/${claims.aud}`,
    })}.`;
  } catch {
    return null;
  }
}
