// `npm start`: the whole product on one origin on a fresh machine. Builds the app, boots
// the Firebase Auth emulator (unless a real project or an external emulator is configured),
// then starts the GraphQL/stream/static server on PORT with the embedded database.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const dataDir = path.resolve(root, process.env.GARDEN_DATA_DIR ?? '.data');

function log(message: string) {
  console.log(`[start] ${message}`);
}

function buildApp() {
  if (process.env.GARDEN_SKIP_BUILD === '1') return;
  log('building the app (vite build)…');
  const result = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

/** A real Firebase project (not demo-…) or an emulator someone else runs: nothing to boot. */
function needsLocalEmulator(): boolean {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return false;
  const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-garden';
  return projectId.startsWith('demo-');
}

async function waitForEmulator(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the auth emulator exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the auth emulator did not answer at ${url} within ${timeoutMs / 1000}s`);
}

async function startAuthEmulator(): Promise<ChildProcess | undefined> {
  if (!needsLocalEmulator()) return undefined;
  const port = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
  const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-garden';
  const emulatorDir = path.join(dataDir, 'auth-emulator');
  mkdirSync(emulatorDir, { recursive: true });
  // The hub and logging ports follow the auth port so that two instances never collide.
  const configPath = path.join(dataDir, 'firebase.json');
  writeFileSync(
    configPath,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: port + 1 },
        logging: { host: '127.0.0.1', port: port + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  log(`starting the Firebase Auth emulator on 127.0.0.1:${port} (project ${projectId})…`);
  const child = spawn(
    bin('firebase'),
    [
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      configPath,
      // Accounts survive restarts, like the chat history in the embedded database.
      '--import',
      emulatorDir,
      '--export-on-exit',
      emulatorDir,
    ],
    {
      cwd: dataDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => {
    if (process.env.GARDEN_VERBOSE) process.stdout.write(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  await waitForEmulator(`http://127.0.0.1:${port}/`, child, 120_000);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${port}`;
  process.env.FIREBASE_PROJECT_ID = projectId;
  log('auth emulator ready');
  return child;
}

async function main() {
  mkdirSync(dataDir, { recursive: true });
  buildApp();
  const emulator = await startAuthEmulator();
  const stopEmulator = () => {
    if (emulator && emulator.exitCode === null) emulator.kill('SIGINT');
  };
  process.on('exit', stopEmulator);
  const { startServer } = await import('./main');
  const server = await startServer({
    port: Number(process.env.PORT ?? 3000),
    pgliteDir: path.join(dataDir, 'pglite'),
    staticDir: path.join(root, 'dist'),
  });
  const shutdown = async (signal: NodeJS.Signals) => {
    log(`${signal}: shutting down`);
    await server.close();
    if (emulator && emulator.exitCode === null) {
      // Give the emulator time to export its accounts.
      const exited = new Promise((resolve) => emulator.once('exit', resolve));
      emulator.kill('SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
