// `npm run mock`: the mock GraphQL server on PORT (default 4000). /graphql and /stream
// behave like the real server's; everything else is the built app from dist/. Sign-in is
// a Firebase Auth emulator of its own (MOCK_AUTH_EMULATOR_PORT, default 9199, and the
// next two ports), booted alongside with the accounts of mocks/mockAccounts.ts, unless
// MOCK_AUTH_EMULATOR_URL names one that already runs.

import { createServer } from 'node:http';
import path from 'node:path';
import { GRAPHQL_PATH, STREAM_PATH } from '../common/apiPaths';
import {
  startEmbeddedAuthEmulator,
  type EmbeddedAuthEmulator,
} from '../server/authEmulator/embeddedAuthEmulator';
import { createEmulatorAccounts } from '../server/authEmulator/emulatorAccounts';
import { serverLogger } from '../server/logging/logger';
import { MOCK_TENANT_ID } from './gardenContent';
import { MOCK_FIREBASE_PROJECT_ID, mockAccounts } from './mockAccounts';
import { createMockYoga } from './mockYoga';
import { createStaticApp } from './staticApp';

const root = path.resolve(__dirname, '..');
const port = Number(process.env.PORT ?? 4000);
const authPort = Number(process.env.MOCK_AUTH_EMULATOR_PORT ?? 9199);
const ownEmulator = !process.env.MOCK_AUTH_EMULATOR_URL;
const authEmulatorUrl = process.env.MOCK_AUTH_EMULATOR_URL ?? `http://127.0.0.1:${authPort}`;
const log = (message: string) => console.log(`[mock] ${message}`);

const { yoga } = createMockYoga({
  seed: process.env.MOCK_SEED ? Number(process.env.MOCK_SEED) : undefined,
  members: mockAccounts.flatMap(({ uid, memberName }) =>
    memberName ? [{ uid, displayName: memberName }] : [],
  ),
});
const serveApp = createStaticApp(path.join(root, 'dist'), {
  tenantId: MOCK_TENANT_ID,
  environment: 'local',
  authEmulatorUrl,
});

const server = createServer((request, response) => {
  const pathname = new URL(request.url ?? '/', 'http://mock').pathname;
  if (pathname === GRAPHQL_PATH || pathname === STREAM_PATH) {
    void yoga(request, response);
    return;
  }
  serveApp(request, response);
});

let emulator: EmbeddedAuthEmulator | undefined;

async function startSignIn() {
  if (ownEmulator) {
    emulator = await startEmbeddedAuthEmulator({
      dataDir: path.resolve(root, process.env.MOCK_DATA_DIR ?? '.data/mock'),
      authPort,
      projectId: MOCK_FIREBASE_PROJECT_ID,
      // The mock garden forgets everything on restart; so do its accounts.
      persist: false,
      logger: serverLogger.child({ component: 'mock' }),
    });
  }
  await createEmulatorAccounts(authEmulatorUrl, MOCK_FIREBASE_PROJECT_ID, mockAccounts);
  log(
    `sign-in ready (${authEmulatorUrl}): ${mockAccounts.map((account) => account.email).join(', ')} (password ${mockAccounts[0].password}), or sign up with any e-mail`,
  );
}

server.listen(port, () => {
  log(`GraphQL mock of the garden on http://127.0.0.1:${port}/graphql (stream: /stream)`);
  startSignIn().catch((error: unknown) => {
    console.error(`[mock] sign-in is unavailable: ${String(error)}`);
    stop();
  });
});

function stop() {
  // The emulator runs in its own process group: stop it (and free its ports) first.
  void (emulator?.stop() ?? Promise.resolve()).finally(() =>
    server.close(() => process.exit(process.exitCode ?? 0)),
  );
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
