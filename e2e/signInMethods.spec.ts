// The sign-in methods besides e-mail and password, against the server's own Auth emulator:
// a phone number with the SMS code, a mailed sign-in link, Google, Apple and X in a popup
// (the emulator's fake provider pages), and the phone number added on the settings page.
// The emulator "sends" nothing: its REST API tells the codes and links it would have sent.
import os from 'node:os';
import path from 'node:path';
import { e2eAuthEmulatorPort } from './playwright.config';
import { joinWithName, newFanIdentity, openFirstChannel, sendMessage } from './support/fan';
import { serveGoogleApiLoader } from './support/googleApiLoader';
import { startRestartableGarden, type RestartableGarden } from './support/restartableGarden';
import { expect, test, type Page } from './support/test';

const emulatorOn = (port: number) => `http://127.0.0.1:${port}/emulator/v1/projects/demo-garden`;
const emulator = emulatorOn(e2eAuthEmulatorPort);

/** The last SMS code the emulator "sent" to a number. */
async function smsCodeFor(phoneNumber: string, emulatorUrl = emulator): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await fetch(`${emulatorUrl}/verificationCodes`);
      const { verificationCodes } = (await answer.json()) as {
        verificationCodes: { phoneNumber: string; code: string }[];
      };
      code = verificationCodes.filter((c) => c.phoneNumber === phoneNumber).pop()?.code;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** The last sign-in link the emulator "mailed" to an address. */
