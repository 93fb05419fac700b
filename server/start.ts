// `npm start`: the whole product on one origin on a fresh machine. Builds the app when its
// sources changed, boots the Firebase Auth emulator (unless a real project or an external
// emulator is configured), then starts the GraphQL/stream/static server on PORT with the
// embedded database. SIGINT and SIGTERM both stop everything cleanly, the emulator's
// accounts saved.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  embeddedAuthEmulatorHost,
  startEmbeddedAuthEmulator,
  type EmbeddedAuthEmulator,
} from './authEmulator/embeddedAuthEmulator';
import { assertEmulatorAllowed } from './auth/emulatorMode';
import { createEmulatorAccounts } from './authEmulator/emulatorAccounts';
import { demoSignInAccounts } from './db/demoTenant';
import { buildInputsHash, isBuildCurrent, stampBuild } from './build/appBuild';
import { serverLogger } from './logging/logger';
import { startMailCatcher, type MailCatcher } from './store/mail/mailCatcher';
import { mailDirectory } from './store/mail/mailTransport';

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const dataDir = path.resolve(root, process.env.GARDEN_DATA_DIR ?? '.data');
const distDir = path.join(root, 'dist');
const log = serverLogger.child({ component: 'start' });

function buildApp() {
  if (process.env.GARDEN_SKIP_BUILD === '1') return;
  const inputs = buildInputsHash(root);
  if (isBuildCurrent(distDir, inputs)) {
    log.info('the app is built from the current sources: no build needed');
    return;
  }
  log.info('building the app (vite build, then its server rendering module)…');
  // The browser's app first: it empties dist/, where the second build writes dist/.ssr.
  for (const args of [['build'], ['build', '--ssr']]) {
    const result = spawnSync(bin('vite'), [...args, '--logLevel', 'error'], {
      cwd: root,
      stdio: 'inherit',
      // Vite's notice about its future config loader is for its maintainers, not for us.
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
    if (result.status !== 0) throw new Error(`vite ${args.join(' ')} failed`);
  }
  stampBuild(distDir, inputs);
}

/** A real Firebase project (not demo-…) or an emulator someone else runs: nothing to boot. */
function needsLocalEmulator(): boolean {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return false;
  const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-garden';
  return projectId.startsWith('demo-');
}

async function startAuthEmulator(): Promise<EmbeddedAuthEmulator | undefined> {
  if (!needsLocalEmulator()) return undefined;
  const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-garden';
  assertEmulatorAllowed({ ...process.env, FIREBASE_AUTH_EMULATOR_HOST: 'embedded' });
  const authPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
  // Set before the server reads its settings: it prepares while the emulator boots.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = embeddedAuthEmulatorHost(authPort);
  process.env.FIREBASE_PROJECT_ID = projectId;
  const emulator = await startEmbeddedAuthEmulator({
    firebaseBin: bin('firebase'),
    dataDir,
    projectId,
    authPort,
    logger: log,
  });
  await createEmulatorAccounts(`http://${emulator.host}`, projectId, demoSignInAccounts);
  return emulator;
}

/** MailDev for the garden's e-mails unless SMTP_URL names a server or MAIL_CATCHER=off. */
async function startMail(): Promise<MailCatcher | null> {
  if (process.env.SMTP_URL || process.env.MAIL_CATCHER === 'off') return null;
  const catcher = await startMailCatcher({
    webPort: Number(process.env.MAIL_CATCHER_PORT ?? 1080),
    smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025),
    mailDirectory: path.join(dataDir, 'maildev'),
    log,
  });
  // Read by the mail transport when it sends.
  if (catcher) process.env.SMTP_URL = catcher.smtpUrl;
  return catcher;
}

// What has been started so far, for a shutdown that may come at any moment.
const running: {
  emulator?: Promise<EmbeddedAuthEmulator | undefined>;
  mail?: Promise<MailCatcher | null>;
  server?: Promise<{ close(): Promise<void> }>;
} = {};

async function main() {
  mkdirSync(dataDir, { recursive: true });
  buildApp();
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    void (async () => {
      // Whatever is still starting is stopped once it has started.
      const server = await running.server?.catch(() => undefined);
      await server
        ?.close()
        .catch((error: unknown) => log.error({ err: error }, 'closing the server failed'));
      await (await running.emulator?.catch(() => undefined))?.stop();
      await (await running.mail?.catch(() => null))?.stop();
      process.exit(0);
    })();
  };
  // Installed before anything starts: a signal during the emulator's boot stops it too.
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  process.on('SIGHUP', shutdown);
  // The emulator's boot and the server's (code, database, migrations, demo seed) overlap;
  // the server listens only once sign-in works.
  running.emulator = startAuthEmulator();
  const smtpUrlGiven = Boolean(process.env.SMTP_URL);
  running.mail = startMail();
  const catcher = await running.mail;
  if (catcher) log.info({ mail: catcher.url }, `e-mails: read them at ${catcher.url} (MailDev)`);
  else
    log.info(
      { mail: smtpUrlGiven ? 'SMTP_URL' : mailDirectory() },
      smtpUrlGiven
        ? 'e-mails go to the SMTP server of SMTP_URL'
        : `e-mails are written as .eml files to ${mailDirectory()}`,
    );
  running.server = import('./main').then(({ startServer }) =>
    startServer({
      port: Number(process.env.PORT ?? 3000),
      pgliteDir: path.join(dataDir, 'pglite'),
      mediaDir: path.join(dataDir, 'media'),
      staticDir: distDir,
      beforeListening: running.emulator,
      onSessionStarted: () => void running.emulator?.then((emulator) => emulator?.saveNow()),
    }),
  );
  await running.server;
}

main().catch(async (error: unknown) => {
  log.fatal({ err: error }, error instanceof Error ? error.message : String(error));
  // A server that could not start must not leave its emulator running.
  await (await running.emulator?.catch(() => undefined))?.stop();
  await (await running.mail?.catch(() => null))?.stop();
  process.exit(1);
});
