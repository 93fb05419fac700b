import { expect, test } from './support/test';
import { completeSignUp, newFanIdentity } from './support/fan';
import { markOrderShipped } from './support/operator';

test('a fan buys goods: adds a delivery address at checkout, pays, the receipt shows it, and the order shows its parcel until shipped', async ({
  page,
  request,
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
  // The postal code, as a Japanese keyboard types it, fills in the prefecture and city.
  await form.getByLabel('郵便番号').fill('１５０－０００１');
  await expect(form.getByRole('textbox', { name: '都道府県' })).toHaveValue('東京都');
  await expect(form.getByLabel('市区町村')).toHaveValue('渋谷区神宮前');
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
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);

  // The order's parcel is being prepared; once the garden ships it, the tracking number shows.
  await page.goto(`/settings/purchase-history/${encodeURIComponent(orderId)}`);
  const shipment = page.getByTestId('order-shipment');
  await expect(shipment).toContainText('発送準備中');
  await markOrderShipped(request, orderId, '1111-2222-3333');
  await page.reload();
  await expect(shipment).toContainText('発送済み');
  await expect(page.getByTestId('tracking')).toHaveText(
    '日本郵便 お問い合わせ伝票番号 1111-2222-3333',
  );
  await page.goto('/settings/purchase-history');
  await expect(page.getByRole('link', { name: /アクリルスタンド 王子と人形/ })).toContainText(
    '発送済み',
  );

  // The address book in settings keeps it, as the usual address.
  await page.goto('/settings/store/addresses');
  await expect(page.getByRole('heading', { level: 1, name: 'お届け先の管理' })).toBeVisible();
  await expect(page.getByText('いつものお届け先')).toBeVisible();
  await expect(page.getByText('ローズハイツ 201')).toBeVisible();
});
