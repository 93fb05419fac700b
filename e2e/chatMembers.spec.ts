import { expect, test } from './support/test';
import { completeSignUp, newFanIdentity, sendMessage } from './support/fan';

// Members' limited chat (LIMITED_CHAT): the demo garden's members channel is listed for
// everyone with its badge; a visitor gets the members' panel (and the served HTML holds no
// message of it); a fan who subscribes reads its messages and posts there.
const MEMBERS_CHANNEL = '庭師の会ラウンジ';
const STAFF_MESSAGE = /三回描き直しています/;

test('a visitor sees the members panel, with no message of the channel in the served HTML', async ({
  page,
  request,
}) => {
  await page.goto('/messages');
  const listed = page.getByRole('link', { name: new RegExp(MEMBERS_CHANNEL) });
  await expect(listed).toContainText('メンバー限定');
  await expect(listed).toContainText('メンバーシップに加入すると読めます');
  const href = (await listed.getAttribute('href')) ?? '';
  const html = await (await request.get(href, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain(`「${MEMBERS_CHANNEL}」はメンバー限定のチャンネルです`);
  expect(html).not.toMatch(STAFF_MESSAGE);

  await listed.click();
  const panel = page.getByTestId('members-only-channel');
  await expect(panel).toContainText('メンバーシップに加入している方だけが');
  await expect(page.getByRole('textbox', { name: 'メッセージ' })).toHaveCount(0);
  await panel.getByRole('link', { name: 'メンバーシップのプランを見る' }).click();
  await expect(page).toHaveURL(/\/store\/membership$/);
  await expect(page.getByTestId('membership-plan')).toContainText('庭師の会');
});

test('a fan who subscribes reads the members channel and posts there', async ({ page }) => {
  await page.goto('/store/membership');
  await page.getByRole('main').getByRole('button', { name: 'ログイン・新規登録' }).click();
  await completeSignUp(page, newFanIdentity('gardener'));

  // Joined but not yet a member: the panel.
  await page.goto('/messages');
  await page.getByRole('link', { name: new RegExp(MEMBERS_CHANNEL) }).click();
  await expect(page.getByTestId('members-only-channel')).toBeVisible();

  await page.goto('/store/membership');
  await page.getByRole('button', { name: 'このプランを選ぶ' }).click();
  const confirmation = page.getByTestId('subscribe-confirmation');
  await confirmation.getByLabel('カード番号').fill('4242 4242 4242 4242');
  await confirmation
    .getByRole('button', { name: /550.*を支払って月額メンバーシップを開始する/ })
    .click();
  await expect(page).toHaveURL(/\/settings\/store\/subscription$/);

  await page.goto('/messages');
  await page.getByRole('link', { name: new RegExp(MEMBERS_CHANNEL) }).click();
  await expect(page.getByRole('log').getByText(STAFF_MESSAGE).first()).toBeVisible();
  await expect(page.getByTestId('members-only-channel')).toHaveCount(0);
  const text = `庭師の会に入りました！ ${Date.now()}`;
  await sendMessage(page, text);
  await expect(page.getByRole('log').getByText(text)).toBeVisible();
  // Still there from the server after a reload.
  await page.reload();
  await expect(page.getByRole('log').getByText(text)).toBeVisible();
});
