import { expect, test, type Page } from './support/test';
import { newFanIdentity, openFirstChannel, sendMessage, signUpFromComposer } from './support/fan';

/**
 * What this browser keeps for reading offline (src/relay/offlinePages.ts), per signed-in
 * fan: the key is "demo/<uid>", the value its saved pages as JSON; what a visitor read is
 * under "demo/visitor" and left out.
 */
async function savedPagesOfFans(page: Page): Promise<Record<string, string>> {
  const saved = await page.evaluate(
    () =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const open = indexedDB.open('garden-offline-pages');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('pages')) return resolve({});
          const store = database.transaction('pages').objectStore('pages');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () =>
            resolve(
              Object.fromEntries(
                keys.result.map((key, index) => [
                  String(key),
                  JSON.stringify(values.result[index]),
                ]),
              ),
            );
          values.onerror = () => reject(values.error);
        };
      }),
  );
  delete saved['demo/visitor'];
  return saved;
}

// A fan reads a channel, loses the connection, opens the app again: the channel shows the
// messages saved on the device, says it is offline, and signing out forgets them.
test('a visited channel can be read offline, and only by its fan', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const channelPath = await openFirstChannel(page, baseURL!);
  await signUpFromComposer(page, newFanIdentity('offline-reading'));
  const text = `電車の中でも読み返せますように ${Date.now()}`;
  await sendMessage(page, text);

  // Online once more as the signed-in fan: the channel's latest page is saved, and the
  // service worker has precached the app's shell.
  await page.goto(`${baseURL}${channelPath}`);
  await expect(page.locator('[data-message-id]').filter({ hasText: text })).toHaveCount(1);
  await expect.poll(async () => Object.values(await savedPagesOfFans(page)).join()).toContain(text);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('[data-offline-reading]')).toContainText('オフライン');
  await expect(page.locator('[data-message-id]').filter({ hasText: text })).toHaveCount(1);

  // Away and back again, still offline: the saved page answers the navigation too.
  await page.getByRole('link', { name: 'チャンネル一覧へ戻る' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await page.goBack();
  await expect(page.locator('[data-message-id]').filter({ hasText: text })).toHaveCount(1);

  // Signing out forgets what this fan kept: the next person on the device reads nothing.
  await context.setOffline(false);
  await page.reload();
  await page.getByRole('button', { name: /さんのメニュー$/ }).click();
  await page.getByRole('menuitem', { name: 'ログアウト' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'ログアウト' }).click();
  await expect(page.getByRole('button', { name: 'ログイン・新規登録' })).toBeVisible();
  await expect.poll(() => savedPagesOfFans(page)).toEqual({});
  await context.close();
});
