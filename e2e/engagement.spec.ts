import { expect, test } from './support/test';
import { newFanIdentity, openFirstChannel, sendMessage, signUpFromComposer } from './support/fan';

// A new fan's first evening in the garden: chatting fills the daily chat mission (live, on an
// open mission list, and "mission complete" in the chat), its reward is claimed once; the daily
// check-in lands in the calendar; a vote shows in the result.
test('chat posts fill a mission whose reward is claimed; check-in and a vote show up', async ({
  page,
  context,
  baseURL,
}) => {
  await openFirstChannel(page, baseURL ?? '');
  await signUpFromComposer(page, newFanIdentity('mission'));
  await sendMessage(page, 'こんばんは');

  // The mission list open in another tab follows the chat without a reload.
  const missionsTab = await context.newPage();
  await missionsTab.goto('/missions');
  const liveBar = missionsTab
    .getByRole('region', { name: 'チャットで3回語ろう' })
    .getByTestId('mission-progress');
  // Signing up from the composer sent the first message: 2 so far.
  await expect(liveBar).toHaveText('2/3');
  await sendMessage(page, '第1話の月の場面が好きです');
  await expect(liveBar).toHaveText('3/3');
  await expect(page.getByText('「チャットで3回語ろう」をクリアしました。')).toBeVisible();
  await missionsTab.close();
  await sendMessage(page, '王子の台詞が忘れられない');

  await page.goto('/missions');
  await expect(page.getByRole('heading', { level: 1, name: 'ミッション' })).toBeVisible();
  const chatMission = page.getByRole('region', { name: 'チャットで3回語ろう' });
  await expect(chatMission.getByTestId('mission-progress')).toHaveText('3/3');
  const balance = page.getByTestId('coin-balance');
  await expect(balance).toHaveText(/\d+コイン$/);
  const coinsBefore = Number((await balance.textContent())?.replace(/\D/g, ''));
  await chatMission.getByRole('button', { name: '受け取る' }).click();
  await expect(chatMission.getByRole('button', { name: '受け取り済み' })).toBeVisible();
  // The reward reached the coin balance: 10 coins, once.
  await expect(balance).toHaveText(`🪙${coinsBefore + 10}コイン`);
  // Opening the page logged today's visit: the daily visit mission is done too.
  const visitMission = page.getByRole('region', { name: '今日も庭園へ' });
  await expect(visitMission.getByTestId('mission-progress')).toHaveText('1/1');

  await page.goto('/check-in');
  await page.getByRole('button', { name: 'チェックイン', exact: true }).click();
  await expect(page.getByRole('button', { name: '今日はチェックイン済み ✓' })).toBeVisible();
  await expect(page.getByTestId('check-in-streak')).toHaveText('1');
  await expect(page.getByTestId('check-in-points')).toHaveText('10');
  await page.getByRole('link', { name: 'チェックインカレンダー' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'チェックインカレンダー' }),
  ).toBeVisible();
  await expect(page.locator('[data-checked-in]')).toHaveCount(1);
  await expect(page.getByText('今月のチェックイン：1日')).toBeVisible();

  await page.goto('/voting-event/best-scene-2026');
  await expect(page.getByRole('heading', { level: 1, name: '第1期 名場面総選挙' })).toBeVisible();
  await expect(page.getByTestId('votes-left')).toHaveText('今日の無料投票：残り3票（1日3票）');
  await page.getByRole('button', { name: '羽ペンの手紙に投票する' }).click();
  await expect(page.getByTestId('votes-left')).toHaveText('今日の無料投票：残り2票（1日3票）');
  const candidate = page.getByTestId('candidate').filter({ hasText: '羽ペンの手紙' });
  await expect(candidate.getByText('あなたの1票')).toBeVisible();
  await expect(candidate.getByTestId('candidate-votes')).toHaveText('277票');
  await page.getByRole('link', { name: '結果を見る' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: '結果発表：第1期 名場面総選挙' }),
  ).toBeVisible();
  const rows = page.getByTestId('result-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.last()).toContainText('羽ペンの手紙');
  await expect(rows.last()).toContainText('277票');
});
