// Sign in with Garden: each garden is an OpenID Connect provider for its partner apps
// (providers.ts), with a consent screen in the app (consent.ts) and operator-registered
// clients (oauthClientResolvers.ts), who may also sign their own users in by a one-time
// link (partnerSignIn.ts).
import { defineServerFeature } from '../platform/serverFeature';
import { consentResolvers } from './consent';
import { oauthClientResolvers } from './oauthClientResolvers';
import { partnerSignInResolvers } from './partnerSignInResolvers';
import { oauthClients, oidcRecords, partnerSignInLinks } from './tables';

export const oidcFeature = defineServerFeature({
  name: 'oidc',
  resolvers: [consentResolvers, oauthClientResolvers, partnerSignInResolvers],
  tables: { oauthClients, oidcRecords, partnerSignInLinks },
});
