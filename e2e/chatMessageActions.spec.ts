import { expect, test, type Page } from './support/test';
import { newFanIdentity, openFirstChannel, sendMessage, signUpFromComposer } from './support/fan';

/** The row of a message, by its id (its text changes when edited or deleted). */
function messageRow(page: Page, messageId: string) {
  return page.locator(`[data-message-id="${messageId}"]`);
}

async function messageIdOf(page: Page, text: string): Promise<string> {
  const row = page.locator('[data-message-id]').filter({ hasText: text }).last();
  await expect(row).toBeVisible();
  // The optimistic bubble gets the server's id once the post is answered.
  await expect(row).not.toHaveAttribute('data-message-id', /^client:/);
  return (await row.getAttribute('data-message-id')) ?? '';
}

// Two fans in two browser contexts: a reply and a reaction by one appear live for the
// other, and so do the author's edit and deletion, over the same /stream.
test('replies, reactions, edits and deletions reach the other fan live', async ({
  browser,
  baseURL,
}) => {
  const alice = await browser.newContext();
  const bob = await browser.newContext();
  const alicePage = await alice.newPage();
  const bobPage = await bob.newPage();
  const aliceFan = newFanIdentity('alice');

  await openFirstChannel(alicePage, baseURL!);
  await signUpFromComposer(alicePage, aliceFan);
  await openFirstChannel(bobPage, baseURL!);
  await signUpFromComposer(bobPage, newFanIdentity('bob'));
  // Both signed up on the open page: their live connections moved to their new identity,
  // so events come as each of them sees them (own messages, what they may edit).

  const original = `今夜の放送、一緒に見ませんか ${Date.now()}`;
  await sendMessage(alicePage, original);
  const messageId = await messageIdOf(alicePage, original);
  await expect(messageRow(bobPage, messageId)).toContainText(original);

  // Bob replies from the message menu: the quote shows above his message on both pages.
  await messageRow(bobPage, messageId).getByRole('button', { name: '操作メニュー' }).click();
  await bobPage.getByRole('menuitem', { name: '返信' }).click();
  await expect(bobPage.getByText(`${aliceFan.displayName}さんに返信`)).toBeVisible();
  const reply = `ぜひ！ ${Date.now()}`;
  await sendMessage(bobPage, reply);
  const replyId = await messageIdOf(bobPage, reply);
  const quoteName = `${aliceFan.displayName}さんの元のメッセージへ移動`;
  await expect(
    messageRow(alicePage, replyId).getByRole('button', { name: quoteName }),
  ).toContainText(original);

  // Bob reacts with a quick reaction; Alice's counts change without a reload.
  await messageRow(bobPage, messageId).getByRole('button', { name: 'リアクションを追加' }).click();
  await bobPage.getByRole('button', { name: '🌹', exact: true }).click();
  await expect(
    messageRow(bobPage, messageId).getByRole('button', { name: '🌹 1件' }),
  ).toHaveAttribute('aria-pressed', 'true');
  const aliceRose = messageRow(alicePage, messageId).getByRole('button', { name: '🌹 1件' });
  await expect(aliceRose).toHaveAttribute('aria-pressed', 'false');

  // The full picker loads on demand.
  await messageRow(bobPage, messageId).getByRole('button', { name: 'リアクションを追加' }).click();
  await bobPage.getByRole('button', { name: 'ほかの絵文字' }).click();
  await expect(bobPage.getByPlaceholder('絵文字を検索')).toBeVisible();
  await bobPage.keyboard.press('Escape');

  // Alice reacts too: both see two.
  await aliceRose.click();
  await expect(
    messageRow(bobPage, messageId).getByRole('button', { name: '🌹 2件' }),
  ).toBeVisible();

  // Alice edits her message: Bob sees the new text and the edited mark.
  const edited = `今夜の放送、一緒に見ませんか（21時から） ${Date.now()}`;
  await messageRow(alicePage, messageId).getByRole('button', { name: '操作メニュー' }).click();
  await alicePage.getByRole('menuitem', { name: '編集' }).click();
  await alicePage.getByRole('textbox', { name: '編集中の本文' }).fill(edited);
  await alicePage.getByRole('button', { name: '保存' }).click();
  await expect(messageRow(bobPage, messageId)).toContainText(edited);
  await expect(messageRow(bobPage, messageId)).toContainText('（編集済み）');

  // Bob cannot edit or delete Alice's message.
  await messageRow(bobPage, messageId).getByRole('button', { name: '操作メニュー' }).click();
  await expect(bobPage.getByRole('menuitem', { name: 'テキストをコピー' })).toBeVisible();
  await expect(bobPage.getByRole('menuitem', { name: '編集' })).toHaveCount(0);
  await bobPage.keyboard.press('Escape');

  // Alice deletes it: a tombstone for both, and Bob's quote says so too.
  await messageRow(alicePage, messageId).getByRole('button', { name: '操作メニュー' }).click();
  await alicePage.getByRole('menuitem', { name: '削除' }).click();
  await alicePage.getByRole('button', { name: '削除する' }).click();
  await expect(messageRow(bobPage, messageId)).toContainText('このメッセージは削除されました');
  await expect(messageRow(bobPage, messageId)).not.toContainText(edited);
  await expect(messageRow(bobPage, replyId).getByRole('button', { name: quoteName })).toContainText(
    'このメッセージは削除されました',
  );

  await alice.close();
  await bob.close();
});

test('the channel list shows unread messages until the channel is read', async ({
  browser,
  baseURL,
}) => {
  const reader = await browser.newContext();
  const writer = await browser.newContext();
  const readerPage = await reader.newPage();
  const writerPage = await writer.newPage();

  const channelPath = await openFirstChannel(readerPage, baseURL!);
  await signUpFromComposer(readerPage, newFanIdentity('reader'));
  // The reader leaves the channel before anyone else writes (reading it marks it read).
  await readerPage.goto(`${baseURL}/messages`);
  const channelLink = readerPage.locator(`a[href="${channelPath}"]`);
  await expect(channelLink).toBeVisible();

  await openFirstChannel(writerPage, baseURL!);
  await signUpFromComposer(writerPage, newFanIdentity('writer'));
  await sendMessage(writerPage, `未読のテスト1 ${Date.now()}`);
  await sendMessage(writerPage, `未読のテスト2 ${Date.now()}`);
  await readerPage.reload();
  // The writer's greeting on joining and the two lines.
  await expect(channelLink.getByLabel('未読 3 件')).toHaveText('3');

  // Reading the channel sends its read mark; a full page load must not cut it off.
  const marked = readerPage.waitForResponse(
    (response) =>
      response.url().includes('/graphql') &&
      (response.request().postData() ?? '').includes('useMarkChannelReadMutation'),
  );
  await channelLink.click();
  await expect(readerPage.getByText('未読のテスト2', { exact: false })).toBeVisible();
  await marked;
  await readerPage.goto(`${baseURL}/messages`);
  await expect(readerPage.locator(`a[href="${channelPath}"]`)).toBeVisible();
  await expect(readerPage.locator(`a[href="${channelPath}"]`).getByLabel(/未読/)).toHaveCount(0);

  await reader.close();
  await writer.close();
});
