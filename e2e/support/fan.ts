// Drives one fan through the UI: opening a channel and signing up through the login modal.
import { expect, type Page } from '@playwright/test';

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

/** Fills and sends the sign-up form of the open login modal, and waits for it to close. */
export async function completeSignUp(page: Page, fan: ReturnType<typeof newFanIdentity>) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('メールアドレス').fill(fan.email);
  await dialog.getByLabel('パスワード').fill(fan.password);
  await dialog.getByLabel('表示名').fill(fan.displayName);
  await dialog.getByLabel('生年月日').fill(fan.dateOfBirth);
  await dialog.getByRole('checkbox', { name: /利用規約/ }).check();
  await dialog.getByRole('button', { name: '登録して参加する' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
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
