// The server's access refusals (spec §8): the API answers with these `extensions.code`
// values, page loads are redirected to these paths, and the app sends a refused fan there.
export type AccessBlockedCode = 'IP_BLOCKED' | 'ACCOUNT_BLOCKED';

export const ACCESS_BLOCKED_PATHS: Record<AccessBlockedCode, string> = {
  IP_BLOCKED: '/ip-blocked',
  ACCOUNT_BLOCKED: '/blocked',
};

/**
 * Pages a refused visitor may stay on: the two that explain the refusal and the links of
 * their footer. The server serves them to blocked visitors; the app does not navigate away.
 */
export const PAGES_OPEN_TO_BLOCKED: readonly string[] = [
  ...Object.values(ACCESS_BLOCKED_PATHS),
  '/privacy-choices',
  '/settings/language',
];
