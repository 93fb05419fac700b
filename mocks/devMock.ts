// `npm run dev:mock`: the mock GraphQL server and Vite's dev server (HMR) together,
// Vite proxying /graphql and /stream to the mock. Stopping one stops both.

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const mockPort = process.env.MOCK_PORT ?? '4000';

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

start('mock server', bin('tsx'), ['mocks/server.ts'], { PORT: mockPort });
start('vite', bin('vite'), process.argv.slice(2), {
  API_TARGET: `http://127.0.0.1:${mockPort}`,
  VITE_TENANT_ID: process.env.VITE_TENANT_ID ?? 'demo',
});

process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
