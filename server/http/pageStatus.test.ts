// The status of a served page follows the route manifest: declared pages 200, declared
// redirects 302 to their target, any other path 404 with the app (which draws the
// not-found page), and a blocked visitor's 302 before all of them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities } from '../platform/tables';
import { startPageServer, type PageServer } from '../testing/pageServer';
import { testBackends } from '../testing/testDatabase';

describe.each(testBackends)('page status from the route manifest (%s)', (backend) => {
  let server: PageServer;
  const blocked = { 'x-forwarded-for': '203.0.113.77' };

  beforeAll(async () => {
    server = await startPageServer(backend, { trustProxy: true });
    await server.database.db
      .update(communities)
      .set({ blockedIpRanges: ['203.0.113.0/24'] })
      .where(eq(communities.tenantId, 'demo'));
  });
  afterAll(() => server?.close());

  it('serves the declared pages, parameters and trailing slashes included', async () => {
    for (const path of ['/', '/messages', '/messages/chat/abc', '/settings/', '/blocked', '/404']) {
      const page = await server.get(path);
      expect({ path, status: page.status }).toEqual({ path, status: 200 });
    }
  });

  it('answers an unknown path 404 with the app, which draws its not-found page', async () => {
    for (const path of ['/no-such-page', '/messages/chat/a/b', '/messagesx']) {
      const page = await server.get(path);
      expect({ path, status: page.status }).toEqual({ path, status: 404 });
      const html = await page.text();
      expect(html).toContain('<div id="root">');
      expect(html).toContain('__APP_CONFIG__');
      expect(page.headers.get('content-security-policy')).toBeTruthy();
    }
  });

  it('keeps a plain 404 for unknown files that are not pages', async () => {
    const file = await server.get('/no-such-file.js', { accept: '*/*' });
    expect(file.status).toBe(404);
    expect(await file.text()).toBe('Not found');
  });

  it('sends a declared redirect to its target', async () => {
    for (const path of ['/checkout', '/store/order/checkout']) {
      const page = await server.get(path);
      expect({ path, status: page.status }).toEqual({ path, status: 302 });
      expect(page.headers.get('location')).toBe('/store/cart/baskets');
    }
  });

  it('sends a blocked visitor to /ip-blocked from unknown paths too', async () => {
    for (const path of ['/messages', '/no-such-page']) {
      const page = await server.get(path, blocked);
      expect({ path, status: page.status }).toEqual({ path, status: 302 });
      expect(page.headers.get('location')).toBe('/ip-blocked');
    }
  });
});
