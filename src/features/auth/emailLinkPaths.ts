// Where a mailed sign-in link lands: the page that completes the sign-in, then returns the
// fan to `redirect`.
export const EMAIL_LINK_LANDING_PATH = '/onboarding/login';

/** The landing URL a sign-in link continues to (absolute, as the sign-in service wants). */
export function emailLinkContinueUrl(origin: string, redirectPath: string | null): string {
  const url = new URL(EMAIL_LINK_LANDING_PATH, origin);
  if (redirectPath) url.searchParams.set('redirect', redirectPath);
  return url.toString();
}
