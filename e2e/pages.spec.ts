import { expect, test } from './support/test';

// The operators' pages as crawlers and fans meet them: a landing page's served HTML (no
// JavaScript) with its content and OGP tags, a free page's blocks, the home banners inside
// their window, a share link into the garden, and 404 for what does not exist.
const html = { accept: 'text/html' };

function metaContent(page: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(page)?.[1];
}

test('a landing page is in the served HTML with its title and OGP tags', async ({ request }) => {
  const response = await request.get('/lp/new-season?hl=en', { headers: html });
  expect(response.status()).toBe(200);
  const page = await response.text();
  const root = page.slice(page.indexOf('<div id="root">'));
  expect(root).toContain('returns for season 2');
  expect(root).toContain('Season 2 is coming');
  expect(root).toContain('href="/v/about"');
  expect(metaContent(page, 'og:title')).toBe(
    '&quot;The Demon Prince and the Puppet&quot; returns for season 2',
  );
  expect(metaContent(page, 'og:type')).toBe('article');
  expect(metaContent(page, 'og:image')).toMatch(/\/images\/pages\/new-season\.svg$/);
  expect(metaContent(page, 'twitter:card')).toBe('summary_large_image');
});

test('unknown and draft landing pages answer 404', async ({ page, request }) => {
  for (const path of ['/lp/no-such-campaign', '/lp/secret-preview', '/v/no-such-page']) {
    const response = await request.get(path, { headers: html });
    expect(response.status(), path).toBe(404);
  }
  await page.goto('/lp/no-such-campaign');
  await expect(
    page.getByRole('heading', { level: 1, name: 'ページが見つかりません' }),
  ).toBeVisible();
});

test('a free page renders its blocks and links into the garden', async ({ page }) => {
  await page.goto('/v/about');
  await expect(page.getByRole('heading', { level: 1, name: '作品について' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'あらすじ' })).toBeVisible();
  await expect(page.getByAltText('糸に吊られた人形')).toBeVisible();
  await page.getByRole('link', { name: '第2期の情報を見る' }).click();
  await expect(page).toHaveURL(/\/lp\/new-season$/);
  await expect(
    page.getByRole('heading', { level: 1, name: '『魔王子と人形』第2期 制作決定' }),
  ).toBeVisible();
  await expect(page.getByText('限定バッジ「月夜の約束」', { exact: false })).toBeVisible();
});

test('the home page shows the current banners, not the ended one', async ({ page }) => {
  await page.goto('/?hl=en');
  const banners = page.getByRole('region', { name: 'Featured' });
  await expect(banners.getByRole('img')).toHaveCount(2);
  await expect(banners.getByAltText(/Season 2 is coming/)).toBeVisible();
  await expect(page.getByAltText(/Winter garden fair/)).toHaveCount(0);
  await banners.getByRole('link', { name: /Season 2 is coming/ }).click();
  await expect(page).toHaveURL(/\/lp\/new-season$/);

  await page.goto('/banner-list/home?hl=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Fan art tea party/ })).toBeVisible();
  await expect(page.getByAltText(/Winter garden fair/)).toHaveCount(0);
});

test('a share link shows its preview and leads into the garden', async ({ page, request }) => {
  const served = await (await request.get('/share/season-2', { headers: html })).text();
  expect(metaContent(served, 'og:title')).toBe('『魔王子と人形』第2期 制作決定');
  await page.goto('/share/season-2');
  await expect(
    page.getByRole('heading', { level: 1, name: '『魔王子と人形』第2期 制作決定' }),
  ).toBeVisible();
  await page.getByRole('link', { name: '庭で見る' }).click();
  await expect(page).toHaveURL(/\/lp\/new-season$/);
});
