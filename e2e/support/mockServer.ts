// `npm run mock` as a developer starts it: the mock GraphQL server serving the built app
// (dist/, built by the `npm start` web server) with its own Firebase Auth emulator.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export interface MockServer {
  url: string;
  stop(): Promise<void>;
}

export async function startMockServer(options: {
  port: number;
  authEmulatorPort: number;
  dataDir: string;
}): Promise<MockServer> {
  const url = `http://127.0.0.1:${options.port}`;
  let output = '';
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['mocks/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      MOCK_AUTH_EMULATOR_PORT: String(options.authEmulatorPort),
      MOCK_DATA_DIR: options.dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the mock server's sign-in was not ready:\n${output}`)),
      120_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('sign-in ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the mock server exited (${code}):\n${output}`));
    });
  });
  await ready;
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // SIGINT, as Ctrl-C: the mock server stops its emulator cleanly.
      child.kill('SIGINT');
      await exited;
    },
  };
}
