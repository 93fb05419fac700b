import { expect, test, type Page } from './support/test';

// The connection banner: the stream to /stream is cut with page.route, the banner says
// so, and clears once the stream is let through again.
const blockStream = (page: Page) => page.route('**/stream**', (route) => route.abort('failed'));
const banner = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

async function openFirstChannel(page: Page) {
  await page.goto('/messages');
  await page.locator('nav a[href^="/messages/chat/"]').first().click();
  await expect(page.getByRole('textbox', { name: 'メッセージ' })).toBeVisible();
}

test('a cut stream shows "reconnecting", which clears once the stream is back', async ({
  page,
}) => {
  await blockStream(page);
  await openFirstChannel(page);
  await expect(banner(page, '再接続中…')).toBeVisible();
  await page.unroute('**/stream**');
  // graphql-sse's next retry (within ~5 s) connects.
  await expect(banner(page, '再接続中…')).toBeHidden({ timeout: 30_000 });
});

test('after the retries are spent it says live updates are paused and offers "retry now"', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await blockStream(page);
  await openFirstChannel(page);
  // Five retries at 1 s · 2^n + up to 3 s each: spent after 32–46 s.
  const paused = banner(page, 'ライブ更新を一時停止しています');
  await expect(paused).toBeVisible({ timeout: 75_000 });
  await page.unroute('**/stream**');
  await paused.getByRole('button', { name: '今すぐ再試行' }).click();
  await expect(paused).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('ライブ更新を再開しました')).toBeVisible();
});

test('offline, the banner says so; back online it clears', async ({ page, context }) => {
  await openFirstChannel(page);
  await context.setOffline(true);
  await expect(banner(page, /オフラインです/)).toBeVisible();
  await context.setOffline(false);
  await expect(banner(page, /オフラインです/)).toBeHidden({ timeout: 30_000 });
});
