import { expect, test, type Page } from './support/test';

// Issue 7 §3: pages come from the server with their real content and data, and the app
// takes them over (hydrates) without React reporting a mismatch.
function watchHydration(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /React|hydrat|Suspense/i.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { problems };
}

test('the channel list and a channel are in the served HTML, private channels are not', async ({
  request,
}) => {
  const list = await (await request.get('/messages', { headers: { accept: 'text/html' } })).text();
  const root = list.slice(list.indexOf('<div id="root">'));
  const channelLinks = [...root.matchAll(/href="(\/messages\/chat\/[^"]+)"/g)].map((m) => m[1]);
  expect(channelLinks.length).toBeGreaterThan(1);
  expect(root).toContain('garden-server-state');

  const channel = await (
    await request.get(channelLinks[0], { headers: { accept: 'text/html' } })
  ).text();
  // The messages themselves, as <li> of the log, rendered from the same resolvers.
  expect(channel.slice(channel.indexOf('<div id="root">'))).toMatch(/role="log"[\s\S]*<li/);
  // A visitor's HTML never names a private channel (they are listed for their members only).
  expect(root).not.toContain('/messages/direct-messages/');
});

for (const path of ['/', '/messages', '/timeline', '/store', '/information', '/collectable-card']) {
  test(`${path} hydrates without a mismatch`, async ({ page }) => {
    const seen = watchHydration(page);
    await page.goto(path);
    await expect(page.locator('#root header').first()).toBeVisible();
    // The app has taken over: a client-side navigation works.
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_000);
    expect(seen.problems).toEqual([]);
  });
}

test("in a fan's dark scheme a page still hydrates without a mismatch", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
  const seen = watchHydration(page);
  await page.goto('/messages');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_000);
  expect(seen.problems).toEqual([]);
  // The app took over: a channel opens in place.
  await page.locator('nav a[href^="/messages/chat/"]').first().click();
  await expect(page.getByRole('log').locator('li').first()).toBeVisible();
});

test.describe("with the app's code blocked", () => {
  test.use({ waitsForHydration: false });

  test("a fan's dark choice is on the page before it paints", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    // Read before any module script runs: the inline script in <head> set it.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/store');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // The server's markup is there without JavaScript.
    await expect(page.locator('a[href^="/store/items/"]').first()).toBeVisible();
  });
});
