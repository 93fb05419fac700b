import os from 'node:os';
import path from 'node:path';
import { setGardenTheme } from './support/operator';
import { startRestartableGarden, type RestartableGarden } from './support/restartableGarden';
import { expect, test, watchHydration } from './support/test';

// Issue 7 §3: pages come from the server with their real content and data, and the app
// takes them over (hydrates) without React reporting a mismatch.
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

// Issue 9: the shipped emoji font (~470 KB) is no part of the first view: a channel whose
// messages hold emoji paints its text before it, and the font is declared once the page
// has loaded, for the emoji the system's fonts lack.
test("a channel's first view does not wait for the shipped emoji font", async ({ page }) => {
  let loaded = false;
  const earlyFontRequests: string[] = [];
  page.on('load', () => (loaded = true));
  page.on('request', (request) => {
    if (!loaded && /twemoji/.test(request.url())) earlyFontRequests.push(request.url());
  });
  await page.goto('/messages');
  const channel = await page.locator('nav a[href^="/messages/chat/"]').first().getAttribute('href');
  loaded = false;
  earlyFontRequests.length = 0;
  await page.goto(channel ?? '');
  await expect(page.getByRole('log')).toContainText(/\p{Extended_Pictographic}/u);
  await page.waitForFunction(() =>
    [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'Garden Emoji'),
  );
  expect(loaded).toBe(true);
  expect(earlyFontRequests).toEqual([]);
});

// Issue 9: a page's own small stylesheets come inside the served page (one round trip
// less each before the first paint on a phone), and the app does not fetch them again when
// the page's code arrives.
test("a page's small stylesheets come inside it and are never fetched", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  const inlined = [
    ...html.matchAll(/<style>[^<]*<\/style><link [^>]*href="([^"]+\.css)" disabled>/g),
  ].map((match) => match[1]);
  expect(inlined.length).toBeGreaterThan(0);
  const stylesheets: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'stylesheet') stylesheets.push(new URL(sent.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  // The page's code has arrived and run: its chunk loader has seen the inlined stylesheets.
  await expect(page.locator('header button').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(stylesheets.filter((href) => inlined.includes(href))).toEqual([]);
  expect(stylesheets.some((href) => /\/assets\/index-[^/]+\.css$/.test(href))).toBe(true);
});

for (const pagePath of [
  '/',
  '/messages',
  '/timeline',
  '/store',
  '/information',
  '/collectable-card',
  '/articles',
  '/articles/creator-interview',
]) {
  test(`${pagePath} hydrates without a mismatch`, async ({ page }) => {
    const seen = watchHydration(page);
    await page.goto(pagePath);
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

test('a page whose thing does not exist answers 404 with its own not-found state', async ({
  request,
}) => {
  const missingPost = Buffer.from('Post:987654321').toString('base64');
  const html = { headers: { accept: 'text/html' } };
  const post = await request.get(`/posts/${encodeURIComponent(missingPost)}`, html);
  expect(post.status()).toBe(404);
  expect(await post.text()).toContain('投稿が見つかりません');
  const missingItem = Buffer.from('StoreItem:987654321').toString('base64');
  const item = await request.get(`/store/items/${encodeURIComponent(missingItem)}`, html);
  expect(item.status()).toBe(404);
  // A page that exists still answers 200.
  expect((await request.get('/store', html)).status()).toBe(200);
});

// A garden whose operator chose dark: every page is dark from its first byte, before any of
// the app's code runs (no white flash). Its own garden (E2E_RESTART_PORT, the emulator on the
// ports after it), so the shared demo garden keeps its light theme for the other specs.
test.describe('a dark garden', () => {
  test.use({ waitsForHydration: false });
  const port = Number(process.env.E2E_RESTART_PORT ?? 3101);
  const authEmulatorPort = port + 1;
  const dataDir = path.join(os.tmpdir(), `garden-e2e-dark-${process.pid}`);
  let garden: RestartableGarden;

  test.beforeAll(async () => {
    // The emulator and the embedded database take a while to boot on a busy machine.
    test.setTimeout(300_000);
    garden = await startRestartableGarden({ port, authEmulatorPort, dataDir });
  });
  test.afterAll(async () => {
    await garden?.stop('SIGTERM');
  });

  test('paints its pages dark before the app loads', async ({ page, request }) => {
    await setGardenTheme(
      request,
      { colorMode: 'DARK', accentTheme: 'GOLD', greyScale: 'PLUM' },
      { url: garden.url, authEmulatorPort },
    );
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const pagePath of ['/', '/messages', '/store']) {
      await page.goto(`${garden.url}${pagePath}`);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [red, green, blue] = (background.match(/\d+/g) ?? []).map(Number);
      // Mantine's dark body (dark-7): every channel well under the middle grey.
      expect(Math.max(red, green, blue), background).toBeLessThan(64);
    }
  });
});
