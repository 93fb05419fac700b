import { expect, test } from './support/test';
import homePageQuery from '../src/__generated__/HomePageQuery.graphql';

// The product as `npm start` serves it: the app shell, the channel list of the demo garden.
test('npm start serves the demo garden and its channels', async ({ page }) => {
  await page.goto('/messages');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('a[href^="/messages/chat/"]').first()).toBeVisible();
});

test('GraphQL answers with the tenant header and refuses without it', async ({ request }) => {
  // npm start runs only the operations the app was built with (trusted documents).
  const query = homePageQuery.params.text!;
  const ok = await request.post('/graphql?operationName=HomePageQuery', {
    headers: { tenant: 'demo', 'content-type': 'application/json' },
    data: {
      query,
      operationName: 'HomePageQuery',
      variables: {},
    },
  });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).data.community.name).toBe('魔王子と人形の庭');

  const untrusted = await request.post('/graphql', {
    headers: { tenant: 'demo', 'content-type': 'application/json' },
    data: { query: '{ community { tenantId } }' },
  });
  const untrustedBody = await untrusted.json();
  expect(untrustedBody.errors[0].extensions.code).toBe('UNTRUSTED_DOCUMENT');
  expect(untrustedBody.data ?? null).toBeNull();

  const refused = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query },
  });
  expect(refused.status()).toBe(400);
  const body = await refused.json();
  expect(body.errors[0].extensions.code).toBe('TENANT_REQUIRED');
  expect(body.data).toBeUndefined();

  const unknown = await request.post('/graphql', {
    headers: { tenant: 'no-such-garden', 'content-type': 'application/json' },
    data: { query },
  });
  expect(unknown.status()).toBe(400);
  expect((await unknown.json()).errors[0].extensions.code).toBe('TENANT_NOT_FOUND');
});
