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
  close(): Promise<void>;
}

export async function startAuthEmulatorStandIn(): Promise<AuthEmulatorStandIn> {
  const accounts = new Map<string, { email: string; disabled: boolean }>();
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
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
          validSince: '0',
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
    register: (uid, email) => void accounts.set(uid, { email, disabled: false }),
    disable(uid) {
      const account = accounts.get(uid);
      if (account) account.disabled = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
