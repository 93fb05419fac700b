import { expect, test } from './support/test';
import { openFirstChannel } from './support/fan';

// A message link: "copy link" in a message's menu, then the link opens the channel at
// that message, highlighted; a link to a message the channel does not have says so.
test('a copied message link opens the channel at that message', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const channelPath = await openFirstChannel(page, baseURL!);

  // The oldest message rendered: the channel opens at the newest, far from it. Once the
  // virtualised log has taken over from the server's list (it renders those near the view).
  await expect(page.locator('[data-virtuoso-scroller]')).toBeVisible();
  const messageId =
    (await page.locator('[data-message-id]').first().getAttribute('data-message-id')) ?? '';
  const first = page.locator(`[data-message-id="${messageId}"]`);
  await expect(first).toBeVisible();
  await first.hover();
  await first.getByRole('button', { name: '操作メニュー' }).click();
  await page.getByRole('menuitem', { name: 'リンクをコピー' }).click();
  await expect(page.getByText('リンクをコピーしました')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${baseURL}${channelPath}?message=${encodeURIComponent(messageId)}`);

  // Someone opens the link: the channel shows that message, highlighted, in view.
  const reader = await context.newPage();
  await reader.goto(link);
  const linked = reader.locator(`[data-message-id="${messageId}"]`);
  await expect(linked).toBeInViewport();
  await expect(linked).toHaveAttribute('data-flash', '');

  // A link to a message this channel does not have (another channel's, another garden's,
  // or none) shows the not-found state, with the way to the channel's newest messages.
  const nowhere = Buffer.from('ChatMessage:987654321').toString('base64');
  await reader.goto(`${baseURL}${channelPath}?message=${encodeURIComponent(nowhere)}`);
  await expect(reader.getByRole('heading', { name: 'メッセージが見つかりません' })).toBeVisible();
  await reader.getByRole('link', { name: '最新のメッセージを見る' }).click();
  await expect(reader).toHaveURL(`${baseURL}${channelPath}`);
  await expect(reader.getByRole('log')).toBeVisible();
  await context.close();
});
