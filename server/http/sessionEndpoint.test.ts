// POST /session trades a fresh ID token for an HttpOnly Firebase session cookie; DELETE
// clears it; only this site's pages may call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintEmulatorIdToken } from '../testing/emulatorToken';
import { startPageServer, type PageServer } from '../testing/pageServer';
import { rawRequest } from '../testing/rawRequest';
import { TEST_PROJECT_ID } from '../testing/testAuth';

describe('the session endpoint', () => {
  let server: PageServer;
  beforeAll(async () => {
    server = await startPageServer('pglite');
  });
  afterAll(() => server?.close());

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/session`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json', ...headers },
      body,
    });

  it('sets an HttpOnly, SameSite=Lax session cookie for a valid ID token', async () => {
    const idToken = await server.auth.tokenFor('session-fan');
    const response = await post(JSON.stringify({ idToken }));
    expect(response.status).toBe(204);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^garden_session=[\w-]+\.[\w-]+\.[\w-]*; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${14 * 24 * 3600}`);
    // Served over plain http here.
    expect(cookie).not.toContain('Secure');
    // A session cookie, not the ID token itself.
    expect(cookie.split(';')[0]).not.toBe(`garden_session=${idToken}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses calls from other sites and calls without an Origin (CSRF)', async () => {
    const idToken = await server.auth.tokenFor('session-fan');
    for (const origin of ['https://evil.example', 'null']) {
      const response = await post(JSON.stringify({ idToken }), { origin });
      expect(response.status).toBe(403);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    const noOrigin = await fetch(`${server.url}/session`, {
      method: 'DELETE',
      headers: {},
    });
    expect(noOrigin.status).toBe(403);
  });

  it('refuses a form post, a bad body and a token it cannot verify', async () => {
    const idToken = await server.auth.tokenFor('session-fan');
    expect(
      (await post(`idToken=${idToken}`, { 'content-type': 'application/x-www-form-urlencoded' }))
        .status,
    ).toBe(415);
    expect((await post('not json')).status).toBe(400);
    expect((await post(JSON.stringify({ idToken: 'x'.repeat(20_000) }))).status).toBe(400);
    expect((await post(JSON.stringify({ idToken: 'not.a.token' }))).status).toBe(401);
    const unknownAccount = mintEmulatorIdToken({ projectId: TEST_PROJECT_ID, uid: 'nobody' });
    expect((await post(JSON.stringify({ idToken: unknownAccount }))).status).toBe(401);
  });

  it('clears the cookie at sign-out', async () => {
    const response = await fetch(`${server.url}/session`, {
      method: 'DELETE',
      headers: { origin: server.url },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBe(
      'garden_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });
});

describe('the session endpoint behind https', () => {
  let server: PageServer;
  beforeAll(async () => {
    server = await startPageServer('pglite', { publicUrl: 'https://garden.example' });
  });
  afterAll(() => server?.close());

  it('marks the cookie Secure and takes the public origin as its own', async () => {
    const idToken = await server.auth.tokenFor('secure-fan');
    const response = await rawRequest(`${server.url}/session`, {
      method: 'POST',
      headers: {
        host: 'garden.example',
        origin: 'https://garden.example',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ idToken }),
    });
    expect(response.status).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure$/);
  });
});
