import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

// The e2e run serves the product exactly as the README says (`npm start`), on its own port,
// auth emulator port and a fresh data directory, with the embedded database (never CI's
// PostgreSQL or Redis, which the server tests use).
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eAuthEmulatorPort = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9199);
// Set once in the runner and inherited by its workers, so specs can read what the server
// stored (e.g. uploaded images under <dataDir>/media).
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `garden-e2e-${process.pid}`);
export const e2eDataDir = process.env.E2E_DATA_DIR;
const dataDir = e2eDataDir;

export default defineConfig({
  testDir: '.',
  // The screenshots have their own run (visual.config.ts, `npm run test:visual`).
  // Anchored at e2e/: a bare 'visual/**' would also match a checkout inside a folder named visual.
  testIgnore: ['**/e2e/visual/**'],
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // On CI one retry: a browser journey on a loaded 2-core machine can lose a race with its
  // own timeouts. A test that passes only on retry is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npm start',
    cwd: path.resolve(__dirname, '..'),
    url: `http://127.0.0.1:${e2ePort}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    // Stopped as a process manager stops it, so that it stops its Auth emulator too.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(e2ePort),
      AUTH_EMULATOR_PORT: String(e2eAuthEmulatorPort),
      GARDEN_DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      // The push e2e stands up its own push service on 127.0.0.1 (plain http).
      WEB_PUSH_ALLOW_HTTP_ENDPOINTS: '1',
      // The mails as .eml files in the data directory, which specs read (no MailDev).
      MAIL_CATCHER: 'off',
      // Every spec's fans sign up from 127.0.0.1 (server/access/rateLimits.ts).
      RATE_LIMIT_SIGN_UP_CODES_PER_ADDRESS: '100000/3600',
      RATE_LIMIT_SIGN_UP_CODE_CHECKS_PER_ADDRESS: '100000/3600',
    },
  },
});
