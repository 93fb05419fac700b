import { expect, test } from './support/test';

// The garden's features (読みもの) as a visitor and a crawler meet them: the list newest
// first, an open article in the served HTML with its OGP tags and read in the browser, and
// the members-only one locked — its lead shown, its body in neither the HTML nor the page.
const html = { accept: 'text/html' };

function metaContent(page: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(page)?.[1];
}

test('a visitor opens the features, reads an article and finds the members-only one locked', async ({
  page,
  request,
}) => {
  // The open article as a crawler reads it: its words in the HTML, its OGP tags.
  const served = await request.get('/articles/creator-interview?hl=en', { headers: html });
  expect(served.status()).toBe(200);
  const open = await served.text();
  const root = open.slice(open.indexOf('<div id="root">'));
  expect(root).toContain('It started with a single picture');
  expect(metaContent(open, 'og:title')).toBe(
    'Interview with the creator: “The garden is a place the two of them can come home to”',
  );
  expect(metaContent(open, 'og:description')).toContain('With Part 2 in its final stretch');
  expect(metaContent(open, 'og:image')).toMatch(/\/images\/garden-banner\.png$/);
  expect(metaContent(open, 'og:type')).toBe('article');

  // The members-only article's HTML: title, lead and the lock, never its body.
  const locked = await (
    await request.get('/articles/storyboard-commentary-part2', { headers: html })
  ).text();
  expect(locked).toContain('第2部の絵コンテを、監督が一枚ずつ解説します');
  expect(locked).toContain('data-testid="article-locked"');
  expect(locked).not.toContain('振り返らない魔王子');
  expect(locked).not.toContain('カット12');
  expect(metaContent(locked, 'og:title')).toBe('【メンバー限定】監督による第2部絵コンテ解説');

  // Unknown: 404 with the garden's not-found page.
  expect((await request.get('/articles/no-such-article', { headers: html })).status()).toBe(404);

  await page.goto('/articles/');
  await expect(page.getByRole('heading', { level: 1, name: '読みもの' })).toBeVisible();
  const cards = page.getByTestId('article-card');
  await expect(cards).toHaveCount(4);
  await expect(cards.first()).toContainText('メンバー限定');
  await cards.nth(1).click();
  await expect(page).toHaveURL(/\/articles\/creator-interview$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('原作者インタビュー');
  await expect(
    page.getByRole('heading', { name: '最初に浮かんだのは、一枚の絵でした' }),
  ).toBeVisible();
  await expect(page.getByAltText('魔王子の角を描いた初期のラフスケッチ')).toBeVisible();

  await page.getByRole('link', { name: /読みもの一覧へ/ }).click();
  await cards.first().click();
  await expect(page).toHaveURL(/\/articles\/storyboard-commentary-part2$/);
  const lock = page.getByTestId('article-locked');
  await expect(lock).toContainText('この記事の続きはメンバー限定です');
  await expect(page.getByText('振り返らない魔王子')).toHaveCount(0);
  await lock.getByRole('button', { name: 'ログインして続きを読む' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
