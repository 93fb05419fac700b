import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { e2eAuthEmulatorPort } from './playwright.config';
import { startGardenServer, type GardenServer } from './support/gardenServer';
import { newFanIdentity, openFirstChannel, sendMessage, signUpFromComposer } from './support/fan';

// Two fans in two browser contexts: one sends, the other sees it live; after the server
// restarts, the history is still there. Runs on a server process of its own so that the
// test can restart it.
test.describe('chat channel', () => {
  let server: GardenServer;
  const port = Number(process.env.E2E_RESTART_PORT ?? 3101);
  const dataDir = path.join(os.tmpdir(), `garden-e2e-restart-${process.pid}`);

  test.beforeAll(async () => {
    server = await startGardenServer({ port, dataDir, authEmulatorPort: e2eAuthEmulatorPort });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('a message from one fan appears live for another and survives a restart', async ({
    browser,
  }) => {
    const alice = await browser.newContext();
    const bob = await browser.newContext();
    const alicePage = await alice.newPage();
    const bobPage = await bob.newPage();

    const channelPath = await openFirstChannel(alicePage, server.url);
    await signUpFromComposer(alicePage, newFanIdentity('alice'));

    await openFirstChannel(bobPage, server.url);
    await signUpFromComposer(bobPage, newFanIdentity('bob'));

    const live = `魔王子さまに花束を ${Date.now()}`;
    await sendMessage(alicePage, live);
    await expect(alicePage.getByText(live)).toHaveCount(1);
    // Bob never reloads: the message arrives over /stream.
    await expect(bobPage.getByText(live)).toBeVisible();

    await server.stop();
    server = await startGardenServer({ port, dataDir, authEmulatorPort: e2eAuthEmulatorPort });

    await bobPage.goto(`${server.url}${channelPath}`);
    await expect(bobPage.getByText(live)).toBeVisible();

    await alice.close();
    await bob.close();
  });

  test('an empty message cannot be sent and an over-long one gets a typed error', async ({
    page,
  }) => {
    await openFirstChannel(page, server.url);
    await signUpFromComposer(page, newFanIdentity('carol'));
    await expect(page.getByRole('button', { name: '送信' })).toBeDisabled();
    await page.getByRole('textbox', { name: 'メッセージ' }).fill('あ'.repeat(1001));
    await page.getByRole('button', { name: '送信' }).click();
    await expect(page.getByRole('alert')).toContainText('1000');
  });
});
