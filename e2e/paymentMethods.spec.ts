import { expect, test, type Page } from './support/test';
import { completeSignUp, newFanIdentity } from './support/fan';

/** A new fan signs up from the store's "add to basket" and puts the wallpaper in the basket. */
async function newFanWithWallpaperInBasket(page: Page, label: string) {
  await page.goto('/store');
  await page
    .getByRole('link', { name: /月夜の薔薇園 壁紙セット/ })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: '月夜の薔薇園 壁紙セット' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await completeSignUp(page, newFanIdentity(label));
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page.getByText('カートに入れました。')).toBeVisible();
}

/** Settings → store settings → payment methods → the add-card form, filled and sent. */
async function addCard(page: Page, card: string, expiry: string) {
  await page.getByRole('button', { name: 'カードを登録する' }).click();
  const form = page.getByRole('form', { name: 'カードの登録' });
  await form.getByLabel('カード番号').fill(card);
  await form.getByLabel(/有効期限/).fill(expiry);
  await form.getByRole('button', { name: '登録する' }).click();
}

test('a fan saves a card in settings, then pays the basket with it through select-method', async ({
  page,
}) => {
  await newFanWithWallpaperInBasket(page, 'wallet');

  await page.goto('/settings');
  await page.getByRole('link', { name: /ストアの設定/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ストアの設定' })).toBeVisible();
  await page.getByRole('link', { name: /お支払い方法/ }).click();
  await expect(page).toHaveURL(/\/settings\/store\/payment-method$/);
  await expect(page.getByText('登録済みのカードはありません。', { exact: false })).toBeVisible();
  await addCard(page, '4242 4242 4242 4242', '08/29');
  await expect(page.getByText('カードを登録しました。')).toBeVisible();
  const saved = page.getByTestId('saved-card');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('•••• 4242');
  await expect(saved).toContainText('有効期限 08/29');
  await expect(saved).toContainText('いつものカード');

  await page.goto('/store/cart/baskets');
  await page.getByRole('button', { name: '購入手続きへ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文内容の確認' })).toBeVisible();
  await page.getByRole('link', { name: '変更する' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法の選択' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/cash-payment\/select-method\?session=/);
  await page.getByRole('radio', { name: /•••• 4242/ }).check();
  await page.getByRole('button', { name: 'ご注文内容の確認へ進む' }).click();

  await expect(page).toHaveURL(/\/checkout\/[^/?]+\?method=SAVED_CARD&card=/);
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文内容の確認' })).toBeVisible();
  await expect(page.getByText('•••• 4242')).toBeVisible();
  await expect(page.getByLabel('カード番号')).toHaveCount(0);
  await page.getByRole('button', { name: /注文を確定して.*330.*を支払う/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' }),
  ).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^G-\d{8}-\d{6}$/);
});

test('a 3-D Secure card is saved after its challenge; a failed challenge saves nothing', async ({
  page,
}) => {
  await newFanWithWallpaperInBasket(page, 'secure-card');
  await page.goto('/settings/store/payment-method');
  await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法' })).toBeVisible();

  await addCard(page, '4000 0000 0000 3220', '12/30');
  // The card issuer's challenge (the local provider's page in test mode): nothing is charged.
  await expect(page.getByRole('heading', { name: /本人認証（3Dセキュア）/ })).toBeVisible();
  await expect(page.getByTestId('amount')).toHaveText(/カードの登録/);
  await page.getByRole('button', { name: /認証する/ }).click();
  await expect(page).toHaveURL(/\/settings\/store\/payment-method$/);
  await expect(page.getByText('カードを登録しました。')).toBeVisible();
  const saved = page.getByTestId('saved-card');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('•••• 3220');
  await expect(saved).toContainText('いつものカード');
  await expect(saved).not.toContainText('本人認証待ち');

  await addCard(page, '4000 0000 0000 3220', '01/31');
  await page.getByRole('button', { name: /認証に失敗する/ }).click();
  await expect(page).toHaveURL(/\/settings\/store\/payment-method$/);
  await expect(page.getByRole('alert')).toContainText('本人認証（3Dセキュア）が完了しなかった');
  await expect(saved).toHaveCount(1);
});
