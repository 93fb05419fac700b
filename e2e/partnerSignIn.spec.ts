import { expect, test } from './support/test';
import { joinWithName, newFanIdentity } from './support/fan';

// Partner sign-in by custom token, as the demo garden's "The Puppet's Tea Party" server uses
// it: it asks the garden for a one-time link for its player (its client id and secret), the
// player's browser opens the link, signs in through the Auth emulator with the custom token
// the garden minted, and joins the garden like any new fan. The link then works no more.
const PARTNER = { clientId: 'puppet-tea-party', secret: 'demo-partner-secret' };

async function askForLink(request: import('@playwright/test').APIRequestContext, userId: string) {
  const basic = Buffer.from(`${PARTNER.clientId}:${PARTNER.secret}`).toString('base64');
  const response = await request.post('/partner/sign-in-links', {
    headers: { authorization: `Basic ${basic}`, tenant: 'demo' },
    data: { userId },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

test('a partner app’s player signs in by a one-time link and joins the garden', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { displayName } = newFanIdentity('partner');
  const link = await askForLink(request, `player-${Date.now()}`);
  expect(link.startsWith(`${baseURL}/partner-sign-in?token=`)).toBe(true);

  await page.goto(link);
  await joinWithName(page, displayName);
  // Signed in as the partner's player: the garden greets them by their new name.
  await page.goto('/mypage/edit');
  await expect(page.getByLabel('ニックネーム')).toHaveValue(displayName);

  // The same link again, in another browser: refused, in the fan's words.
  const other = await browser.newPage();
  await other.goto(link);
  await expect(
    other.getByRole('heading', { name: 'このリンクではサインインできません' }),
  ).toBeVisible();
  await expect(other.getByRole('alert')).toContainText('すでに使われています');
  await other.close();
});

test('a wrong secret gets no link', async ({ request }) => {
  const response = await request.post('/partner/sign-in-links', {
    headers: {
      authorization: `Basic ${Buffer.from(`${PARTNER.clientId}:wrong`).toString('base64')}`,
      tenant: 'demo',
      'language-code': 'ja',
    },
    data: { userId: 'player-1' },
  });
  expect(response.status()).toBe(401);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
    'INVALID_CLIENT',
  );
});
