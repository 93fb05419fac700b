// A second server process for tests that must restart the server: it reuses the app the
// `npm start` web server built and the auth emulator it booted, with its own port and
// data directory, so a restart keeps exactly what the embedded database persisted.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export interface GardenServerOptions {
  port: number;
  dataDir: string;
  authEmulatorPort: number;
  /** Extra environment, e.g. STREAM_KEEP_ALIVE_MS. */
  env?: Record<string, string>;
}

export interface GardenServer {
  url: string;
  stop(): Promise<void>;
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server did not answer at ${url}:\n${output()}`);
}

export async function startGardenServer(options: GardenServerOptions): Promise<GardenServer> {
  const url = `http://127.0.0.1:${options.port}`;
  let output = '';
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      GARDEN_DATA_DIR: options.dataDir,
      GARDEN_SKIP_BUILD: '1',
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${options.authEmulatorPort}`,
      DATABASE_URL: '',
      REDIS_URL: '',
      MAIL_CATCHER: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilServing(`${url}/`, child, () => output);
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
