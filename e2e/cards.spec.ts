import { expect, test, type Page } from './support/test';
import { completeSignUp, newFanIdentity } from './support/fan';
import { grantCard, grantCoins } from './support/operator';

// The demo garden's card machine (server/cards/demoCards.ts), opened from the machines' list
// as a fan does: its id depends on the order the demo seeds machines in.
async function openCardMachine(page: Page) {
  await page.goto('/probability-treasure-machine');
  await page.locator('a', { hasText: '名場面カードガチャ 第一幕' }).click();
}

// A fan browses the cards, draws ten from the card machine, and finds the cards in their
// collections with the progress N/M, the rest of the set as silhouettes.
test('a fan draws cards from a treasure machine and sees them in their collections', async ({
  page,
  request,
}) => {
  await page.goto('/collectable-card');
  await expect(page.getByRole('heading', { level: 1, name: 'カードコレクション' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '第一幕 薔薇の城' })).toBeVisible();
  await page.getByRole('link', { name: '魔王子', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '魔王子', exact: true })).toBeVisible();
  await page.getByRole('link', { name: '真名', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '真名' })).toBeVisible();
  await expect(page.getByText('300枚限定')).toBeVisible();

  await openCardMachine(page);
  await expect(
    page.getByRole('heading', { level: 1, name: '名場面カードガチャ 第一幕' }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^10連/ }).click();
  await completeSignUp(page, newFanIdentity('cards'));

  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.url().includes('/graphql') &&
        response.request().postDataJSON()?.operationName === 'FollowListPageQuery',
    ),
    page.goto('/follow-list'),
  ]);
  const userId = (await answer.json()).data.viewer.user.id as string;
  await grantCoins(request, userId, 1000);

  // Before any card: the collections page says how to start one.
  await page.goto('/mypage/collections');
  await expect(page.getByText('まだカードを持っていません')).toBeVisible();

  await openCardMachine(page);
  await page.getByRole('button', { name: /^10連/ }).click();
  await page
    .getByRole('dialog', { name: 'ガチャを引きますか？' })
    .getByRole('button', { name: '引く' })
    .click();
  const results = page.getByRole('dialog', { name: '獲得した景品（10個）' });
  await results.getByRole('button', { name: 'スキップ' }).click();
  await expect(results.getByRole('listitem')).toHaveCount(10);

  await page.goto('/mypage');
  await page.getByRole('link', { name: 'コレクション', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'コレクション', exact: true }),
  ).toBeVisible();
  const collections = page.getByRole('link', { name: /^(魔王子|人形)$/ });
  await expect(collections.first()).toBeVisible();
  await collections.first().click();
  await expect(page).toHaveURL(/\/mypage\/collections\/[^/]+$/);
  await expect(page.getByRole('link', { name: 'コレクションへ戻る' })).toBeVisible();

  // N/M with N ≥ 1, and every card of the set listed: held ones by name, the rest as ？？？.
  await expect(page.getByText(/^[1-6] \/ 6枚$/)).toBeVisible();
  const tiles = page.getByRole('link', { name: /^No\.00[1-6] / });
  await expect(tiles).toHaveCount(6);
  const silhouettes = await page.getByRole('link', { name: /^No\.00[1-6] ？？？$/ }).count();
  const held = Number((await page.getByText(/^[1-6] \/ 6枚$/).textContent())?.split(' ')[0]);
  expect(held + silhouettes).toBe(6);
});

/** A card's id, found as a fan finds the card: its page from the category's list. */
async function cardIdOf(page: Page, category: string, card: string) {
  await page.goto('/collectable-card');
  await page.getByRole('link', { name: category, exact: true }).click();
  await page.getByRole('link', { name: card, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: card })).toBeVisible();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

// A fan without cards finds the gallery empty and where to get cards; once given two, they
// arrange them, save, and see the gallery on their public profile in their order.
test('a fan arranges their card gallery and shows it on their profile', async ({
  page,
  request,
}) => {
  await page.goto('/mypage/gallery/edit');
  await page.getByRole('button', { name: 'ログインして参加する' }).click();
  await completeSignUp(page, newFanIdentity('gallery'));
  await page.goto('/mypage/gallery/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'ギャラリーを編集' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '飾れるカードがまだありません' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ガチャを見る' })).toHaveAttribute(
    'href',
    '/probability-treasure-machine',
  );

  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.url().includes('/graphql') &&
        response.request().postDataJSON()?.operationName === 'FollowListPageQuery',
    ),
    page.goto('/follow-list'),
  ]);
  const userId = (await answer.json()).data.viewer.user.id as string;
  const cloak = await cardIdOf(page, '魔王子', '深紅のマント');
  const tea = await cardIdOf(page, '人形', 'はじめてのお茶会');
  await grantCard(request, userId, cloak);
  await grantCard(request, userId, tea);

  await page.goto('/mypage');
  await page.getByRole('link', { name: 'ギャラリーを編集' }).click();
  const owned = page.getByRole('region', { name: 'お持ちのカード' });
  await owned.getByRole('button', { name: /深紅のマント/ }).click();
  await owned.getByRole('button', { name: /はじめてのお茶会/ }).click();
  // The tea party first: moved up with the keyboard.
  await page.getByRole('button', { name: '「はじめてのお茶会」を前へ' }).focus();
  await page.keyboard.press('Enter');
  const chosen = page.getByRole('region', { name: '飾るカード' }).getByRole('listitem');
  await expect(chosen.nth(0)).toContainText('はじめてのお茶会');
  await expect(chosen.nth(1)).toContainText('深紅のマント');
  await page.getByRole('button', { name: 'ギャラリーを保存' }).click();
  await expect(page.getByText('保存しました。')).toBeVisible();

  await page.getByRole('link', { name: 'プロフィールで見る' }).click();
  await expect(page).toHaveURL(/\/profile\//);
  const gallery = page.getByRole('region', { name: 'ギャラリー' }).getByRole('link');
  await expect(gallery).toHaveCount(2);
  await expect(gallery.nth(0)).toHaveAccessibleName('はじめてのお茶会');
  await expect(gallery.nth(1)).toHaveAccessibleName('深紅のマント');
  // The same after a reload: what the server rendered.
  await page.reload();
  await expect(gallery.nth(0)).toHaveAccessibleName('はじめてのお茶会');
});
