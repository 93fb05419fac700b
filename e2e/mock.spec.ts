import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { e2ePort } from './playwright.config';
import { startMockServer, type MockServer } from './support/mockServer';
import { newFanIdentity, openFirstChannel, sendMessage, signUpFromComposer } from './support/fan';

// A front-end developer on the mock server (`npm run mock`, the build of `dev:mock`'s app):
// signing up and in works with no network, against the mock's own auth emulator.
test.describe('the mock server, signed in', () => {
  let mock: MockServer;
  const port = Number(process.env.E2E_MOCK_PORT ?? e2ePort + 6);

  test.beforeAll(async () => {
    mock = await startMockServer({
      port,
      authEmulatorPort: port + 1,
      dataDir: path.join(os.tmpdir(), `garden-e2e-mock-${process.pid}`),
    });
  });

  test.afterAll(async () => {
    await mock?.stop();
  });

  test('a new fan signs up, joins and posts; the seeded member signs in', async ({ browser }) => {
    const newcomer = await browser.newContext();
    const page = await newcomer.newPage();
    await openFirstChannel(page, mock.url);
    // The seeded garden: more than one page of believable lines.
    await expect(page.getByRole('log')).toContainText(/\S/);
    await signUpFromComposer(page, newFanIdentity('mockfan'));
    const line = `モックの庭から ${Date.now()}`;
    await sendMessage(page, line);
    await expect(page.getByText(line)).toHaveCount(1);

    const member = await browser.newContext();
    const memberPage = await member.newPage();
    await memberPage.goto(`${mock.url}/messages`);
    await openFirstChannel(memberPage, mock.url);
    await expect(memberPage.getByText(line)).toBeVisible();
    await memberPage.getByRole('textbox', { name: 'メッセージ' }).fill('案内人です');
    await memberPage.getByRole('button', { name: '送信' }).click();
    const dialog = memberPage.getByRole('dialog');
    await dialog
      .getByRole('button', { name: 'アカウントをお持ちの方はこちらからログイン' })
      .click();
    await dialog.getByLabel('メールアドレス').fill('member@garden.test');
    await dialog.getByLabel('パスワード').fill('garden-password');
    await dialog.getByRole('button', { name: 'ログイン' }).click();
    // Already a member of the mock garden: no display-name step.
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    const reply = `ようこそ ${Date.now()}`;
    await sendMessage(memberPage, reply);
    await expect(memberPage.getByText(reply)).toHaveCount(1);
    // The newcomer sees it live over /stream.
    await expect(page.getByText(reply)).toBeVisible();

    await newcomer.close();
    await member.close();
  });
});
