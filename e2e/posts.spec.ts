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

// A fan fixes their post from its menu: the card shows the new text marked 編集済み, and
// another fan's timeline shows the new text, not the old.
test('a fan edits their post, and another fan reads the edited text', async ({ browser }) => {
  const aoi = await (await browser.newContext()).newPage();
  const ren = await (await browser.newContext()).newPage();

  await aoi.goto('/timeline');
  await signUpFromPostComposer(aoi, newFanIdentity('aoi-edit'));
  const stamp = Date.now();
  const before = `第12話の感想、誤字あり ${stamp}`;
  const after = `第12話の感想、直しました ${stamp}`;
  await aoi.getByRole('textbox', { name: '投稿の本文' }).fill(before);
  await aoi.getByRole('button', { name: '投稿する' }).click();
  const own = aoi.getByRole('article').filter({ hasText: before });
  await expect(own).toBeVisible();
  await expect(own.getByText('編集済み')).toHaveCount(0);

  await own.getByRole('button', { name: '投稿のメニュー' }).click();
  await aoi.getByRole('menuitem', { name: '投稿を編集' }).click();
  const form = aoi.getByRole('form', { name: '投稿を編集' });
  await expect(form.getByRole('textbox', { name: '投稿の本文' })).toHaveValue(before);
  await form.getByRole('textbox', { name: '投稿の本文' }).fill(after);
  await form.getByRole('button', { name: '保存する' }).click();
  const edited = aoi.getByRole('article').filter({ hasText: after });
  await expect(edited).toBeVisible();
  await expect(edited.getByText('編集済み')).toBeVisible();
  await expect(aoi.getByText(before)).toHaveCount(0);

  // The post's own page says so too, after a reload (from the server).
  await edited.getByRole('link', { name: /コメント/ }).click();
  await expect(aoi).toHaveURL(/\/posts\//);
  await aoi.reload();
  await expect(aoi.getByRole('article').getByText(after)).toBeVisible();
  await expect(aoi.getByRole('article').getByText('編集済み')).toBeVisible();

  await ren.goto('/timeline');
  await signUpFromPostComposer(ren, newFanIdentity('ren-edit'));
  await ren.reload();
  const seen = ren.getByRole('article').filter({ hasText: after });
  await expect(seen).toBeVisible();
  await expect(seen.getByText('編集済み')).toBeVisible();
  await expect(ren.getByText(before)).toHaveCount(0);
});

// A fan writes a post with two pictures, keeps it as a draft (its pictures stay theirs
// alone), finishes it from /draft-posts and posts it; a visitor then sees the pictures.
test('a fan saves a post with two images as a draft, posts it, and a visitor sees the images', async ({
  browser,
}) => {
  const mio = await (await browser.newContext()).newPage();
  const visitor = await (await browser.newContext()).newPage();

  await mio.goto('/timeline');
  await signUpFromPostComposer(mio, newFanIdentity('mio'));
  const body = `お茶会のイラスト、背景を描き足しました ${Date.now()}`;
  await mio.getByRole('textbox', { name: '投稿の本文' }).fill(body);
  await mio
    .locator('input[type="file"]')
    .setInputFiles(['public/images/posts/tea-party.webp', 'public/images/posts/rose-study.webp']);
  await expect(mio.getByRole('textbox', { name: '画像 2 の説明' })).toBeVisible();
  await mio.getByRole('textbox', { name: '画像 1 の説明' }).fill('月夜のお茶会');
  // For everyone on the web (the segmented control's label is what a fan taps).
  await mio.getByText('全体に公開', { exact: true }).click();
  await expect(mio.getByRole('radio', { name: '全体に公開' })).toBeChecked();
  await mio.getByRole('button', { name: '下書き保存' }).click();
  await expect(mio.getByText('下書きに保存しました。')).toBeVisible();
  await expect(mio.getByRole('textbox', { name: '投稿の本文' })).toHaveValue('');
  // Not posted: the timeline does not show it.
  await expect(mio.getByRole('article').filter({ hasText: body })).toHaveCount(0);
  // The server-rendered drafts page has it for its author only; no visitor's page has it.
  const html = { headers: { accept: 'text/html' } };
  expect(await (await mio.request.get('/draft-posts', html)).text()).toContain(body);
  for (const path of ['/draft-posts', '/timeline'])
    expect(await (await visitor.request.get(path, html)).text()).not.toContain(body);
  // Search finds nothing (the page repeats the query itself, so its answer is what counts).
  const search = await (
    await mio.request.get(`/search?q=${encodeURIComponent(body)}`, html)
  ).text();
  expect(search).toContain('を含む投稿は見つかりませんでした');

  await mio.getByRole('link', { name: '下書き一覧' }).click();
  await expect(mio).toHaveURL(/\/draft-posts$/);
  const draft = mio.getByRole('article', { name: '下書き' }).filter({ hasText: body });
  await expect(draft).toBeVisible();
  const draftImages = draft.getByRole('img');
  await expect(draftImages).toHaveCount(2);
  await expect(draftImages.first()).toHaveAttribute('alt', '月夜のお茶会');
  // The author's browser loads the draft's pictures (its session cookie)...
  await expect
    .poll(() => draftImages.first().evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(1200);
  // ...and nobody else's does, until it is posted.
  const privateUrl = await draftImages.first().getAttribute('src');
  expect((await visitor.request.get(privateUrl!)).status()).toBe(404);

  await draft.getByRole('button', { name: '投稿する' }).click();
  await expect(mio).toHaveURL(/\/posts\//);
  const postUrl = mio.url();
  await expect(mio.getByRole('article').getByRole('img')).toHaveCount(2);

  await visitor.goto(postUrl);
  const post = visitor.getByRole('article');
  await expect(post.getByText(body)).toBeVisible();
  const images = post.getByRole('img');
  await expect(images).toHaveCount(2);
  for (const image of await images.all()) {
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
  expect((await visitor.request.get(privateUrl!)).status()).toBe(200);
  await visitor.getByRole('button', { name: '画像 2/2 を大きく表示' }).click();
  const lightbox = visitor.getByRole('dialog', { name: '画像 2/2' });
  const full = lightbox.getByRole('img', { name: '画像 2' });
  await expect(full).toHaveAttribute('width', '900');
  await expect(full).toHaveAttribute('height', '1200');
  await expect.poll(() => full.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(900);
});

// Discovery by category: /topics lists the categories; one category shows only its topics,
// and a topic links back to its category. The category page is a real page in the HTML.
test('a visitor browses the topics of one category and comes back to it from a topic', async ({
  page,
}) => {
  await page.goto('/topics');
  const categories = page.getByRole('navigation', { name: 'カテゴリ' });
  await categories.getByRole('link', { name: '作品について' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '作品について' })).toBeVisible();
  const topics = page.getByRole('navigation', { name: '「作品について」のトピック' });
  await expect(topics.getByRole('link')).toHaveCount(2);
  await expect(topics.getByRole('link', { name: /第12話の感想/ })).toBeVisible();
  await expect(topics.getByRole('link', { name: /ファンアート語り/ })).toHaveCount(0);

  const categoryUrl = page.url();
  const served = await page.request.get(categoryUrl, { headers: { accept: 'text/html' } });
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toContain('キャラクター考察');

  await topics.getByRole('link', { name: /キャラクター考察/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '# キャラクター考察' })).toBeVisible();
  await page.getByRole('link', { name: '作品について' }).click();
  await expect(page).toHaveURL(categoryUrl);

  const missing = await page.request.get('/topic-categories/VG9waWNDYXRlZ29yeTo5OTk5OTk=', {
    headers: { accept: 'text/html' },
  });
  expect(missing.status()).toBe(404);
});
