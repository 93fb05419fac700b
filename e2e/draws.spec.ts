import { expect, test } from '@playwright/test';
import { completeSignUp, newFanIdentity } from './support/fan';
import { grantCoins } from './support/operator';

const MACHINE_PATH = `/probability-treasure-machine/${encodeURIComponent(
  Buffer.from('TreasureMachine:1').toString('base64'),
)}`;

// A fan reads the published odds, joins, gets coins from the garden, draws ten, skips
// the reveal, and finds the ten prizes in the history with a way to verify each.
test('a fan draws ten with coins, sees the results, finds them in the history and sends the physical prizes', async ({
  page,
  request,
}) => {
  await page.goto(MACHINE_PATH);
  await expect(page.getByRole('heading', { level: 1, name: '薔薇夜会ガチャ' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '提供割合' })).toBeVisible();
  await expect(page.getByText('3.00%')).toBeVisible();
  await expect(page.getByText('あと50回でS賞確定')).toBeVisible();

  await page.getByRole('button', { name: /^10連/ }).click();
  await completeSignUp(page, newFanIdentity('gacha'));

  // The fan's id, from the app's own answer on the follow list.
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.url().includes('/graphql') &&
        response.request().postDataJSON()?.operationName === 'FollowListPageQuery',
    ),
    page.goto('/follow-list'),
  ]);
  const userId = (await answer.json()).data.viewer.user.id as string;
  await grantCoins(request, userId, 2000);

  await page.goto(MACHINE_PATH);
  await page.getByRole('button', { name: /^10連/ }).click();
  const confirm = page.getByRole('dialog', { name: 'ガチャを引きますか？' });
  await expect(confirm).toContainText('1,500コイン');
  await confirm.getByRole('button', { name: '引く' }).click();

  const results = page.getByRole('dialog', { name: '獲得した景品（10個）' });
  await expect(results).toBeVisible();
  await results.getByRole('button', { name: 'スキップ' }).click();
  await expect(results.getByRole('listitem')).toHaveCount(10);
  // The pity counter moved with the ten pulls (unless an S came, which resets it).
  await results.getByRole('link', { name: 'ガチャ履歴' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'ガチャ履歴' })).toBeVisible();
  const draw = page.getByRole('listitem').filter({ hasText: '薔薇夜会ガチャ' });
  await expect(draw).toHaveCount(1);
  await expect(draw.getByText('1,500コイン')).toBeVisible();
  await expect(draw.getByRole('link', { name: '検証' })).toHaveCount(10);

  // Before the seed is revealed, the verify page says so instead of pretending.
  await draw.getByRole('link', { name: '検証' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '抽選結果の検証' })).toBeVisible();
  await expect(page.getByText(/シードはまだ非公開です/)).toBeVisible();

  // The physical prizes (all but the coins) wait for an address: add one and send them.
  await page.getByRole('link', { name: 'ガチャ履歴へ戻る' }).click();
  await page.getByRole('link', { name: '配送待ち' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '景品の配送' })).toBeVisible();
  await page.getByLabel('お名前').fill('花守 ミオ');
  await page.getByLabel('郵便番号').fill('150-0001');
  // By keyboard: near the bottom of a phone's screen the tab bar may cover the list.
  const prefecture = page.getByRole('textbox', { name: '都道府県' });
  await prefecture.fill('東京都');
  await prefecture.press('ArrowDown');
  await prefecture.press('Enter');
  await expect(prefecture).toHaveValue('東京都');
  await page.getByLabel('市区町村').fill('渋谷区神宮前');
  await page.getByLabel('町名・番地').fill('1-2-3');
  await page.getByLabel('電話番号').fill('090-1234-5678');
  // The address goes into the fan's address book (the store's), and is chosen at once.
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByRole('radio', { name: 'このお届け先に送る' })).toBeChecked();
  await page.getByRole('button', { name: /この住所に送る/ }).click();
  await expect(page.getByRole('status')).toContainText('配送を受け付けました');
  await expect(page.getByText('お届け先の入力を待っている景品はありません。')).toBeVisible();
});
