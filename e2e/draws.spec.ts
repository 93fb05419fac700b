import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { e2eDataDir } from './playwright.config';
import { completeSignUp, newFanIdentity } from './support/fan';
import { grantCoins, markShipped } from './support/operator';

const MACHINE_PATH = `/probability-treasure-machine/${encodeURIComponent(
  Buffer.from('TreasureMachine:1').toString('base64'),
)}`;

// A fan reads the published odds, joins, gets coins from the garden, draws ten, skips
// the reveal, and finds the ten prizes in the history with a way to verify each.
test('a fan draws ten with coins, sees the results, finds them in the history, sends the physical prizes and follows them until shipped', async ({
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

  // The physical prizes (all but the coins) wait for an address: choose them and an
  // address (the postal code fills in the prefecture and city), confirm, and follow the parcel.
  await page.getByRole('link', { name: 'ガチャ履歴へ戻る' }).click();
  await page.getByRole('link', { name: '配送待ち' }).first().click();
  await expect(page).toHaveURL(/\/store\/prize\/delivery\/form$/);
  await expect(page.getByRole('heading', { level: 1, name: '景品の配送' })).toBeVisible();
  await page.getByLabel('お名前').fill('花守 ミオ');
  await page.getByLabel('郵便番号').fill('150-0001');
  await expect(page.getByText('該当する住所：東京都 渋谷区神宮前')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '都道府県' })).toHaveValue('東京都');
  await expect(page.getByLabel('市区町村')).toHaveValue('渋谷区神宮前');
  await page.getByLabel('町名・番地').fill('1-2-3');
  await page.getByLabel('電話番号').fill('090-1234-5678');
  // The address goes into the fan's address book (the store's), and is chosen at once.
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByRole('radio', { name: 'このお届け先に送る' })).toBeChecked();
  // One prize stays behind for later.
  const prizes = page.getByRole('checkbox');
  const total = await prizes.count();
  await prizes.first().uncheck();
  await page.getByRole('button', { name: '確認画面へ進む' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '配送内容の確認' })).toBeVisible();
  await expect(page.getByTestId('shipping-address')).toContainText('東京都 渋谷区神宮前 1-2-3');
  await expect(page.getByText(`お届けする景品（${total - 1}個）`)).toBeVisible();
  await page.getByRole('button', { name: /この住所に送る/ }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: '配送のお申し込みが完了しました' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    `${total - 1}個の景品の配送を受け付けました`,
  );
  await page.getByRole('link', { name: '配送状況を見る' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '配送状況' })).toBeVisible();
  await expect(page.getByText('発送準備中').first()).toBeVisible();
  const deliveryId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);

  // The garden ships it: the fan sees the tracking number, and gets an e-mail saying so.
  await markShipped(request, deliveryId, '4321 0000 1234');
  await page.reload();
  await expect(page.getByTestId('tracking')).toHaveText(
    'ヤマト運輸 お問い合わせ伝票番号 4321-0000-1234',
  );
  await expect
    .poll(() => shippingMails().some((mail) => mail.includes('432100001234')), {
      timeout: 30_000,
    })
    .toBe(true);

  // The prize left behind still waits, and the list shows both.
  await page.getByRole('link', { name: '景品の配送へ戻る' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '景品の配送' })).toBeVisible();
  await expect(page.getByText('お届け先の入力を待っている景品が1個あります')).toBeVisible();
  await expect(page.getByRole('link', { name: /発送済み/ })).toHaveCount(1);
});

/** The mails the server wrote (no SMTP_URL in e2e: .eml files), their text decoded. */
function shippingMails(): string[] {
  const folder = path.join(e2eDataDir, 'mail');
  if (!existsSync(folder)) return [];
  return readdirSync(folder).map((name) => {
    const raw = readFileSync(path.join(folder, name), 'utf8');
    const [, ...body] = raw.split(/\r?\n\r?\n/);
    return Buffer.from(body.join('').replace(/\s/g, ''), 'base64').toString('utf8');
  });
}
