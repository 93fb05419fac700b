// Page requests carry no authorization header: to recognise a blocked account on a page
// load, the app keeps the fan's current Firebase ID token in this cookie (set on sign-in
// and token refresh, cleared on sign-out). Without it, the API's ACCOUNT_BLOCKED error
// is what sends the fan to /blocked.
import { readCookie } from '../../src/i18n/localeCookies';

export const SESSION_COOKIE_NAME = 'garden_session';

export function sessionAuthorization(cookieHeader: string | undefined): string | null {
  const token = readCookie(SESSION_COOKIE_NAME, cookieHeader ?? '');
  return token ? `Bearer ${token}` : null;
}
