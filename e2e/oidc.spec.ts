import { createHash, randomBytes } from 'node:crypto';
import { completeSignUp, newFanIdentity } from './support/fan';
import { expect, test } from './support/test';

// Sign in with Garden, as a partner app (the demo garden's "Demon Prince Puzzle") uses it:
// the app sends the fan to the garden's provider with a PKCE challenge; the fan signs in
// through the app's login modal, allows on the consent screen, and the browser lands on
// the app's redirect address with a code, which the app exchanges for tokens. The app's
// address (localhost:7777) is answered by this spec (page.route).
const CLIENT_ID = 'demon-prince-puzzle';
const REDIRECT_URI = 'http://localhost:7777/callback';

// The app's push worker would fetch the navigations itself, out of page.route's sight.
test.use({ serviceWorkers: 'block' });

test('a fan signs in to a partner app with their garden account and allows it', async ({
  page,
  baseURL,
}) => {
  await page.route(`${REDIRECT_URI}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Demon Prince Puzzle</h1>' }),
  );
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const authorize = new URL(`${baseURL}/oauth/demo/auth`);
  authorize.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email',
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();

  await page.goto(authorize.href);
  await expect(page).toHaveURL(/\/oauth\/authorize\?uid=/);
  await expect(page.getByText(/魔王子パズルが/)).toBeVisible();
  // Signed out: the login modal opens by itself, and brings the fan back here.
  const fan = newFanIdentity('oidc');
  await completeSignUp(page, fan);

  await expect(page).toHaveURL(/\/oauth\/authorize-confirm\?uid=/);
  await expect(
    page.getByRole('heading', { level: 1, name: '魔王子パズルがサインインを求めています' }),
  ).toBeVisible();
  await expect(page.getByText(fan.displayName)).toBeVisible();
  await expect(page.getByTestId('oauth-scopes')).toContainText('ニックネームとアバター');
  await expect(page.getByTestId('oauth-scopes')).toContainText('メールアドレス');
  const arrival = page.waitForRequest((request) => request.url().startsWith(REDIRECT_URI));
  await page.getByRole('button', { name: '許可する' }).click();

  const callback = new URL((await arrival).url());
  await expect(page.getByRole('heading', { name: 'Demon Prince Puzzle' })).toBeVisible();
  expect(callback.searchParams.get('state')).toBe(state);
  const code = callback.searchParams.get('code');
  expect(code).toBeTruthy();

  const tokens = await page.request.post(`${baseURL}/oauth/demo/token`, {
    form: {
      grant_type: 'authorization_code',
      code: code!,
      redirect_uri: REDIRECT_URI,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    },
  });
  expect(tokens.status()).toBe(200);
  const { id_token: idToken } = (await tokens.json()) as { id_token: string };
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  expect(claims).toMatchObject({
    iss: `${baseURL}/oauth/demo`,
    aud: CLIENT_ID,
    nickname: fan.displayName,
    email: fan.email,
  });
});
