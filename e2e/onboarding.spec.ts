import { expect, test } from './support/test';
import { completeSignUp, newFanIdentity, openFirstChannel, sendMessage } from './support/fan';
import { mailedCode } from './support/signUpMail';

// E-mail sign-up step by step: the login modal mails a code, a wrong code is refused with
// the tries left, the right one leads to the password, the terms, the profile and the
// invite code (skipped), and the fan is back where they started, a member. Then the
// fan's timeline settings change what their home timeline shows.

test('a fan signs up by e-mail through every onboarding step and returns to the channel', async ({
  page,
  baseURL,
}) => {
  const fan = newFanIdentity('onboard');
  const channelPath = await openFirstChannel(page, baseURL!);
  await page.getByRole('textbox', { name: 'メッセージ' }).fill('はじめまして');
  await page.getByRole('button', { name: '送信' }).click();

  // The modal's sign-up asks only the address and mails a code.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'ガーデンに参加する' })).toBeVisible();
  await dialog.getByLabel('メールアドレス').fill(fan.email);
  await dialog.getByRole('button', { name: '認証コードを送信' }).click();
  await expect(page).toHaveURL(/\/onboarding\/confirmation-code$/);
  await expect(page.getByText(fan.email)).toBeVisible();
  await expect(page.getByTestId('onboarding-step')).toHaveText('ステップ 1/5');
  // A new code waits for the cooldown.
  await expect(page.getByRole('button', { name: /秒後に再送信できます/ })).toBeDisabled();

  const code = await mailedCode(fan.email);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('認証コード 1桁目').pressSequentially(wrong);
  await expect(page.getByRole('alert')).toHaveText(
    '認証コードが正しくありません。あと4回入力できます。',
  );
  await expect(page).toHaveURL(/\/onboarding\/confirmation-code$/);

  await page.getByLabel('認証コード 1桁目').pressSequentially(code);
  await expect(page).toHaveURL(/\/onboarding\/password$/);
  await expect(page.getByTestId('onboarding-step')).toHaveText('ステップ 2/5');
  const passwords = page.locator('input[autocomplete="new-password"]');
  await passwords.nth(0).fill(fan.password);
  await passwords.nth(1).fill(`${fan.password}x`);
  await page.getByRole('button', { name: 'アカウントを作成' }).click();
  await expect(page.getByText('パスワードが一致しません。')).toBeVisible();
  await passwords.nth(1).fill(fan.password);
  await page.getByRole('button', { name: 'アカウントを作成' }).click();

  // The current terms, then the profile: joining happens there.
  await expect(page).toHaveURL(/\/onboarding\/agree-terms\?onboarding=1/);
  await page.getByRole('checkbox', { name: /利用規約/ }).check();
  await page.getByRole('button', { name: '同意して続ける' }).click();
  await expect(page).toHaveURL(/\/onboarding\/profile-setting$/);
  await expect(page.getByTestId('onboarding-step')).toHaveText('ステップ 4/5');
  await page.getByLabel('ニックネーム').fill(fan.displayName);
  await page.getByLabel('生年月日').fill(fan.dateOfBirth);
  await page.getByRole('button', { name: 'ガーデンに参加する' }).click();

  // The invite code is optional: skipping returns the fan to the channel, a member now.
  await expect(page).toHaveURL(/\/onboarding\/referral-code/);
  await page.getByRole('button', { name: 'スキップ' }).click();
  await expect(page).toHaveURL(new RegExp(`${channelPath}$`));
  const line = `登録できました ${Date.now()}`;
  await sendMessage(page, line);
  await expect(page.getByText(line)).toBeVisible();

  // The profile the fan set is theirs.
  await page.goto('/mypage');
  await expect(page.getByText(fan.displayName).first()).toBeVisible();
});

test('timeline settings change what the home timeline shows', async ({ page, baseURL }) => {
  await openFirstChannel(page, baseURL!);
  await page.getByRole('textbox', { name: 'メッセージ' }).fill('こんにちは');
  await page.getByRole('button', { name: '送信' }).click();
  await completeSignUp(page, newFanIdentity('timeline'));

  // A new fan follows nobody: the home timeline shows the official posts.
  await page.goto('/home-timeline');
  await expect(page.getByText('公式', { exact: true }).first()).toBeVisible();

  await page.goto('/settings');
  await page
    .getByRole('navigation', { name: 'アプリ' })
    .getByRole('link', { name: /タイムライン/ })
    .click();
  await expect(page).toHaveURL(/\/settings\/timeline$/);
  const official = page.getByRole('switch', { name: /公式の投稿/ });
  await expect(official).toBeChecked();
  await official.click({ force: true });
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByRole('status')).toContainText('保存しました。');

  await page.goto('/home-timeline');
  await expect(page.getByText('まだ投稿がありません')).toBeVisible();
  await expect(page.getByText('公式', { exact: true })).toHaveCount(0);

  // Turned back on, the official posts return.
  await page.goto('/settings/timeline');
  await page.getByRole('switch', { name: /公式の投稿/ }).click({ force: true });
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByRole('status')).toContainText('保存しました。');
  await page.goto('/home-timeline');
  await expect(page.getByText('公式', { exact: true }).first()).toBeVisible();
});
