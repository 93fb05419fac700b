import type { LaunchOptions } from '@playwright/test';

// Debian's Chromium (Playwright's own browser download cannot work on these machines).
// Background networking is off: the machine has no network and refuses those connections.
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
