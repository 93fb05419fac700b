// `npm run dev:mock`: the mock GraphQL server (with its Firebase Auth emulator) and Vite's
// dev server (HMR) together, Vite proxying /graphql and /stream to the mock and the app
// signing in at the mock's emulator. Stopping one stops both.

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const mockPort = process.env.MOCK_PORT ?? '4000';
const authPort = process.env.MOCK_AUTH_EMULATOR_PORT ?? '9199';

const children: ChildProcess[] = [];

function start(name: string, command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.once('exit', (code, signal) => {
    console.log(`[dev:mock] ${name} stopped (${signal ?? `code ${code}`}); stopping the rest`);
    stopAll(code ?? 0);
  });
  children.push(child);
}

let stopping = false;
function stopAll(exitCode: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  process.exitCode = exitCode;
}

start('mock server', bin('tsx'), ['mocks/server.ts'], {
  PORT: mockPort,
  MOCK_AUTH_EMULATOR_PORT: authPort,
});
start('vite', bin('vite'), process.argv.slice(2), {
  API_TARGET: `http://127.0.0.1:${mockPort}`,
  VITE_TENANT_ID: process.env.VITE_TENANT_ID ?? 'demo',
  VITE_AUTH_EMULATOR_URL: process.env.MOCK_AUTH_EMULATOR_URL ?? `http://127.0.0.1:${authPort}`,
});

process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
