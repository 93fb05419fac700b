// A garden run the way `npm start` runs it (server/start.ts, one process, booting its own
// Auth emulator), that a test can stop as a process manager does (SIGTERM) or kill
// (SIGKILL, which leaves the emulator behind) and start again on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export interface RestartableGardenOptions {
  port: number;
  /** The emulator's port; it takes the next two as well. */
  authEmulatorPort: number;
  dataDir: string;
}

export interface RestartableGarden {
  url: string;
  /** Stops it with `signal` and waits until the process has gone. */
  stop(signal: 'SIGTERM' | 'SIGINT' | 'SIGKILL'): Promise<void>;
  output(): string;
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`garden exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`garden did not answer at ${url}:\n${output()}`);
}

export async function startRestartableGarden(
  options: RestartableGardenOptions,
): Promise<RestartableGarden> {
  const url = `http://127.0.0.1:${options.port}`;
  let output = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    AUTH_EMULATOR_PORT: String(options.authEmulatorPort),
    GARDEN_DATA_DIR: options.dataDir,
    // The app the e2e web server built.
    GARDEN_SKIP_BUILD: '1',
    DATABASE_URL: '',
    REDIS_URL: '',
    MAIL_CATCHER: 'off',
  };
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  // tsx as a loader: one process, so a SIGKILL hits the server itself, as `kill -9` does.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitUntilServing(`${url}/`, child, () => output);
  } catch (error) {
    // Stopped as npm start is stopped, so that its emulator goes too.
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    output: () => output,
    async stop(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}

/** Whether the emulator's accounts on disk include this e-mail address. */
export function accountSaved(dataDir: string, email: string): boolean {
  const exportsDir = path.join(dataDir, 'auth-emulator');
  if (!existsSync(exportsDir)) return false;
  return readdirSync(exportsDir).some((name) => {
    const accounts = path.join(exportsDir, name, 'auth_export', 'accounts.json');
    return existsSync(accounts) && readFileSync(accounts, 'utf8').includes(`"${email}"`);
  });
}

/** The pid of the emulator process that answers on the hub port, if any. */
export async function emulatorPid(hubPort: number): Promise<number | undefined> {
  try {
    const locator = (await (await fetch(`http://127.0.0.1:${hubPort}/`)).json()) as {
      pid?: number;
    };
    return locator.pid;
  } catch {
    return undefined;
  }
}
