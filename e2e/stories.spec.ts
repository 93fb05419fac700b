import { completeSignUp, newFanIdentity } from './support/fan';
import { expect, test } from './support/test';

const CHAPTER_4 = '/stories/demon-prince-and-puppet/chapters/puppets-dream';
const PASS = '閲覧パス「人形の見る夢」';
const SECRET = '夢の中のリラには糸がありませんでした';

// The demo garden's story: chapter 4 is locked behind a view pass sold in the store. A
// visitor is told why and how; once they join and buy the pass with the test card, the
// chapter opens in the paged book reader, turned with the arrow keys.
test('a view pass bought in the store unlocks a chapter', async ({ page }) => {
  await page.goto('/stories');
  await expect(page.getByRole('heading', { level: 1, name: 'ストーリー' })).toBeVisible();
  await page.getByTestId('story-card').filter({ hasText: '魔王子と人形 外伝' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '魔王子と人形 外伝' })).toBeVisible();
  const row = page.getByTestId('chapter-row').filter({ hasText: '第4章 人形の見る夢' });
  await expect(row.getByTestId('unlock-badge')).toHaveText('閲覧パス');
  await row.click();

  await expect(page).toHaveURL(new RegExp(`${CHAPTER_4}$`));
  const locked = page.getByTestId('locked-chapter');
  await expect(locked.getByRole('status')).toHaveText(
    `この章を読むには「${PASS}」が必要です。ストアで購入すると読めるようになります。`,
  );
  await expect(page.getByText(SECRET)).toHaveCount(0);
  await locked.getByRole('link', { name: `ストアで「${PASS}」を見る` }).click();

  await expect(page.getByRole('heading', { level: 1, name: PASS })).toBeVisible();
  await page.getByRole('button', { name: '今すぐ購入' }).click();
  await completeSignUp(page, newFanIdentity('reader'));
  await page.getByRole('button', { name: '今すぐ購入' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文内容の確認' })).toBeVisible();
  await page.getByLabel('カード番号').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /注文を確定して.*220.*を支払う/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' }),
  ).toBeVisible();

  await page.goto(CHAPTER_4);
  await expect(page.getByTestId('locked-chapter')).toHaveCount(0);
  const book = page.getByTestId('book-page');
  await expect(book).toContainText(SECRET);
  await expect(page.getByTestId('book-position')).toHaveText('1 / 2ページ');
  await book.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('book-position')).toHaveText('2 / 2ページ');
  await expect(book).toContainText('「ルシアン」');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('book-position')).toHaveText('1 / 2ページ');
});

// Locked chapters say why in the served HTML too, and hold none of their parts.
test('a locked chapter shows why, and its parts are not in the served HTML', async ({
  page,
  request,
}) => {
  const html = await (await request.get(CHAPTER_4, { headers: { accept: 'text/html' } })).text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain(`「${PASS}」が必要です`);
  expect(html).not.toContain(SECRET);

  await page.goto('/stories/demon-prince-and-puppet/chapters/rose-garden-tea?hl=en');
  await expect(page.getByTestId('locked-chapter').getByRole('status')).toHaveText(
    /^This chapter opens on .+\. Please wait until then\.$/,
  );
  await expect(page.getByText('Rose tea on a white table')).toHaveCount(0);
  await page.goto('/stories/demon-prince-and-puppet/chapters/silver-promise?hl=ja');
  await expect(page.getByTestId('locked-chapter').getByRole('status')).toContainText(
    'サポーターランク「シルバー」以上',
  );
  await expect(page.getByRole('link', { name: 'サポーターランクを見る' })).toBeVisible();
  await expect(page.getByRole('button', { name: '参加してログイン' })).toBeVisible();
});
