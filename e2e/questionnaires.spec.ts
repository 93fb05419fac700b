import { expect, type Page } from '@playwright/test';
import { completeSignUp, newFanIdentity } from './support/fan';
import { test } from './support/test';

async function coins(page: Page): Promise<number> {
  const balance = page.getByTestId('coin-balance');
  await expect(balance).toHaveText(/\d+コイン$/);
  return Number((await balance.textContent())?.replace(/\D/g, ''));
}

// The demo garden's 好きな場面アンケート: a visitor sees the form read-only with a prompt to
// join; once joined, a fan who leaves a required question out is told which one, then
// answers, receives the 50 coins in their balance, and sees the answered state (once only).
test('a fan answers a questionnaire once and receives its coins', async ({ page }) => {
  await page.goto('/questionnaires');
  await expect(page.getByRole('heading', { level: 1, name: 'アンケート' })).toBeVisible();
  const card = page.getByTestId('questionnaire-card').filter({ hasText: '好きな場面アンケート' });
  await expect(card).toContainText('受付中');
  await expect(card).toContainText('50コイン');
  await card.click();
  await expect(page).toHaveURL(/\/questionnaires\/favorite-scenes$/);
  await expect(page.getByRole('heading', { level: 1, name: '好きな場面アンケート' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '月下の契約（第1話）' })).toBeDisabled();
  await page.getByRole('button', { name: '参加して回答する' }).click();
  await completeSignUp(page, newFanIdentity('answerer'));
  await expect(page).toHaveURL(/\/questionnaires\/favorite-scenes$/);
  await expect(page.getByTestId('join-to-answer')).toHaveCount(0);
  // The shell refetches the page when the fan signs in, which can race the join itself (the
  // page then knows the fan as a member before their coins are readable): read them afresh.
  await page.reload();
  const before = await coins(page);

  // The rating (required) left out: the form names the question and sends nothing.
  await page.getByRole('radio', { name: '名を呼ぶ夜（第12話）' }).check();
  await page.getByRole('checkbox', { name: '人形のリラ' }).check();
  await page.getByRole('button', { name: '回答を送信する' }).click();
  await expect(page.getByRole('alert')).toHaveText('1件の質問をご確認ください。');
  const rating = page.getByTestId('question').filter({ hasText: '第1期の満足度' });
  await expect(rating).toContainText('必須の質問です。回答してください。');
  await expect(page.getByTestId('coin-balance')).toHaveText(`🪙${before}コイン`);

  // The stars are labels of visually hidden radios: tap the fifth star.
  const fiveStars = await rating.getByLabel('5 / 5').getAttribute('id');
  await rating.locator(`label[for="${fiveStars}"]`).click();
  await expect(rating.getByLabel('5 / 5')).toBeChecked();
  await expect(rating).not.toContainText('必須の質問です。');
  await page
    .getByRole('textbox', { name: /その場面が好きな理由/ })
    .fill('最後に王子が人形の名前を呼ぶところ。');
  await page.getByRole('button', { name: '回答を送信する' }).click();
  await expect(
    page.getByText('ご回答ありがとうございました！50コインを受け取りました。'),
  ).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toHaveText(`🪙${before + 50}コイン`);
  await expect(page.getByRole('button', { name: '回答を送信する' })).toHaveCount(0);

  // Answered: the list says so, and the page shows the answers, read-only.
  await page.goto('/questionnaires');
  await expect(
    page.getByTestId('questionnaire-card').filter({ hasText: '好きな場面アンケート' }),
  ).toContainText('回答済み');
  await page.goto('/questionnaires/favorite-scenes');
  await expect(page.getByTestId('answered-notice')).toContainText('50コインを受け取りました。');
  await expect(page.getByRole('radio', { name: '名を呼ぶ夜（第12話）' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '名を呼ぶ夜（第12話）' })).toBeDisabled();
  expect(await coins(page)).toBe(before + 50);
});

// A closed questionnaire shows its close and takes no answers.
test('a closed questionnaire is read-only', async ({ page }) => {
  await page.goto('/questionnaires/season2-expectations?hl=en');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Before season 2: your hopes' }),
  ).toBeVisible();
  await expect(page.getByText('This questionnaire has closed.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'The theme song' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send answers' })).toHaveCount(0);
});
