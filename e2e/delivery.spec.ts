import { expect, test } from '@playwright/test';
import { completeSignUp, newFanIdentity } from './support/fan';

test('a fan buys goods: adds a delivery address at checkout, pays, and the receipt shows it', async ({
  page,
}) => {
  await page.goto('/store');
  await page
    .getByRole('link', { name: /アクリルスタンド 王子と人形/ })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'アクリルスタンド 王子と人形' }),
  ).toBeVisible();
  await page.getByRole('button', { name: '今すぐ購入' }).click();
  await completeSignUp(page, newFanIdentity('goods'));
  await page.getByRole('button', { name: '今すぐ購入' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文内容の確認' })).toBeVisible();

  // Shipped goods: no address yet, so the book opens its form, and paying waits for it.
  await expect(page.getByRole('heading', { name: 'お届け先' })).toBeVisible();
  await page.getByLabel('カード番号').fill('4242 4242 4242 4242');
  const pay = page.getByRole('button', { name: /注文を確定して.*を支払う/ });
  await expect(pay).toBeDisabled();

  const form = page.getByRole('form', { name: 'お届け先' });
  await form.getByLabel('お名前').fill('花守 ミオ');
  await form.getByLabel('郵便番号').fill('１５０－０００１');
  await form.getByRole('textbox', { name: '都道府県' }).fill('東京');
  await page.getByRole('option', { name: '東京都' }).click();
  await form.getByLabel('市区町村').fill('渋谷区神宮前');
  await form.getByLabel('町名・番地').fill('1-2-3');
  await form.getByLabel('建物名・部屋番号（任意）').fill('ローズハイツ 201');
  await form.getByLabel('電話番号').fill('090-1234-5678');
  await form.getByRole('button', { name: '保存する' }).click();

  // The new address is chosen; paying sends the goods there.
  await expect(page.getByRole('radio', { name: 'このお届け先に送る' })).toBeChecked();
  await expect(page.getByText('〒150-0001')).toBeVisible();
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' }),
  ).toBeVisible();
  await page.getByRole('link', { name: '領収書（適格請求書）' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '領収書' })).toBeVisible();
  const shipTo = page.getByTestId('shipping-address');
  await expect(shipTo).toContainText('〒150-0001');
  await expect(shipTo).toContainText('東京都 渋谷区神宮前 1-2-3');
  await expect(shipTo).toContainText('花守 ミオ 様');

  // The address book in settings keeps it, as the usual address.
  await page.goto('/settings/store/addresses');
  await expect(page.getByRole('heading', { level: 1, name: 'お届け先の管理' })).toBeVisible();
  await expect(page.getByText('いつものお届け先')).toBeVisible();
  await expect(page.getByText('ローズハイツ 201')).toBeVisible();
});
