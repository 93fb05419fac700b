import { expect, test } from './support/test';
import { completeSignUp, newFanIdentity } from './support/fan';

test('a fan subscribes with the test card, holds the perks, reads the members-only news and cancels at the period end', async ({
  page,
}) => {
  await page.goto('/store');
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
  const status = page.getByTestId('membership-status');
  await expect(status).toContainText('有効');
  await expect(status).toContainText('メンバー限定のお知らせを全文読める');
  await expect(page.getByTestId('next-renewal')).toContainText('次回更新日');

  // The perk at work: the members-only article reads in full.
  await page.goto('/information');
  await page
    .getByRole('link', { name: /【メンバー限定】/ })
    .first()
    .click();
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
