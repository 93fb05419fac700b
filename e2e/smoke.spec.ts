import { expect, test } from '@playwright/test';

// The product as `npm start` serves it: the app shell, the channel list of the demo garden.
test('npm start serves the demo garden and its channels', async ({ page }) => {
  await page.goto('/messages');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('a[href^="/messages/chat/"]').first()).toBeVisible();
});

test('GraphQL answers with the tenant header and refuses without it', async ({ request }) => {
  const query = '{ community { tenantId } }';
  const ok = await request.post('/graphql?operationName=Probe', {
    headers: { tenant: 'demo', 'content-type': 'application/json' },
    data: { query, operationName: null, variables: {} },
  });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).data.community.tenantId).toBe('demo');

  const refused = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query },
  });
  const body = await refused.json().catch(() => ({}));
  expect(refused.status() >= 400 || (body.errors ?? []).length > 0).toBe(true);
  expect(body.data?.community ?? null).toBeNull();
});
