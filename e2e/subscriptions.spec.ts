import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { e2eAuthEmulatorPort } from './playwright.config';
import { completeSignUp, newFanIdentity } from './support/fan';
import { startGardenServer, type GardenServer } from './support/gardenServer';

/** A new fan signs up from the plan page and subscribes with the test card that pays. */
async function subscribeAsNewFan(page: Page, base = '') {
  await page.goto(`${base}/store`);
  await page.getByRole('link', { name: 'プランを見る' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'メンバーシップ' })).toBeVisible();
  await expect(page.getByTestId('membership-plan')).toContainText('庭師の会');
  await page.getByRole('main').getByRole('button', { name: 'ログイン・新規登録' }).click();
  await completeSignUp(page, newFanIdentity('member'));

  await page.getByRole('button', { name: 'このプランを選ぶ' }).click();
  const confirmation = page.getByTestId('subscribe-confirmation');
  // What the law asks the final confirmation of a renewing contract to show.
  for (const term of ['契約期間', '更新と料金', 'お支払いの時期', '解約について'])
    await expect(confirmation.getByText(term, { exact: true })).toBeVisible();
  await confirmation.getByLabel('カード番号').fill('4242 4242 4242 4242');
  await confirmation
    .getByRole('button', { name: /550.*を支払って月額メンバーシップを開始する/ })
    .click();
  await expect(page).toHaveURL(/\/settings\/store\/subscription$/);
}

/** Opens the latest members-only article of the news. */
async function openMembersOnlyArticle(page: Page, base = '') {
  await page.goto(`${base}/information`);
  await page
    .getByRole('link', { name: /【メンバー限定】/ })
    .first()
    .click();
}

test('a fan subscribes with the test card, holds the perks, reads the members-only news and cancels at the period end', async ({
  page,
}) => {
  await subscribeAsNewFan(page);
  const status = page.getByTestId('membership-status');
  await expect(status).toContainText('有効');
  await expect(status).toContainText('メンバー限定のお知らせを全文読める');
  await expect(page.getByTestId('next-renewal')).toContainText('次回更新日');

  // The perk at work: the members-only article reads in full.
  await openMembersOnlyArticle(page);
  await expect(page.getByText(/三度描き直しました/)).toBeVisible();
  await expect(page.getByTestId('members-only-notice')).toHaveCount(0);

  // Cancel at the end of the period: the end date is shown, the perks stay until then.
  await page.goto('/settings/store/subscription');
  await page.getByRole('button', { name: '今期の終了時に解約する' }).click();
  await expect(page.getByTestId('cancel-at-period-end')).toContainText('解約済み');
  await expect(page.getByRole('button', { name: '解約を取り消して継続する' })).toBeVisible();

  // The first month's invoice is a qualified invoice.
  await page.goto('/settings/subscription-invoice');
  await page.getByRole('link', { name: /庭師の会/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'メンバーシップ請求書' })).toBeVisible();
  await expect(page.getByTestId('registration-number')).toHaveText('登録番号：T1234567890123');
  await expect(page.getByTestId('invoice-tax')).toContainText('10%対象');
});

// A renewal whose payment fails: the grace period with its end date, the perks kept until
// then, and the membership lapsed after it. On a server of its own, whose clock of scheduled
// work the test moves forward (GARDEN_TEST_CLOCK), so the shared server's clock never moves.
test.describe('a membership whose renewal fails', () => {
  let server: GardenServer;
  const port = Number(process.env.E2E_RESTART_PORT ?? 3101);
  const dataDir = path.join(os.tmpdir(), `garden-e2e-grace-${process.pid}`);

  test.beforeAll(async () => {
    server = await startGardenServer({
      port,
      dataDir,
      authEmulatorPort: e2eAuthEmulatorPort,
      env: { GARDEN_TEST_CLOCK: '1' },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /** Moves the server's clock of scheduled work forward; the saved cards decline from now on. */
  const moveClock = async (advanceDays: number) => {
    const moved = await fetch(`${server.url}/payments/local/demo/test-clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceDays, savedCardsDecline: true }),
    });
    expect(moved.status).toBe(204);
  };
  /** Reloads the settings page until the membership shows `status` (jobs run in the background). */
  const waitForStatus = async (page: Page, status: string) => {
    await expect(async () => {
      await page.goto(`${server.url}/settings/store/subscription`);
      await expect(page.getByTestId('membership-status')).toContainText(status, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
  };

  test('shows the grace period with its end, keeps the perks until then, and lapses after it', async ({
    page,
  }) => {
    await subscribeAsNewFan(page, server.url);
    const status = page.getByTestId('membership-status');
    await expect(status).toContainText('有効');
    const [, year, month, day] =
      /(\d{4})年(\d{1,2})月(\d{1,2})日/.exec(
        (await page.getByTestId('next-renewal').textContent()) ?? '',
      ) ?? [];
    expect(day).toBeDefined();
    // The grace period: seven days from the renewal that failed.
    const graceEnd = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) + 7));
    const graceDate = `${graceEnd.getUTCFullYear()}年${graceEnd.getUTCMonth() + 1}月${graceEnd.getUTCDate()}日`;

    // A month later the renewal is charged, and the card declines.
    await moveClock(32);
    await waitForStatus(page, 'お支払いに失敗');
    await expect(status).toContainText(`${graceDate} までは特典をご利用いただけます`);
    await expect(status).toContainText('メンバー限定のお知らせを全文読める');

    // The perk still works during the grace period.
    await openMembersOnlyArticle(page, server.url);
    await expect(page.getByText(/三度描き直しました/)).toBeVisible();
    await expect(page.getByTestId('members-only-notice')).toHaveCount(0);

    // Past the grace period, unpaid: the membership lapses and the perk is gone.
    await moveClock(8);
    await waitForStatus(page, '失効');
    await expect(status).not.toContainText('メンバー限定のお知らせを全文読める');
    await openMembersOnlyArticle(page, server.url);
    await expect(page.getByTestId('members-only-notice')).toBeVisible();
    await expect(page.getByText(/三度描き直しました/)).toHaveCount(0);
  });
});
