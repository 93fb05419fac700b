import { afterEach, describe, expect, it } from 'vitest';
import { sessionAuthorization } from '../../../server/access/sessionCookie';
import { sessionCookieString, writeSessionCookie } from './sessionCookie';

afterEach(() => writeSessionCookie(null));

describe('the garden_session cookie', () => {
  it('holds the token for an hour on the whole site, SameSite=Lax, not Secure on http', () => {
    expect(sessionCookieString('a.b.c', false)).toBe(
      'garden_session=a.b.c; Path=/; Max-Age=3600; SameSite=Lax',
    );
  });

  it('is Secure on https', () => {
    expect(sessionCookieString('a.b.c', true)).toMatch(/; Secure$/);
  });

  it('is cleared with an empty value that expires at once', () => {
    expect(sessionCookieString(null, true)).toBe(
      'garden_session=; Path=/; Max-Age=0; SameSite=Lax; Secure',
    );
  });

  it('is what the server reads as the page request’s authorization', () => {
    writeSessionCookie('header.payload.signature');
    expect(sessionAuthorization(document.cookie)).toBe('Bearer header.payload.signature');
    writeSessionCookie(null);
    expect(sessionAuthorization(document.cookie)).toBeNull();
  });

  it('asks for Secure when the page is served over https', () => {
    const written: string[] = [];
    const page = {
      location: { protocol: 'https:' },
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document;
    writeSessionCookie('t', page);
    expect(written).toEqual(['garden_session=t; Path=/; Max-Age=3600; SameSite=Lax; Secure']);
  });
});
