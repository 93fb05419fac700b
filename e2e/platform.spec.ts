import { expect, test, type Page } from './support/test';
import enCommon from '../locales/en/common.json';
import jaAccess from '../locales/ja/access.json';
import jaCommon from '../locales/ja/common.json';
import enSettings from '../locales/en/settings.json';
import jaSettings from '../locales/ja/settings.json';

// The app platform as a fan and a crawler meet it, served by `npm start`.

function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

/** The app has started once the header's main menu is on screen. */
async function waitForShell(page: Page) {
  await expect(page.getByRole('navigation').first()).toBeVisible();
}

test('a share URL carries its Open Graph tags in the raw HTML', async ({ request, baseURL }) => {
  const response = await request.get('/share/tea-party?hl=en', {
    headers: { accept: 'text/html' },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(metaContent(html, 'og:title')).toBe('Tea with the Prince and the Puppet');
  expect(metaContent(html, 'og:description')).toBe(
    'Fan art of the garden: a tea party among the roses.',
  );
  expect(metaContent(html, 'og:image')).toBe(`${baseURL}/images/garden-banner.png`);
  expect(metaContent(html, 'og:url')).toBe(`${baseURL}/share/tea-party`);
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  expect(html).toContain('<title>Tea with the Prince and the Puppet</title>');
  // The image it names is really there.
  const image = await request.get('/images/garden-banner.png');
  expect(image.headers()['content-type']).toBe('image/png');
});

test('every page carries hreflang links for ja, en and x-default → English', async ({
  page,
  request,
  baseURL,
}) => {
  const expected = {
    ja: `${baseURL}/messages?hl=ja`,
    en: `${baseURL}/messages?hl=en`,
    'x-default': `${baseURL}/messages?hl=en`,
  };
  // Without JavaScript (crawlers)…
  const html = await (await request.get('/messages', { headers: { accept: 'text/html' } })).text();
  const served = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)];
  expect(Object.fromEntries(served.map((m) => [m[1], m[2]]))).toEqual(expected);
  // …and once the app runs, still exactly one of each.
  await page.goto('/messages');
  await waitForShell(page);
  const links = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((nodes) =>
      nodes.map((node) => [node.getAttribute('hreflang'), node.getAttribute('href')]),
    );
  expect(Object.fromEntries(links)).toEqual(expected);
  expect(links).toHaveLength(3);
});

test('the install helper notices going offline and back online', async ({ page, context }) => {
  await page.goto('/');
  await waitForShell(page);
  const notice = page.getByRole('status').filter({ hasText: jaCommon['common.offline'] });
  await expect(notice).toHaveCount(0);
  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});

test('switching the language updates the UI and survives a reload (cookie and IndexedDB)', async ({
  page,
  context,
}) => {
  await page.goto('/settings/language');
  await expect(
    page.getByRole('heading', { name: jaSettings['settings.language.title'] }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  await page.getByRole('radio', { name: enSettings['settings.language.en'] }).check();
  await expect(
    page.getByRole('heading', { name: enSettings['settings.language.title'] }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: enCommon['common.nav.messages'] })).toBeVisible();

  const cookie = (await context.cookies()).find((entry) => entry.name === 'garden_locale');
  expect(cookie?.value).toBe('en');
  // Ten days, give or take the test's own run time.
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(9.9);
  expect(days).toBeLessThanOrEqual(10);

  await page.reload();
  await expect(
    page.getByRole('heading', { name: enSettings['settings.language.title'] }),
  ).toBeVisible();

  // Without the cookie, the choice saved in IndexedDB still holds.
  await context.clearCookies();
  await page.reload();
  await expect(
    page.getByRole('heading', { name: enSettings['settings.language.title'] }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a page that fails to render shows the fallback modal, and closing it recovers', async ({
  page,
}) => {
  await page.goto('/messages');
  const channel = page.locator('a[href^="/messages/chat/"]').first();
  await expect(channel).toBeVisible();
  // The channel's query answers with an error instead of data: rendering the page throws.
  let broken = true;
  await page.route('**/graphql**', async (route) => {
    if (!broken) return route.fallback();
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ message: 'the garden gate is stuck' }] }),
    });
  });
  await channel.click();
  const modal = page.getByRole('dialog', { name: jaCommon['common.error.title'] });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('alert')).toHaveText(jaCommon['common.error.body']);

  broken = false;
  await modal.getByRole('button', { name: jaCommon['common.error.close'] }).last().click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'メッセージ' })).toBeVisible();
});

for (const [code, path, title] of [
  ['ACCOUNT_BLOCKED', '/blocked', jaAccess['access.blocked.title']],
  ['IP_BLOCKED', '/ip-blocked', jaAccess['access.ipBlocked.title']],
] as const) {
  test(`an API refusal ${code} leads the app to ${path}`, async ({ page }) => {
    // As the server answers a blocked account or network (403, typed error).
    await page.route('**/graphql**', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'refused', extensions: { code } }] }),
      }),
    );
    await page.goto('/messages');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('the service worker serves the app shell offline', async ({ page, context }) => {
  await page.goto('/messages');
  await waitForShell(page);
  // Registered here as src/features/pwa/registerServiceWorker.ts does after load.
  const scope = await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const ready = await navigator.serviceWorker.ready;
    return ready.scope;
  });
  expect(new URL(scope).pathname).toBe('/');

  await context.setOffline(true);
  // Offline, a query is not retried: each operation is tried once, then the offline state.
  const graphqlAttempts: string[] = [];
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphqlAttempts.push(request.url());
  });
  await page.reload();
  // The document and the app's JavaScript came from the worker's cache: the app renders
  // (without a service worker this is Chromium's own "no internet" page).
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  // The shell renders with what it has: the header's menu, the offline notice, and a
  // friendly offline message where the page's data could not be fetched (no error modal).
  const notice = page.getByRole('status').filter({ hasText: jaCommon['common.offline'] });
  await waitForShell(page);
  await expect(notice).toBeVisible();
  await expect(
    page.getByRole('heading', { name: jaCommon['common.offlinePage.title'] }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The header keeps the garden's name, not the generic one.
  await expect(page.getByRole('link', { name: '魔王子と人形の庭' }).first()).toBeVisible();
  expect(graphqlAttempts.length).toBeGreaterThan(0);
  expect(new Set(graphqlAttempts).size).toBe(graphqlAttempts.length);
  // A page never visited online comes from the same cached shell.
  await page.goto('/welcome');
  await waitForShell(page);
  await expect(notice).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.setOffline(false);
});
