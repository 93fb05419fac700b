// The page-load session: the server keeps an HttpOnly Firebase session cookie for the
// signed-in fan (server/http/sessionEndpoint.ts), so page loads, which carry no
// authorization header, tell it who is asking (a blocked account is sent to /blocked
// before the app starts). The app trades each fresh ID token for it and drops it at
// sign-out; no script ever sees the cookie.
import { SESSION_PATH } from '../../../common/apiPaths';

export type SessionSync = 'saved' | 'refused' | 'unavailable';

/**
 * Starts (token) or ends (null) the server's session. 'refused' means the server does not
 * accept the token (revoked, expired, disabled account); 'unavailable' that it could not be
 * asked (offline, or a server without sessions such as the mock server).
 */
export async function syncServerSession(
  token: string | null,
  send: typeof fetch = fetch,
): Promise<SessionSync> {
  try {
    const response = await send(SESSION_PATH, {
      method: token === null ? 'DELETE' : 'POST',
      credentials: 'same-origin',
      headers: token === null ? undefined : { 'content-type': 'application/json' },
      body: token === null ? undefined : JSON.stringify({ idToken: token }),
    });
    if (response.ok) return 'saved';
    return response.status === 401 ? 'refused' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}
