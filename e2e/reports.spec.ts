import { expect, test, type Page } from './support/test';
import {
  greetingPosted,
  messageInLog,
  newFanIdentity,
  openFirstChannel,
  signUpFromComposer,
} from './support/fan';

/** Signs in through the header's login button with an existing account. */
async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'ログイン・新規登録' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'アカウントをお持ちの方はこちらからログイン' }).click();
  await dialog.getByLabel('メールアドレス').fill(email);
  await dialog.getByLabel('パスワード').fill(password);
  await dialog.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

/** Picks a reason in the open report dialog, adds a note and sends it. */
async function fileReport(page: Page, title: string, reason: string, note: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByRole('textbox', { name: '補足（任意）' }).fill(note);
  await dialog.getByRole('button', { name: '通報する' }).click();
  await expect(page.getByText('ご協力ありがとうございます', { exact: false }).last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

// A fan reports a message and a fan; the garden's operator reviews the queue, deletes the
// message and dismisses the other report; the fan sees both reports dealt with on /support.
test('a fan reports, and a moderator resolves the reports', async ({ browser, baseURL }) => {
  const fanContext = await browser.newContext();
  const fan = await fanContext.newPage();
  await openFirstChannel(fan, baseURL!);
  await signUpFromComposer(fan, newFanIdentity('reporter'));
  const stamp = Date.now().toString(36);

  // The message's menu: report with a reason and a note.
  const reported = '人形ちゃんの新しいビジュアル、最高でしたね。';
  await greetingPosted(fan);
  // The virtualised log can re-render the row (closing its menu) while it settles: retry.
  await expect(async () => {
    const row = await messageInLog(fan, reported);
    await row.hover();
    await row.getByRole('button', { name: '操作メニュー' }).click({ timeout: 5_000 });
    await fan.getByRole('menuitem', { name: '通報する' }).click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await fileReport(fan, 'くろねこさんのメッセージを通報', 'ネタバレ', `e2e message ${stamp}`);

  // A fan's profile: report the fan.
  await fan.getByRole('link', { name: 'Alexさんのプロフィール' }).first().click();
  await expect(fan.getByRole('heading', { name: 'Alex' })).toBeVisible();
  await fan.getByRole('button', { name: 'Alexさんへの操作' }).click();
  await fan.getByRole('menuitem', { name: 'Alexさんを通報する' }).click();
  await fileReport(fan, 'Alexさんを通報', 'なりすまし', `e2e fan ${stamp}`);

  // The operator opens the queue from /support.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto(`${baseURL}/support`);
  await signIn(staff, 'operator@garden.test', 'garden-password');
  await staff.getByRole('link', { name: '通報一覧を開く' }).click();
  await expect(staff.getByRole('heading', { name: '通報一覧' })).toBeVisible();
  const messageReport = staff.getByRole('article').filter({ hasText: `e2e message ${stamp}` });
  await expect(messageReport).toContainText(reported);
  await messageReport.getByRole('button', { name: 'メッセージを削除' }).click();
  await staff
    .getByRole('dialog', { name: 'このメッセージを全員に対して削除しますか？' })
    .getByRole('button', { name: 'メッセージを削除' })
    .click();
  await expect(messageReport).toBeHidden();

  const fanReport = staff.getByRole('article').filter({ hasText: `e2e fan ${stamp}` });
  await fanReport.getByRole('button', { name: '対応不要' }).click();
  await expect(fanReport).toBeHidden();

  await staff.getByText('対応済み', { exact: true }).click();
  await expect(
    staff.getByRole('article').filter({ hasText: `e2e message ${stamp}` }),
  ).toContainText('メッセージを削除しました');

  // The reporter sees where their reports stand; the message is a tombstone for everyone.
  await fan.goto(`${baseURL}/support`);
  const mine = fan.getByRole('list', { name: 'あなたの通報' });
  await expect(mine.getByText('対応済み')).toHaveCount(2);
  await staffContext.close();
  await fanContext.close();
});
