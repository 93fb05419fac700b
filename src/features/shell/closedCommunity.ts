// The closed-community variant (build flag VITE_CLOSED_COMMUNITY=true): only members see
// the garden's pages and navigation; visitors see the home page, the pages about the
// garden and their own settings, and a members-only notice elsewhere.
const PUBLIC_PATHS = ['/', '/welcome', '/404', '/privacy-choices', '/settings/language'];

export function isPublicInClosedCommunity(pathname: string): boolean {
  return PUBLIC_PATHS.includes(pathname);
}
