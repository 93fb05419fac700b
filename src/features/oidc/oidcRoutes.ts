import type { OAuthAuthorizeConfirmPageQuery } from '../../__generated__/OAuthAuthorizeConfirmPageQuery.graphql';
import type { OAuthAuthorizePageQuery } from '../../__generated__/OAuthAuthorizePageQuery.graphql';
import { featureRoutes, pageQuery } from '../../routing/routeDeclaration';

/** The uid of the provider's pending sign-in, from ?uid=… */
const uidOf = (_params: unknown, url: URL) => ({ uid: url.searchParams.get('uid') ?? '' });

/**
 * Sign in with Garden: where the garden's OpenID provider sends a fan (server/oidc). The
 * first page makes sure the fan is signed in; the second asks them to allow the partner app.
 * Always from the network: who is signed in and whether the sign-in is pending change here.
 */
export const oidcRoutes = featureRoutes('oidc', [
  {
    path: 'oauth/authorize',
    page: 'OAuthAuthorizePage',
    query: pageQuery<OAuthAuthorizePageQuery>(
      () => import('../../__generated__/OAuthAuthorizePageQuery.graphql'),
      uidOf,
      'network-only',
    ),
  },
  {
    path: 'oauth/authorize-confirm',
    page: 'OAuthAuthorizeConfirmPage',
    query: pageQuery<OAuthAuthorizeConfirmPageQuery>(
      () => import('../../__generated__/OAuthAuthorizeConfirmPageQuery.graphql'),
      uidOf,
      'network-only',
    ),
  },
  // A partner app's one-time sign-in link lands here (server/oidc/partnerSignIn.ts).
  { path: 'partner-sign-in', page: 'PartnerSignInPage' },
]);

export const oauthConfirmPath = (uid: string) =>
  `/oauth/authorize-confirm?uid=${encodeURIComponent(uid)}`;
export const oauthAuthorizePath = (uid: string) =>
  `/oauth/authorize?uid=${encodeURIComponent(uid)}`;
