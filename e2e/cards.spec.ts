import { expect, test, type Page } from './support/test';
import { completeSignUp, newFanIdentity } from './support/fan';
import { grantCoins } from './support/operator';

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
