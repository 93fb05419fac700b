// Drives one fan through the UI: opening a channel and signing up through the login modal.
import { expect, type Locator, type Page } from '@playwright/test';
import { mailedCode } from './signUpMail';

let fanCounter = 0;

export function newFanIdentity(label: string) {
  fanCounter += 1;
  const stamp = `${Date.now().toString(36)}${fanCounter}`;
  return {
    email: `${label}-${stamp}@example.com`,
    password: `garden-${stamp}`,
    displayName: `${label}${fanCounter}`,
    dateOfBirth: '1998-04-01',
  };
}

/**
 * A message of the open channel by its text. The log is virtualised (only messages near the
 * view are in the page), so it scrolls up until the message is rendered.
 */
export async function messageInLog(page: Page, text: string): Promise<Locator> {
  const row = page.locator('[data-message-id]').filter({ hasText: text }).first();
  const log = page.getByRole('log').first();
  await expect(async () => {
    if ((await row.count()) === 0)
      await log.evaluate((element) => element.scrollBy(0, -element.clientHeight / 2));
    await expect(row).toBeAttached({ timeout: 500 });
    // The log may re-render the row while it settles; scrolling a detached row retries.
    await row.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return row;
}

/**
 * Waits until the greeting the sign-up sent is posted (it carries the server's id): until
 * then the log follows it to the bottom and would scroll away a message a test looks for.
 */
export async function greetingPosted(page: Page) {
  const greeting = page.locator('[data-own][data-message-id]').filter({ hasText: 'はじめまして' });
  await expect(greeting.last()).not.toHaveAttribute('data-message-id', /^client:/, {
    timeout: 30_000,
  });
}

/** Opens the first channel listed on /messages and returns its path. */
export async function openFirstChannel(page: Page, baseURL: string): Promise<string> {
  await page.goto(`${baseURL}/messages`);
  const firstChannel = page.locator('a[href^="/messages/chat/"]').first();
  await expect(firstChannel).toBeVisible();
  const href = await firstChannel.getAttribute('href');
  await firstChannel.click();
  await expect(page).toHaveURL(/\/messages\/chat\//);
  return href ?? '';
}

/**
 * Signs up through the open login modal and the onboarding steps: the e-mail address, the
 * mailed code, a password, the terms, the profile, the invite code (skipped). Ends back
 * where the modal was opened (or its redirect path).
 */
export async function completeSignUp(page: Page, fan: ReturnType<typeof newFanIdentity>) {
  const returnTo = new URL(page.url()).pathname;
  await signUpUntilProfile(page, fan);
  await joinFromProfile(page, fan);
  await page.getByRole('button', { name: 'スキップ' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === returnTo || !url.pathname.startsWith('/onboarding'),
  );
}

/** The profile step: the fan's nickname and birth date, then joining; on to the invite-code step. */
export async function joinFromProfile(page: Page, fan: ReturnType<typeof newFanIdentity>) {
  await page.getByLabel('ニックネーム').fill(fan.displayName);
  await page.getByLabel('生年月日').fill(fan.dateOfBirth);
  await page.getByRole('button', { name: 'ガーデンに参加する' }).click();
  await expect(page).toHaveURL(/\/onboarding\/referral-code/, { timeout: 30_000 });
}

/** From the open login modal through the code, password and terms steps to the profile step. */
export async function signUpUntilProfile(page: Page, fan: ReturnType<typeof newFanIdentity>) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('メールアドレス').fill(fan.email);
  await dialog.getByRole('button', { name: '認証コードを送信' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/onboarding\/confirmation-code$/);
  const code = await mailedCode(fan.email);
  await page.getByLabel('認証コード 1桁目').pressSequentially(code);
  await expect(page).toHaveURL(/\/onboarding\/password$/, { timeout: 30_000 });
  const passwords = page.locator('input[autocomplete="new-password"]');
  await passwords.nth(0).fill(fan.password);
  await passwords.nth(1).fill(fan.password);
  await page.getByRole('button', { name: 'アカウントを作成' }).click();
  await expect(page).toHaveURL(/\/onboarding\/agree-terms/, { timeout: 30_000 });
  await page.getByRole('checkbox', { name: /利用規約/ }).check();
  await page.getByRole('button', { name: '同意して続ける' }).click();
  await expect(page).toHaveURL(/\/onboarding\/profile-setting$/);
}

/** Signs up through the login modal the composer opens for a signed-out fan. */
export async function signUpFromComposer(page: Page, fan: ReturnType<typeof newFanIdentity>) {
  await page.getByRole('textbox', { name: 'メッセージ' }).fill('はじめまして');
  await page.getByRole('button', { name: '送信' }).click();
  await completeSignUp(page, fan);
}

export async function sendMessage(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'メッセージ' }).fill(text);
  await page.getByRole('button', { name: '送信' }).click();
  await expect(page.getByRole('textbox', { name: 'メッセージ' })).toHaveValue('');
}

/** Finishes the modal's join step (signed in already): name, date of birth, terms. */
export async function joinWithName(page: Page, displayName: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: '表示名を決めましょう' })).toBeVisible();
  await dialog.getByLabel('表示名').fill(displayName);
  await dialog.getByLabel('生年月日').fill('1998-04-01');
  await dialog.getByRole('checkbox', { name: /利用規約/ }).check();
  await dialog.getByRole('button', { name: '参加する' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}
