// The sign-in methods besides e-mail and password, against the server's own Auth emulator:
// a phone number with the SMS code, a mailed sign-in link, and Google in a popup. The
// emulator "sends" nothing: its REST API tells the codes and links it would have sent.
import { e2eAuthEmulatorPort } from './playwright.config';
import { newFanIdentity, openFirstChannel, sendMessage } from './support/fan';
import { serveGoogleApiLoader } from './support/googleApiLoader';
import { expect, test, type Page } from './support/test';

const emulator = `http://127.0.0.1:${e2eAuthEmulatorPort}/emulator/v1/projects/demo-garden`;

/** The last SMS code the emulator "sent" to a number. */
async function smsCodeFor(phoneNumber: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await fetch(`${emulator}/verificationCodes`);
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

/** Opens the login modal the composer opens for a signed-out fan. */
async function openLoginFromComposer(page: Page) {
  await page.getByRole('textbox', { name: 'メッセージ' }).fill('はじめまして');
  await page.getByRole('button', { name: '送信' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Finishes the modal's join step (signed in already): name, date of birth, terms. */
async function joinWithName(page: Page, displayName: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: '表示名を決めましょう' })).toBeVisible();
  await dialog.getByLabel('表示名').fill(displayName);
  await dialog.getByLabel('生年月日').fill('1998-04-01');
  await dialog.getByRole('checkbox', { name: /利用規約/ }).check();
  await dialog.getByRole('button', { name: '参加する' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
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

  test('a new fan joins with Google in a popup (the emulator’s fake Google)', async ({
    page,
    baseURL,
  }) => {
    await serveGoogleApiLoader(page.context());
    const fan = newFanIdentity('google');
    await openFirstChannel(page, baseURL!);
    const dialog = await openLoginFromComposer(page);
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Googleで続ける' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    // The emulator's account chooser: add a new account with an e-mail and a name.
    await popup.getByText('Add new account').click();
    await popup.locator('#email-input').fill(fan.email);
    await popup.locator('#display-name-input').fill(fan.displayName);
    await popup.locator('#sign-in').click();

    await joinWithName(page, fan.displayName);
    await sendMessage(page, 'Googleで参加しました');
    await expect(page.getByText('Googleで参加しました')).toBeVisible();
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
    await page.getByText('Add new account').click();
    await page.locator('#email-input').fill(fan.email);
    await page.locator('#display-name-input').fill(fan.displayName);
    await page.locator('#sign-in').click();

    await expect(page).toHaveURL(new RegExp(`${channelPath}$`));
    await joinWithName(page, fan.displayName);
    await sendMessage(page, 'リダイレクトで参加しました');
    await expect(page.getByText('リダイレクトで参加しました')).toBeVisible();
    await context.close();
  });
});
