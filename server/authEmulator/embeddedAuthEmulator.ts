// The one start-up of the Firebase Auth emulator, for `npm start` (a demo project) and
// `npm run mock` (persist: false, fresh accounts each start). Made durable: accounts
// are exported every EXPORT_INTERVAL_MS when they changed (not only on a clean exit), the
// emulator runs in its own process group with its own temp folder (the hub locator file of
// one project lives there, so two gardens on one machine never export each other's
// accounts), tokens issued before a restart stay valid (validSince.ts), an orphan of an
// earlier `kill -9` is exported and replaced, and stop() exports
// once more before stopping it. It listens on 127.0.0.1 only; its output goes to
// <data dir>/auth-emulator.log.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { createAccountExporter, latestAccountExport } from './accountExports';
import { emulatorPortOwner, stopProcess } from './staleEmulator';
import { restoreValidSince } from './validSince';

export const EXPORT_INTERVAL_MS = 1_500;
const LOOPBACK = '127.0.0.1';
const FIREBASE_BIN = path.resolve(__dirname, '..', '..', 'node_modules', '.bin', 'firebase');

export interface EmulatorPorts {
  auth: number;
  hub: number;
  logging: number;
}

/** The hub and logging ports follow the auth port, so two gardens never collide. */
export function emulatorPorts(authPort: number): EmulatorPorts {
  return { auth: authPort, hub: authPort + 1, logging: authPort + 2 };
}

/** Where the embedded emulator answers: known before it starts, so the server can prepare meanwhile. */
export function embeddedAuthEmulatorHost(authPort: number): string {
  return `${LOOPBACK}:${emulatorPorts(authPort).auth}`;
}

export function emulatorConfig(ports: EmulatorPorts) {
  return {
    emulators: {
      auth: { host: LOOPBACK, port: ports.auth },
      hub: { host: LOOPBACK, port: ports.hub },
      logging: { host: LOOPBACK, port: ports.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}

export interface EmbeddedAuthEmulator {
  host: string;
  /** Saves the accounts now (after a sign-up), besides every EXPORT_INTERVAL_MS. */
  saveNow(): void;
  stop(): Promise<void>;
}

async function waitForEmulator(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the auth emulator exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the auth emulator did not answer at ${url} within ${timeoutMs / 1000}s`);
}

export async function startEmbeddedAuthEmulator(options: {
  /** The firebase CLI; node_modules/.bin/firebase by default (no network). */
  firebaseBin?: string;
  dataDir: string;
  projectId: string;
  authPort: number;
  logger: Logger;
  /** false: start with no accounts and never save them (the mock server). Default true. */
  persist?: boolean;
}): Promise<EmbeddedAuthEmulator> {
  const { dataDir, projectId, logger } = options;
  const persist = options.persist ?? true;
  const ports = emulatorPorts(options.authPort);
  const exportsDir = path.join(dataDir, 'auth-emulator');
  const tempDir = path.join(dataDir, 'tmp');
  mkdirSync(exportsDir, { recursive: true });
  mkdirSync(tempDir, { recursive: true });
  const hubUrl = `http://${LOOPBACK}:${ports.hub}`;
  const exporter = createAccountExporter({
    hubUrl,
    authUrl: `http://${LOOPBACK}:${ports.auth}`,
    projectId,
    exportsDir,
  });

  const owner = await emulatorPortOwner({
    authPort: ports.auth,
    hubPort: ports.hub,
    tempDir,
    projectId,
  });
  if (owner.kind === 'foreign')
    throw new Error(
      `port ${ports.auth} or ${ports.hub} is taken by ${owner.description}; ` +
        'stop it or set AUTH_EMULATOR_PORT to free ports',
    );
  if (owner.kind === 'own-orphan') {
    logger.warn({ pid: owner.pid }, 'replacing the auth emulator an earlier start left running');
    if (persist)
      await exporter.exportNow().catch((error: unknown) => {
        logger.warn({ err: error }, 'could not export the orphaned emulator’s accounts');
      });
    await stopProcess(owner.pid);
  }

  const logPath = path.join(dataDir, 'auth-emulator.log');
  const logFile = openSync(logPath, 'w');
  const configPath = path.join(dataDir, 'firebase.json');
  writeFileSync(configPath, JSON.stringify(emulatorConfig(ports)));
  const importDir = persist ? latestAccountExport(exportsDir) : undefined;
  logger.info(
    { port: ports.auth, projectId },
    `starting the Firebase Auth emulator on ${LOOPBACK}:${ports.auth} (its output: ${logPath})`,
  );
  const child = spawn(
    options.firebaseBin ?? FIREBASE_BIN,
    [
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      configPath,
      ...(importDir ? ['--import', importDir] : []),
    ],
    {
      cwd: dataDir,
      // Its own process group: a Ctrl-C or a SIGTERM to ours reaches us, and we export
      // the accounts before stopping it.
      detached: true,
      // Its output goes to a file, not a pipe to us: an emulator orphaned by a `kill -9` of
      // this process must still be able to write (and so to export) until it is replaced.
      stdio: ['ignore', logFile, logFile],
      env: {
        ...process.env,
        NO_UPDATE_NOTIFIER: '1',
        TMPDIR: tempDir,
        TMP: tempDir,
        TEMP: tempDir,
      },
    },
  );
  // The child holds its own copy of the descriptor.
  closeSync(logFile);
  try {
    await waitForEmulator(`http://${LOOPBACK}:${ports.auth}/`, child, 120_000);
  } catch (error) {
    if (child.exitCode === null && child.pid) await stopProcess(child.pid);
    throw error;
  }
  if (importDir) {
    // Tokens issued before this restart stay valid, as with a real Firebase project.
    const restored = await restoreValidSince({
      authUrl: `http://${LOOPBACK}:${ports.auth}`,
      projectId,
      importDir,
    }).catch(async (error: unknown) => {
      if (child.pid) await stopProcess(child.pid);
      throw error;
    });
    logger.debug({ accounts: restored }, 'restored the accounts’ sign-in validity');
  }
  logger.info('auth emulator ready');

  let stopped = false;
  // A look can fail once in a while (a busy machine, this process opening its database):
  // only failures that go on are worth a warning.
  let failuresInARow = 0;
  const save = () => {
    if (stopped || !persist) return;
    exporter.exportIfChanged().then(
      (changed) => {
        failuresInARow = 0;
        if (changed) logger.debug('auth emulator accounts saved');
      },
      (error: unknown) => {
        failuresInARow += 1;
        const level = failuresInARow >= 3 ? 'warn' : 'debug';
        logger[level]({ err: error, failuresInARow }, 'saving the emulator accounts failed');
      },
    );
  };
  const tick = persist ? setInterval(save, EXPORT_INTERVAL_MS) : undefined;
  tick?.unref();

  let stopping: Promise<void> | undefined;
  return {
    host: embeddedAuthEmulatorHost(ports.auth),
    saveNow: save,
    stop: () =>
      (stopping ??= (async () => {
        stopped = true;
        clearInterval(tick);
        if (child.exitCode !== null || !child.pid) return;
        if (persist)
          await exporter.exportIfChanged().catch((error: unknown) => {
            logger.warn({ err: error }, 'the last export of the emulator accounts failed');
          });
        await stopProcess(child.pid);
      })()),
  };
}
