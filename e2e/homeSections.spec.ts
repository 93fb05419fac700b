import { addHomeSection, removeHomeSection } from './support/operator';
import { expect, test } from './support/test';

const DEMO_SECTIONS = [
  'メニュー',
  '公式からのお知らせ',
  'これからの予定',
  '毎日ログインボーナス',
  'いま話題の投稿',
  '注目のトピック',
  'ファンアート語り',
];

/** The titled home sections on screen, top to bottom. */
const sectionTitles = (page: import('@playwright/test').Page) =>
  page.locator('main section[aria-labelledby] h2').allTextContents();

// The home screen is built from the demo garden's configured sections, in order; an
// operator's new section appears where it was put, and leaves once removed.
test('home sections render from config', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'いま話題の投稿' })).toBeVisible();
  const titles = await sectionTitles(page);
  expect(titles.filter((title) => DEMO_SECTIONS.includes(title))).toEqual(DEMO_SECTIONS);
  await expect(
    page.getByRole('region', { name: 'メニュー' }).getByRole('link', { name: 'ミッション' }),
  ).toHaveAttribute('href', '/missions');

  const sectionId = await addHomeSection(
    request,
    {
      kind: 'NAVIGATION',
      titleJa: '冬のおたのしみ',
      titleEn: 'Winter treats',
      links: [{ labelJa: 'カードを集める', labelEn: 'Collect cards', href: '/cards' }],
    },
    2,
  );
  try {
    await page.reload();
    const added = page.getByRole('region', { name: '冬のおたのしみ' });
    await expect(added).toBeVisible();
    const after = await sectionTitles(page);
    expect(after.indexOf('冬のおたのしみ')).toBeLessThan(after.indexOf('メニュー'));
    await added.getByRole('link', { name: 'カードを集める' }).click();
    await expect(page).toHaveURL(/\/cards$/);
  } finally {
    await removeHomeSection(request, sectionId);
  }
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'メニュー' })).toBeVisible();
  await expect(page.getByRole('region', { name: '冬のおたのしみ' })).toHaveCount(0);
});

test('on a phone a post carousel swipes sideways and the game opens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const trend = page.getByRole('region', { name: 'いま話題の投稿' });
  await trend.scrollIntoViewIfNeeded();
  const row = trend.locator('ul');
  const { scrollWidth, clientWidth } = await row.evaluate((list) => ({
    scrollWidth: list.scrollWidth,
    clientWidth: list.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await row.evaluate((list) => list.scrollBy({ left: list.clientWidth, behavior: 'instant' }));
  await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
  await page
    .getByRole('region', { name: '毎日ログインボーナス' })
    .getByRole('link', { name: '遊ぶ' })
    .click();
  await expect(page).toHaveURL(/\/check-in$/);
});

// A swiping row must not scroll itself at first layout (a snap to its padding did): Chromium
// takes any scroll as the end of the page's Largest Contentful Paint, and the home screen
// then reported none at all. The page's hero image is the largest paint a phone sees.
test('on a phone the home screen reports its largest paint, the rows unscrolled', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { largestPaints: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[])
        seen.push(entry.element?.tagName ?? '');
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'いま話題の投稿' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { largestPaints: string[] }).largestPaints),
    )
    .toContain('IMG');
  const offsets = await page
    .locator('main section ul')
    .evaluateAll((lists) => lists.map((list) => list.scrollLeft));
  expect(offsets.every((offset) => offset === 0)).toBe(true);
});
