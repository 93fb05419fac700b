// Sign in with Garden: each garden is an OpenID Connect provider for its partner apps
// (providers.ts), with a consent screen in the app (consent.ts) and operator-registered
// clients (oauthClientResolvers.ts).
import { defineServerFeature } from '../platform/serverFeature';
import { consentResolvers } from './consent';
import { oauthClientResolvers } from './oauthClientResolvers';
import { oauthClients, oidcRecords } from './tables';

export const oidcFeature = defineServerFeature({
  name: 'oidc',
  resolvers: [consentResolvers, oauthClientResolvers],
  tables: { oauthClients, oidcRecords },
});
