import { expect, test } from './support/test';
import { newFanIdentity, openFirstChannel, sendMessage, signUpFromComposer } from './support/fan';

// A new fan's season: chatting earns supporter points, their rank, progress and place show on
// the season page, and choosing to hide their name makes them an anonymous supporter — on the
// page, and in the server-rendered page every visitor gets.
test('chat posts raise the fan’s points and place; hiding the name makes them anonymous', async ({
  page,
  baseURL,
  request,
}) => {
  const fan = newFanIdentity('supporter');
  await openFirstChannel(page, baseURL ?? '');
  await signUpFromComposer(page, fan);

  await page.goto('/missions');
  await page.getByRole('link', { name: 'サポーターランク →' }).click();
  await expect(page).toHaveURL(/\/supporter-rank\/current$/);
  await expect(page.getByRole('heading', { level: 1, name: '2026 冬シーズン' })).toBeVisible();
  const points = page.getByTestId('viewer-points');
  await expect(points).toHaveText(/^\d+$/);
  const before = Number(await points.textContent());

  await openFirstChannel(page, baseURL ?? '');
  for (const text of ['今夜の放送たのしみ', '王子の新曲が最高でした'])
    await sendMessage(page, text);

  await page.goto('/supporter-rank/current');
  // Two chat messages: 5 points each.
  await expect(points).toHaveText(String(before + 10));
  await expect(page.getByTestId('viewer-rank')).toHaveText('ブロンズ');
  await expect(page.getByTestId('next-rank')).toContainText('シルバー');
  await expect(page.getByTestId('viewer-position')).toHaveText(/^\d+位（\d+人中）$/);
  const own = page.locator('[data-testid="leaderboard-entry"][data-viewer]');
  await expect(own.getByTestId('entry-name')).toHaveText(`${fan.displayName}あなた`);
  // The demo fan who chose to stay anonymous is shown without a name.
  await expect(page.getByTestId('entry-name').filter({ hasText: '匿名のサポーター' })).toHaveCount(
    1,
  );
  // A visitor's request (no sign-in): the server-rendered page.
  const visitorHtml = async () =>
    (await request.get('/supporter-rank/current', { headers: { accept: 'text/html' } })).text();
  expect(await visitorHtml()).toContain(fan.displayName);

  await page.getByRole('switch', { name: /ランキングで名前を出さない/ }).click();
  await expect(page.getByRole('switch', { name: /ランキングで名前を出さない/ })).toBeChecked();
  await expect(own.getByTestId('entry-name')).toHaveText('匿名のサポーターあなた');
  await page.reload();
  await expect(own.getByTestId('entry-name')).toHaveText('匿名のサポーターあなた');
  // Every visitor's server-rendered page leaves the name out too.
  const html = await visitorHtml();
  expect(html).toContain('匿名のサポーター');
  expect(html).not.toContain(fan.displayName);
});
