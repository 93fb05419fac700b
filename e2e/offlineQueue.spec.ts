import { expect, test } from './support/test';
import { newFanIdentity, openFirstChannel, signUpFromComposer } from './support/fan';

// A fan writes while offline: the message waits as pending, goes out once when the
// connection returns, and another fan sees it exactly once.
test('a message written offline is sent once when the connection returns', async ({
  browser,
  baseURL,
}) => {
  const writerContext = await browser.newContext();
  const writer = await writerContext.newPage();
  const channelPath = await openFirstChannel(writer, baseURL!);
  await signUpFromComposer(writer, newFanIdentity('offline'));
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto(`${baseURL}${channelPath}`);
  await expect(reader.getByRole('log')).toBeVisible();

  await writerContext.setOffline(true);
  const text = `圏外から書きました ${Date.now()}`;
  await writer.getByRole('textbox', { name: 'メッセージ' }).fill(text);
  await writer.getByRole('button', { name: '送信' }).click();
  const pending = writer.locator('[data-outbox="pending"]').filter({ hasText: text });
  await expect(pending).toBeVisible();
  await expect(pending).toContainText('接続が戻ったら送信します');
  await expect(reader.getByText(text)).toHaveCount(0);

  await writerContext.setOffline(false);
  await expect(pending).toBeHidden({ timeout: 30_000 });
  const sent = writer.locator('[data-message-id]').filter({ hasText: text });
  await expect(sent).toHaveCount(1);
  await expect(sent).not.toHaveAttribute('data-message-id', /^client:/);
  await expect(reader.locator('[data-message-id]').filter({ hasText: text })).toHaveCount(1);

  // After a reload the history holds it once: it was posted exactly once.
  await reader.reload();
  await expect(reader.locator('[data-message-id]').filter({ hasText: text })).toHaveCount(1);
  await writerContext.close();
  await readerContext.close();
});
