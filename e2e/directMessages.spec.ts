import { expect, test, type Page } from './support/test';
import {
  greetingPosted,
  newFanIdentity,
  openFirstChannel,
  sendMessage,
  signUpFromComposer,
} from './support/fan';

const WAITING_FOR_ANSWER = 'リクエストを送りました。相手が承認すると続けて送れます。';

/** The bubble of a message in the open conversation. */
function bubble(page: Page, text: string) {
  return page.locator('[data-message-id]').filter({ hasText: text });
}

// Two fans in two browsers: Alice opens a direct message from Bob's profile and sends an
// introduction; until Bob answers she waits; Bob accepts, they talk live; Alice blocks
// Bob and his next message is refused.
test('two fans: request, waiting, accept, live conversation, block', async ({
  browser,
  baseURL,
}) => {
  const alice = await browser.newContext();
  const bob = await browser.newContext();
  const alicePage = await alice.newPage();
  const bobPage = await bob.newPage();
  const aliceFan = newFanIdentity('dm-alice');
  const bobFan = newFanIdentity('dm-bob');

  // Bob joins a channel (his greeting is his first message there).
  await openFirstChannel(bobPage, baseURL!);
  await signUpFromComposer(bobPage, bobFan);
  await greetingPosted(bobPage);
  const greeting = `${bobFan.displayName}です、よろしく ${Date.now()}`;
  await sendMessage(bobPage, greeting);

  // Alice joins the same channel and opens Bob's profile from his picture.
  await openFirstChannel(alicePage, baseURL!);
  await signUpFromComposer(alicePage, aliceFan);
  await greetingPosted(alicePage);
  await expect(bubble(alicePage, greeting)).toBeVisible();
  await bubble(alicePage, greeting)
    .getByRole('link', { name: `${bobFan.displayName}さんのプロフィール` })
    .click();
  await expect(
    alicePage.getByRole('heading', { level: 1, name: bobFan.displayName }),
  ).toBeVisible();
  await alicePage.getByRole('button', { name: 'メッセージ', exact: true }).click();
  await expect(alicePage).toHaveURL(/\/messages\/direct-messages\//);
  const conversationPath = new URL(alicePage.url()).pathname;

  // Her introduction goes; the next must wait for Bob's answer.
  const introduction = `はじめまして、同じ推しですね ${Date.now()}`;
  // Not sendMessage: the composer itself goes away once the request's message is out.
  await alicePage.getByRole('textbox', { name: 'メッセージ' }).fill(introduction);
  await alicePage.getByRole('button', { name: '送信' }).click();
  await expect(bubble(alicePage, introduction)).toBeVisible();
  await expect(alicePage.getByRole('status').filter({ hasText: WAITING_FOR_ANSWER })).toBeVisible();
  await expect(alicePage.getByRole('textbox', { name: 'メッセージ' })).toHaveCount(0);
  // A reload asks the server again: still waiting.
  await alicePage.reload();
  await expect(bubble(alicePage, introduction)).toBeVisible();
  await expect(alicePage.getByRole('status').filter({ hasText: WAITING_FOR_ANSWER })).toBeVisible();

  // Bob, still in the channel, sees the request arrive on his messages entry, live.
  const bobMenu = bobPage.getByRole('navigation', { name: 'メインメニュー' });
  await expect(bobMenu.getByRole('link', { name: 'メッセージ 未読 1件' })).toBeVisible();

  // Bob finds the request in his direct messages and accepts it.
  await bobPage.goto(`${baseURL}/messages?tab=direct`);
  // The server-rendered page carries the count too.
  await expect(bobMenu.getByRole('link', { name: 'メッセージ 未読 1件' })).toBeVisible();
  await bobPage.locator(`a[href="${conversationPath}"]`).click();
  await expect(bubble(bobPage, introduction)).toBeVisible();
  await expect(
    bobPage.getByText(`${aliceFan.displayName}さんからメッセージリクエストが届いています`),
  ).toBeVisible();
  await bobPage.getByRole('button', { name: '承認する' }).click();
  // Accepted and on screen: read, so the badge goes.
  await expect(bobMenu.getByRole('link', { name: 'メッセージ', exact: true })).toBeVisible();

  // Alice's composer comes back without a reload; they talk live.
  await expect(alicePage.getByRole('textbox', { name: 'メッセージ' })).toBeVisible();
  const answer = `こちらこそ！ ${Date.now()}`;
  await sendMessage(bobPage, answer);
  await expect(bubble(alicePage, answer)).toBeVisible();
  const again = `今夜の配信、見ますか？ ${Date.now()}`;
  await sendMessage(alicePage, again);
  await expect(bubble(bobPage, again)).toBeVisible();

  // Alice blocks Bob from the conversation's menu; Bob's next message is refused.
  await alicePage.getByRole('button', { name: 'トークの設定' }).click();
  await alicePage.getByRole('menuitem', { name: `${bobFan.displayName}さんをブロック` }).click();
  await alicePage.getByRole('button', { name: 'ブロックする' }).click();
  await alicePage.getByRole('button', { name: 'トークの設定' }).click();
  await expect(
    alicePage.getByRole('menuitem', { name: `${bobFan.displayName}さんのブロックを解除` }),
  ).toBeVisible();
  await alicePage.keyboard.press('Escape');

  const refused = `まだ届きますか？ ${Date.now()}`;
  await bobPage.getByRole('textbox', { name: 'メッセージ' }).fill(refused);
  await bobPage.getByRole('button', { name: '送信' }).click();
  await expect(
    bobPage.getByText('このファンとはブロック中のため、メッセージをやり取りできません。'),
  ).toBeVisible();
  await expect(bubble(alicePage, refused)).toHaveCount(0);

  await alice.close();
  await bob.close();
});