async function signInLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const answer = await fetch(`${emulator}/oobCodes`);
      const { oobCodes } = (await answer.json()) as {
        oobCodes: { email: string; oobLink: string; requestType: string }[];
      };
      link = oobCodes
        .filter((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN')
        .pop()?.oobLink;
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** A Japanese mobile number no other run uses: 090 and eight digits. */
function newMobileNumber(): { typed: string; e164: string } {
  const digits = String(Date.now() % 100_000_000).padStart(8, '0');
  return { typed: `090-${digits.slice(0, 4)}-${digits.slice(4)}`, e164: `+8190${digits}` };
}

/** Signs a new fan up by phone from the composer of the channel open in `page`. */
async function joinByPhone(page: Page, emulatorUrl: string, displayName: string) {
  const phone = newMobileNumber();
  const dialog = await openLoginFromComposer(page);
  await dialog.getByRole('button', { name: '電話番号で続ける' }).click();
  await dialog.getByLabel('電話番号').fill(phone.typed);
  await dialog.getByRole('button', { name: '確認コードを送る' }).click();
  await expect(dialog.getByRole('status')).toContainText(phone.e164);
  await dialog.getByLabel('確認コード').fill(await smsCodeFor(phone.e164, emulatorUrl));
  await dialog.getByRole('button', { name: '確認してログイン' }).click();
  await joinWithName(page, displayName);
  return phone;
}

/** Opens the login modal the composer opens for a signed-out fan. */
async function openLoginFromComposer(page: Page) {
  await page.getByRole('textbox', { name: 'メッセージ' }).fill('はじめまして');
  await page.getByRole('button', { name: '送信' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** On the emulator's fake provider page (any provider): a new account, an e-mail and a name. */
async function chooseNewAccount(page: Page, fan: { email: string; displayName: string }) {
  await page.getByText('Add new account').click();
  await page.locator('#email-input').fill(fan.email);
  await page.locator('#display-name-input').fill(fan.displayName);
  await page.locator('#sign-in').click();
}

/** Joins as a new fan through a social provider's popup, from the channel open in `page`. */
async function joinInPopup(
  page: Page,
  continueLabel: string,
  fan: ReturnType<typeof newFanIdentity>,
) {
  await serveGoogleApiLoader(page.context());
  const dialog = await openLoginFromComposer(page);
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: continueLabel }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  await chooseNewAccount(popup, fan);
  await joinWithName(page, fan.displayName);
}

test.describe('sign-in methods', () => {
  test('a new fan joins with a phone number and the SMS code, then signs in again on the SMS page', async ({
    page,
    browser,
    baseURL,
  }) => {
    const phone = newMobileNumber();
    const { displayName } = newFanIdentity('phone');
    await openFirstChannel(page, baseURL!);
    const dialog = await openLoginFromComposer(page);
    await dialog.getByRole('button', { name: '電話番号で続ける' }).click();
    await expect(dialog.getByRole('heading', { name: '電話番号でログイン' })).toBeVisible();
    // Japan (+81) is picked already.
    await expect(dialog.getByRole('textbox', { name: '国・地域番号' })).toHaveValue(/\+81/);

    // A number that cannot be one is refused before anything is sent.
    await dialog.getByLabel('電話番号').fill('12');
    await dialog.getByRole('button', { name: '確認コードを送る' }).click();
    await expect(dialog.getByText('電話番号が正しくありません', { exact: false })).toBeVisible();

    await dialog.getByLabel('電話番号').fill(phone.typed);
    await dialog.getByRole('button', { name: '確認コードを送る' }).click();
    await expect(dialog.getByRole('status')).toContainText(phone.e164);
    const code = await smsCodeFor(phone.e164);

    // A wrong code is refused in words; the right one signs in.
    const wrong = code === '000000' ? '111111' : '000000';
    await dialog.getByLabel('確認コード').fill(wrong);
    await dialog.getByRole('button', { name: '確認してログイン' }).click();
    await expect(dialog.getByText('確認コードが違います')).toBeVisible();
    await dialog.getByLabel('確認コード').fill(code);
    await dialog.getByRole('button', { name: '確認してログイン' }).click();

    // New here: the join step, as after an e-mail sign-up.
    await joinWithName(page, displayName);
    await sendMessage(page, `電話番号で参加しました ${phone.e164}`);
    await expect(page.getByText(`電話番号で参加しました ${phone.e164}`)).toBeVisible();

    // Another device: /onboarding/sms signs the member in and returns them to ?redirect.
    const other = await browser.newPage();
    await other.goto(`${baseURL}/onboarding/sms?redirect=%2Fmypage`);
    await expect(other.getByRole('heading', { name: '電話番号でログイン' })).toBeVisible();
    await other.getByLabel('電話番号').fill(phone.typed);
    await other.getByRole('button', { name: '確認コードを送る' }).click();
    await expect(other.getByRole('status')).toContainText(phone.e164);
    // A fresh code for this attempt (the first one was used).
    await expect.poll(() => smsCodeFor(phone.e164)).not.toBe(code);
    await other.getByLabel('確認コード').fill(await smsCodeFor(phone.e164));
    await other.getByRole('button', { name: '確認してログイン' }).click();
    await expect(other).toHaveURL(/\/mypage$/);
    await expect(other.getByRole('heading', { name: displayName })).toBeVisible();
    await other.close();
  });

  test('a new fan joins with a mailed sign-in link opened on another device', async ({
    page,
    browser,
    baseURL,
  }) => {
    const fan = newFanIdentity('linked');
    const channelPath = await openFirstChannel(page, baseURL!);
    const dialog = await openLoginFromComposer(page);
    await dialog.getByRole('button', { name: 'メールのリンクで続ける' }).click();
    await dialog.getByLabel('メールアドレス').fill(fan.email);
    await dialog.getByRole('button', { name: 'ログインリンクを送る' }).click();
    await expect(dialog.getByRole('status')).toContainText(fan.email);

    // Opened on another device: the address is asked again; a different one is refused.
    const link = await signInLinkFor(fan.email);
    const other = await browser.newPage();
    await other.goto(link);
    await expect(other).toHaveURL(/\/onboarding\/login\?/);
    await other.getByLabel('メールアドレス').fill(`someone-else-${fan.email}`);
    await other.getByRole('button', { name: 'ログインする' }).click();
    await expect(other.getByText('リンクを送ったメールアドレスと違います')).toBeVisible();
    await other.getByLabel('メールアドレス').fill(fan.email);
    await other.getByRole('button', { name: 'ログインする' }).click();

    // New here: the join step, then back to the channel the link was asked from.
    await joinWithName(other, fan.displayName);
    await expect(other).toHaveURL(new RegExp(`${channelPath}$`));
    await sendMessage(other, 'リンクで参加しました');
    await expect(other.getByText('リンクで参加しました')).toBeVisible();

    // The link signs in once only.
    const again = await browser.newPage();
    await again.goto(link);
    await again.getByLabel('メールアドレス').fill(fan.email);
    await again.getByRole('button', { name: 'ログインする' }).click();
    await expect(again.getByRole('alert')).toContainText('期限切れか、すでに使われています');
    await again.close();
    await other.close();
  });

  for (const [provider, continueLabel] of [
    ['Google', 'Googleで続ける'],
    ['X', 'Xで続ける'],
  ] as const) {
    test(`a new fan joins with ${provider} in a popup (the emulator’s fake ${provider})`, async ({
      page,
      baseURL,
    }) => {
      const fan = newFanIdentity(provider.toLowerCase());
      await openFirstChannel(page, baseURL!);
      await joinInPopup(page, continueLabel, fan);
      await sendMessage(page, `${provider}で参加しました`);
      await expect(page.getByText(`${provider}で参加しました`)).toBeVisible();
    });
  }

  test('a fan who joined with Apple adds a phone number in the settings, then removes it', async ({
    page,
    baseURL,
  }) => {
    const fan = newFanIdentity('apple');
    await openFirstChannel(page, baseURL!);
    await joinInPopup(page, 'Appleで続ける', fan);

    // From the personal-info hub to the page: no number yet.
    await page.goto(`${baseURL}/settings/personal-info`);
    await page
      .getByRole('navigation', { name: '個人情報' })
      .getByRole('link', { name: /電話番号/ })
      .click();
    await expect(page).toHaveURL(/\/settings\/personal-info\/phone-number$/);
    await expect(page.getByText('電話番号はまだ登録されていません。')).toBeVisible();

    const phone = newMobileNumber();
    await page.getByRole('button', { name: '電話番号を登録する' }).click();
    await page.getByLabel('電話番号').fill(phone.typed);
    await page.getByRole('button', { name: '確認コードを送る' }).click();
    await expect(page.getByRole('status')).toContainText(phone.e164);
    await page.getByLabel('確認コード').fill(await smsCodeFor(phone.e164));
    await page.getByRole('button', { name: '確認して登録する' }).click();
    await expect(page.getByRole('status')).toHaveText('電話番号を登録しました。');
    // Only the last digits are shown; the account signs in with Apple too, so it may go.
    await expect(page.getByTestId('current-phone-number')).toHaveText(
      `末尾 ${phone.e164.slice(-4)}`,
    );
    await expect(page.getByText(phone.e164)).toHaveCount(0);

    // The service keeps it after a reload.
    await page.reload();
    await expect(page.getByTestId('current-phone-number')).toHaveText(
      `末尾 ${phone.e164.slice(-4)}`,
    );
    await page.getByRole('button', { name: '電話番号を削除する' }).click();
    await expect(page.getByRole('status')).toHaveText('電話番号を削除しました。');
    await expect(page.getByText('電話番号はまだ登録されていません。')).toBeVisible();
  });

  test('on a phone, Google sign-in goes by redirect and comes back to the channel', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await serveGoogleApiLoader(context);
    const page = await context.newPage();
    const fan = newFanIdentity('redirected');
    const channelPath = await openFirstChannel(page, baseURL!);
    const dialog = await openLoginFromComposer(page);
    await dialog.getByRole('button', { name: 'Googleで続ける' }).click();
    // The emulator's account chooser, in this tab.
    await chooseNewAccount(page, fan);

    await expect(page).toHaveURL(new RegExp(`${channelPath}$`));
    await joinWithName(page, fan.displayName);
    await sendMessage(page, 'リダイレクトで参加しました');
    await expect(page.getByText('リダイレクトで参加しました')).toBeVisible();
    await context.close();
  });
});

// Re-authentication the way the account signs in: on a garden of its own where a sign-in
// counts as recent for 5 seconds only (E2E_RESTART_PORT, its emulator on the next ports).
test.describe('re-authentication by phone, on a garden of its own', () => {
  const port = Number(process.env.E2E_RESTART_PORT ?? 3101);
  const authEmulatorPort = port + 1;
  const dataDir = path.join(os.tmpdir(), `garden-e2e-sign-in-methods-${process.pid}`);
  const RECENT_LOGIN_SECONDS = 5;
  let garden: RestartableGarden;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    garden = await startRestartableGarden({
      port,
      authEmulatorPort,
      dataDir,
      env: { GARDEN_RECENT_LOGIN_SECONDS: String(RECENT_LOGIN_SECONDS) },
    });
  });
  test.afterAll(async () => {
    await garden?.stop('SIGTERM');
  });

  test('a fan who signed up by phone confirms with a new SMS code to delete their account', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { displayName } = newFanIdentity('phoneleaver');
    await openFirstChannel(page, garden.url);
    const phone = await joinByPhone(page, emulatorOn(authEmulatorPort), displayName);
    // Let the sign-in grow older than a recent one.
    await page.waitForTimeout((RECENT_LOGIN_SECONDS + 1) * 1000);

    await page.goto(`${garden.url}/settings/personal-info/delete-account`);
    await page.getByRole('checkbox', { name: /完全に削除される/ }).check();
    await page.getByRole('button', { name: '退会する' }).click();
    const dialog = page.getByRole('dialog', { name: 'ご本人確認' });
    await expect(
      dialog.getByText('電話番号に届く確認コードを入力してください', { exact: false }),
    ).toBeVisible();
    await expect(dialog.getByLabel('パスワード')).toHaveCount(0);
    await dialog.getByLabel('電話番号').fill(phone.typed);
    await dialog.getByRole('button', { name: '確認コードを送る' }).click();
    await expect(dialog.getByRole('status')).toContainText(phone.e164);
    // The emulator forgets a code once used: the one listed now is the new one.
    await dialog
      .getByLabel('確認コード')
      .fill(await smsCodeFor(phone.e164, emulatorOn(authEmulatorPort)));
    await dialog.getByRole('button', { name: '確認してログイン' }).click();
    await expect(page.getByText('退会が完了しました')).toBeVisible({ timeout: 30_000 });
  });
});
