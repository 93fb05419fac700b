// The fan's current Firebase ID token in a cookie, so that page loads (which carry no
// authorization header) tell the server who is asking: a blocked account is then sent
// to /blocked before the app starts (server/access/sessionCookie.ts reads it).
export const SESSION_COOKIE_NAME = 'garden_session';

/** An ID token lives an hour; the cookie never outlives the token it holds. */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 60 * 60;

/** The Set-Cookie-style string that stores `token`, or clears the cookie when it is null. */
export function sessionCookieString(token: string | null, secure: boolean): string {
  const value = token === null ? '' : encodeURIComponent(token);
  const maxAge = token === null ? 0 : SESSION_COOKIE_MAX_AGE_SECONDS;
  return [
    `${SESSION_COOKIE_NAME}=${value}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Stores the token (sign-in, token refresh) or clears it (sign-out). */
export function writeSessionCookie(token: string | null, target: Document = document): void {
  const secure = target.location?.protocol === 'https:';
  target.cookie = sessionCookieString(token, secure);
}
