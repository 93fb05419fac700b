import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import {
  accountSaved,
  emulatorPid,
  startRestartableGarden,
  type RestartableGarden,
} from './support/restartableGarden';
import { newFanIdentity, openFirstChannel, sendMessage, signUpFromComposer } from './support/fan';

// Accounts and sessions survive restarts of `npm start`: stopped by a process manager
// (SIGTERM) or killed (`kill -9`, which leaves its emulator behind), the same fan is still
// signed in after a reload, can still post, and can sign in again with the same password.
// Runs its own garden with its own Auth emulator (E2E_RESTART_PORT, the emulator on the
// three ports after it).
test.describe('sessions across restarts', () => {
  const port = Number(process.env.E2E_RESTART_PORT ?? 3101);
  const authEmulatorPort = port + 1;
  const dataDir = path.join(os.tmpdir(), `garden-e2e-sessions-${process.pid}`);
  let garden: RestartableGarden;
  const start = async () => {
    garden = await startRestartableGarden({ port, authEmulatorPort, dataDir });
  };

  test.beforeAll(async () => {
    // The emulator and the embedded database take a while to boot on a busy machine.
    test.setTimeout(300_000);
    await start();
  });
  test.afterAll(async () => {
    await garden?.stop('SIGTERM');
    // A run that failed after the kill -9 step leaves that step's emulator on the ports:
    // stop it, so that a retry starts on free ports.
    const orphan = await emulatorPid(authEmulatorPort + 1);
    if (orphan === undefined) return;
    process.kill(orphan, 'SIGTERM');
    for (let wait = 0; wait < 100 && (await emulatorPid(authEmulatorPort + 1)); wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
  });

  // The header's account menu ("<name>さんのメニュー") is there only for a signed-in fan.
  const signedIn = (page: Page) => page.getByRole('button', { name: /さんのメニュー$/ });

  async function expectStillSignedIn(page: Page, channelPath: string, text: string) {
    await page.goto(`${garden.url}${channelPath}`);
    await expect(signedIn(page)).toBeVisible();
    await sendMessage(page, text);
    // Posted as this fan: the message is there, with no error and no sign-in prompt.
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  }

  test('the same fan stays signed in through SIGTERM and kill -9, and can sign in again', async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    // The pages' Content-Security-Policy must not get in the app's way.
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    const fan = newFanIdentity('restart');
    const channelPath = await openFirstChannel(page, garden.url);
    await signUpFromComposer(page, fan);
    await sendMessage(page, `before the restarts ${Date.now()}`);

    // The page-load session is an HttpOnly cookie the server set.
    const session = (await context.cookies()).find((cookie) => cookie.name === 'garden_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');

    // Stopped as docker or systemd stop it.
    await expect.poll(() => accountSaved(dataDir, fan.email)).toBe(true);
    await garden.stop('SIGTERM');
    expect(await emulatorPid(authEmulatorPort + 1)).toBeUndefined();
    await start();
    await expectStillSignedIn(page, channelPath, `after SIGTERM ${Date.now()}`);

    // Killed: its emulator stays behind, and the next start must replace it.
    const orphan = await emulatorPid(authEmulatorPort + 1);
    await garden.stop('SIGKILL');
    expect(await emulatorPid(authEmulatorPort + 1)).toBe(orphan);
    await start();
    const replacement = await emulatorPid(authEmulatorPort + 1);
    expect(replacement).toBeDefined();
    expect(replacement).not.toBe(orphan);
    await expectStillSignedIn(page, channelPath, `after kill -9 ${Date.now()}`);

    // Signing out ends the session everywhere; the same password still works.
    await signedIn(page).click();
    await page.getByRole('menuitem', { name: 'ログアウト' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ログアウト' }).click();
    await expect(page.getByRole('button', { name: 'ログイン・新規登録' })).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === 'garden_session')).toBe(
      false,
    );
    await page.getByRole('button', { name: 'ログイン・新規登録' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('button', { name: 'アカウントをお持ちの方はこちらからログイン' })
      .click();
    await dialog.getByLabel('メールアドレス').fill(fan.email);
    await dialog.getByLabel('パスワード').fill(fan.password);
    await dialog.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(signedIn(page)).toBeVisible();
    expect(cspViolations).toEqual([]);
    await context.close();
  });
});
