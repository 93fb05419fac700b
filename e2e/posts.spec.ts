import { expect, test, type Page } from './support/test';
import { completeSignUp, newFanIdentity } from './support/fan';

const MAX_LIKES_PER_FAN = 10;

/** Signs up through the login modal that writing a post opens for a visitor. */
async function signUpFromPostComposer(page: Page, fan: ReturnType<typeof newFanIdentity>) {
  await page.getByRole('textbox', { name: '投稿の本文' }).fill('はじめまして');
  await page.getByRole('button', { name: '投稿する' }).click();
  await completeSignUp(page, fan);
}

// Two fans in two browser contexts: one posts to the timeline, the other finds the post,
// cheers it with likes up to the cap, and comments on it.
test('a fan’s post reaches another fan, who likes it up to the cap and comments', async ({
  browser,
}) => {
  const aoi = await (await browser.newContext()).newPage();
  const ren = await (await browser.newContext()).newPage();

  await aoi.goto('/timeline');
  await expect(aoi.getByRole('heading', { level: 1, name: 'タイムライン' })).toBeVisible();
  // The demo garden's official announcement is there for visitors too.
  await expect(aoi.getByText('公式', { exact: true }).first()).toBeVisible();
  await signUpFromPostComposer(aoi, newFanIdentity('aoi'));

  const body = `第12話、王子の台詞に泣きました ${Date.now()}`;
  await aoi.getByRole('textbox', { name: '投稿の本文' }).fill(body);
  await aoi.getByRole('button', { name: '投稿する' }).click();
  await expect(aoi.getByRole('textbox', { name: '投稿の本文' })).toHaveValue('');
  const ownPost = aoi.getByRole('article').filter({ hasText: body });
  await expect(ownPost).toBeVisible();

  // Members-only by default: a visitor does not see it; after joining, the other fan does.
  await ren.goto('/timeline');
  await expect(ren.getByRole('heading', { level: 1, name: 'タイムライン' })).toBeVisible();
  await expect(ren.getByText(body)).toHaveCount(0);
  await signUpFromPostComposer(ren, newFanIdentity('ren'));
  await ren.reload();
  const post = ren.getByRole('article').filter({ hasText: body });
  await expect(post).toBeVisible();

  const like = post.getByRole('button', { name: /いいね/ });
  for (let count = 1; count <= MAX_LIKES_PER_FAN; count += 1) {
    await like.click();
    await expect(post.getByRole('button', { name: new RegExp(`現在 ${count}）`) })).toBeVisible();
  }
  await expect(
    post.getByRole('button', {
      name: `いいねは上限の${MAX_LIKES_PER_FAN}回に達しています（現在 ${MAX_LIKES_PER_FAN}）`,
    }),
  ).toBeVisible();
  // One more tap changes nothing: the cap holds (the button is aria-disabled, so the tap
  // is dispatched directly, as a fan's tap on it would be).
  await like.dispatchEvent('click');
  await expect(post.getByRole('button', { name: /現在 10）/ })).toBeVisible();

  await post.getByRole('link', { name: /コメント/ }).click();
  await expect(ren).toHaveURL(/\/posts\//);
  await ren.getByRole('textbox', { name: 'コメント' }).fill('わかります、あの台詞！');
  await ren.getByRole('button', { name: '送信' }).click();
  await expect(
    ren.getByRole('listitem').filter({ hasText: 'わかります、あの台詞！' }),
  ).toBeVisible();
  await expect(ren.getByText('コメント 1件')).toBeVisible();
  const postUrl = ren.url();

  // Search finds the post by a Japanese substring, written in hiragana for the kanji-free part.
  await ren.goto('/search');
  await ren.getByRole('searchbox', { name: '検索することば' }).fill('台詞に泣きました');
  await ren.getByRole('button', { name: '検索', exact: true }).click();
  await expect(ren).toHaveURL(/\/search\?q=/);
  const found = ren.getByRole('listitem').filter({ hasText: body });
  await expect(found.locator('mark')).toHaveText('台詞に泣きました');

  // The author sees the likes and the comment on their post's page.
  await aoi.goto(postUrl);
  await expect(aoi.getByRole('button', { name: /いいね（現在 10）/ })).toBeVisible();
  await expect(aoi.getByText('わかります、あの台詞！')).toBeVisible();
});
