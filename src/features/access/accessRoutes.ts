import { featureRoutes } from '../../routing/routeDeclaration';

/**
 * Entry and access pages: the welcome page and the privacy choices inside the shell;
 * without it (spec §2) the blocked account, blocked IP range and Firebase's email actions.
 */
export const accessRoutes = featureRoutes('access', [
  { path: 'welcome', page: 'WelcomePage', sitemap: 'page' },
  { path: 'privacy-choices', page: 'PrivacyChoicesPage' },
  { path: 'blocked', page: 'BlockedPage', layout: 'bare' },
  { path: 'ip-blocked', page: 'IpBlockedPage', layout: 'bare' },
  { path: 'auth/handler', page: 'AuthActionPage', layout: 'bare', namespaces: ['auth', 'access'] },
]);
