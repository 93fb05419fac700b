import { expect, test, type Page } from './support/test';
import { completeSignUp, newFanIdentity } from './support/fan';

/** From the store's front page to an item's page, signed up through "buy now". */
async function openItemAsNewFan(page: Page, itemName: string, label: string) {
  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 1, name: 'ストア' })).toBeVisible();
  await page
    .getByRole('link', { name: new RegExp(itemName) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: itemName })).toBeVisible();
  await page.getByRole('button', { name: '今すぐ購入' }).click();
  await completeSignUp(page, newFanIdentity(label));
}

/** Buy now → the final confirmation screen of §12-6 with the card number filled in. */
async function confirmWithCard(page: Page, card: string) {
  await page.getByRole('button', { name: '今すぐ購入' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文内容の確認' })).toBeVisible();
  // What the law asks the screen to show before the fan pays.
  await expect(page.getByText('お支払い時期')).toBeVisible();
  await expect(page.getByText('商品の引渡し時期')).toBeVisible();
  await expect(page.getByText('キャンセル・返品について')).toBeVisible();
  await page.getByLabel('カード番号').fill(card);
}

test('a fan buys a digital item with the test card and reads its qualified invoice', async ({
  page,
}) => {
  await openItemAsNewFan(page, '月夜の薔薇園 壁紙セット', 'buyer');
  await confirmWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByTestId('order-total')).toHaveText('￥330');
  await page.getByRole('button', { name: /注文を確定して.*330.*を支払う/ }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' }),
  ).toBeVisible();
  const orderNumber = await page.getByTestId('order-number').textContent();
  expect(orderNumber).toMatch(/^G-\d{8}-\d{6}$/);
  await page.getByRole('link', { name: '領収書（適格請求書）' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '領収書' })).toBeVisible();
  await expect(page.getByTestId('registration-number')).toHaveText('登録番号：T1234567890123');
  await expect(page.getByText(`注文番号：${orderNumber}`)).toBeVisible();
  await expect(page.getByText('株式会社ローズガーデン・スタジオ')).toBeVisible();

  // It is in the purchase history too.
  await page.goto('/settings/purchase-history');
  await expect(page.getByText(orderNumber ?? '', { exact: false })).toBeVisible();
});

test('a 3-D Secure card waits for the challenge, then the order completes', async ({ page }) => {
  await openItemAsNewFan(page, '王子のおやすみボイス', 'secure');
  await confirmWithCard(page, '4000 0000 0000 3220');
  await page.getByRole('button', { name: /注文を確定して.*550.*を支払う/ }).click();

  // The card issuer's challenge (the local provider's page in test mode).
  await expect(page.getByRole('heading', { name: /本人認証（3Dセキュア）/ })).toBeVisible();
  await expect(page.getByTestId('amount')).toHaveText('¥550');
  await page.getByRole('button', { name: /認証する/ }).click();

  // Back on the pending page, which finds the payment settled and moves on.
  await expect(page).toHaveURL(/\/store\/(cash-payment\/credit-card\/pending|order\/complete)/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' }),
  ).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^G-\d{8}-\d{6}$/);
});
