import { describe, expect, it, vi } from 'vitest';
import { syncServerSession } from './sessionCookie';

function fakeFetch(status: number | Error) {
  return vi.fn<typeof fetch>(async () => {
    if (status instanceof Error) throw status;
    return new Response(null, { status });
  });
}

describe('the server session', () => {
  it('trades an ID token for the session cookie with a same-origin JSON POST', async () => {
    const send = fakeFetch(204);
    await expect(syncServerSession('a.b.c', send)).resolves.toBe('saved');
    const [path, init] = send.mock.calls[0];
    expect(path).toBe('/session');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ idToken: 'a.b.c' });
  });

  it('ends it with a DELETE at sign-out, and never writes a cookie itself', async () => {
    const send = fakeFetch(204);
    document.cookie = '';
    await expect(syncServerSession(null, send)).resolves.toBe('saved');
    expect(send.mock.calls[0][1]).toMatchObject({ method: 'DELETE' });
    expect(document.cookie).not.toContain('garden_session');
  });

  it('tells a refused token from a server that cannot be asked', async () => {
    await expect(syncServerSession('t', fakeFetch(401))).resolves.toBe('refused');
    await expect(syncServerSession('t', fakeFetch(404))).resolves.toBe('unavailable');
    await expect(syncServerSession('t', fakeFetch(new TypeError('offline')))).resolves.toBe(
      'unavailable',
    );
  });
});
