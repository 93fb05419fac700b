import { expect, test } from './support/test';

// A visitor reads the garden's news, then finds an event and downloads its calendar file.
test('a visitor reads the pinned news and adds an official event to their calendar', async ({
  page,
}) => {
  await page.goto('/information');
  await expect(page.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();
  const pinned = page.getByRole('link', { name: /固定/ }).first();
  await expect(pinned).toContainText('オープン');
  await pinned.click();
  await expect(page).toHaveURL(/\/information\/[^/]+\/general-information$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('オープン');
  await expect(page.getByText('チャットで感想を語り合ったり')).toBeVisible();
  await page.getByRole('link', { name: 'お知らせ一覧へ' }).click();
  await expect(page).toHaveURL(/\/information$/);

  // Filter by category: only goods remain.
  await page.getByText('グッズ', { exact: true }).first().click();
  await expect(page.getByRole('link', { name: /メンテナンス/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /アクリルスタンド/ })).toBeVisible();

  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'イベント' })).toBeVisible();
  await page.getByRole('link', { name: /第1話 同時視聴会/ }).click();
  await expect(page).toHaveURL(/\/official-schedules\//);
  await expect(page.getByRole('heading', { level: 1, name: '第1話 同時視聴会' })).toBeVisible();
  await expect(page.getByText(/21:00/).first()).toBeVisible();
  const calendar = page.getByRole('link', { name: 'カレンダーに追加' });
  const href = await calendar.getAttribute('href');
  expect(href).toMatch(/\.ics/);
  const file = await page.request.get(href!);
  expect(file.headers()['content-type']).toContain('text/calendar');
  expect(await file.text()).toContain('SUMMARY:第1話 同時視聴会');
});
