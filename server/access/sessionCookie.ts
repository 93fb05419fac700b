// The page-load session: a Firebase session cookie, set by the server (POST /session,
// server/http/sessionEndpoint.ts) after sign-in and cleared at sign-out. HttpOnly, so no
// script can read it; page loads (which carry no authorization header) present it, and
// the server recognises a blocked account before the app starts.
import { readCookie } from '../../common/localeCookies';

export const SESSION_COOKIE_NAME = 'garden_session';

/** Firebase allows session cookies of 5 minutes to 2 weeks. */
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

export function readSessionCookie(cookieHeader: string | undefined): string | undefined {
  return readCookie(SESSION_COOKIE_NAME, cookieHeader ?? '') || undefined;
}

/** The Set-Cookie value that stores `value`, or clears the cookie when it is null. */
export function sessionSetCookie(value: string | null, secure: boolean): string {
  return [
    `${SESSION_COOKIE_NAME}=${value ?? ''}`,
    'Path=/',
    `Max-Age=${value === null ? 0 : SESSION_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
