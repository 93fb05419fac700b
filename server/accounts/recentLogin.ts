// Changes that need a recent sign-in (deleting the account; the app asks the same before an
// e-mail or password change): the ID token's auth_time must be at most this old. Firebase
// asks for a sign-in within 5 minutes; GARDEN_RECENT_LOGIN_SECONDS changes it (e.g. e2e).
import type { AuthIdentity } from '../auth/idTokenVerifier';
import type { Translate } from '../graphql/translate';

export const DEFAULT_RECENT_LOGIN_SECONDS = 300;

export function recentLoginSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.GARDEN_RECENT_LOGIN_SECONDS);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_RECENT_LOGIN_SECONDS;
}

export interface RequiresRecentLoginResult {
  __typename: 'RequiresRecentLoginError';
  message: string;
  maxAgeSeconds: number;
}

/** Null when the identity signed in recently enough, else the typed error to return. */
export function requireRecentLogin(
  t: Translate,
  identity: AuthIdentity,
  now = Date.now(),
): RequiresRecentLoginResult | null {
  const maxAgeSeconds = recentLoginSeconds();
  const age = identity.authTime == null ? Infinity : now / 1000 - identity.authTime;
  if (age <= maxAgeSeconds) return null;
  return {
    __typename: 'RequiresRecentLoginError',
    message: t('errors.requiresRecentLogin'),
    maxAgeSeconds,
  };
}
