import { expect, type Page } from '@playwright/test';
import { completeSignUp, joinFromProfile, newFanIdentity, signUpUntilProfile } from './support/fan';
import { test } from './support/test';

async function coins(page: Page): Promise<number> {
  const balance = page.getByTestId('coin-balance');
  await expect(balance).toHaveText(/\d+コイン$/);
  return Number((await balance.textContent())?.replace(/\D/g, ''));
}

// A fan shares their invite code; a friend opens the link, joins, uses the code at the
// onboarding step, and both balances grow by the garden's rewards (300 and 200 coins).
test('a new fan joins with a friend’s code and both get coins', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/referral-code');
  await expect(page.getByRole('heading', { level: 1, name: '友だち招待' })).toBeVisible();
  await page.getByRole('button', { name: '登録して参加する' }).click();
  await completeSignUp(page, newFanIdentity('inviter'));
  const code = (await page.getByTestId('invite-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(page.getByTestId('invited-count')).toHaveText('まだ招待した友だちはいません');
  const inviterBefore = await coins(page);

  const friendContext = await browser.newContext({ baseURL });
  const friend = await friendContext.newPage();
  await friend.goto(`/onboarding/referral-code?code=${code}`);
  await expect(
    friend.getByRole('heading', { level: 1, name: '招待コードをお持ちですか？' }),
  ).toBeVisible();
  await friend.getByRole('button', { name: '登録して参加する' }).click();
  const invitee = newFanIdentity('invitee');
  await signUpUntilProfile(friend, invitee);
  await joinFromProfile(friend, invitee);
  // The onboarding's invite-code step, the shared code filled in.
  await expect(friend.getByRole('textbox', { name: '招待コード' })).toHaveValue(code);
  const inviteeBefore = await coins(friend);
  await friend.getByRole('button', { name: 'コードを使う' }).click();
  await expect(
    friend.getByText('招待コードを使いました！200コインを受け取りました。'),
  ).toBeVisible();
  await expect(friend.getByTestId('coin-balance')).toHaveText(`🪙${inviteeBefore + 200}コイン`);
  await friend.getByRole('button', { name: 'はじめる' }).click();
  await expect(friend).toHaveURL(/\/$/);

  // A second code is refused on /referral-code: each fan uses one once.
  await friend.goto('/referral-code');
  await expect(friend.getByTestId('invited-by')).toContainText('さんの招待コードで参加しました。');
  await expect(friend.getByRole('textbox', { name: '招待コード' })).toHaveCount(0);
  await friendContext.close();

  await page.reload();
  await expect(page.getByTestId('invited-count')).toHaveText(
    '1人の友だちがあなたのコードで参加しました',
  );
  expect(await coins(page)).toBe(inviterBefore + 300);
});

// The demo garden's season 2 campaign: the code gives 100 coins once per fan.
test('a fan redeems a campaign code once; the second time is refused', async ({ page }) => {
  await page.goto('/campaign-code/winter-2026');
  await expect(
    page.getByRole('heading', { level: 1, name: '第2期放送記念 キャンペーンコード' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'キャンペーンコード' }).fill('moonlit-2026');
  await page.getByRole('button', { name: '受け取る' }).click();
  await completeSignUp(page, newFanIdentity('campaign'));
  const before = await coins(page);
  await page.getByRole('textbox', { name: 'キャンペーンコード' }).fill('moonlit-2026');
  await page.getByRole('button', { name: '受け取る' }).click();
  await expect(page.getByText('100コインを受け取りました！')).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toHaveText(`🪙${before + 100}コイン`);
  await expect(page.getByTestId('campaign-used')).toHaveText('1/1回使用済み');

  await page.getByRole('textbox', { name: 'キャンペーンコード' }).fill('MOONLIT2026');
  await page.getByRole('button', { name: '受け取る' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'このキャンペーンのコードはすでに使用済みです。',
  );
  await expect(page.getByTestId('coin-balance')).toHaveText(`🪙${before + 100}コイン`);

  await page.goto('/campaign-code/no-such-campaign');
  await expect(
    page.getByRole('heading', { level: 1, name: 'このキャンペーンは見つかりませんでした' }),
  ).toBeVisible();
});
