// The demo garden's partner apps (README "Sign in with Garden" and "Partner sign-in"): a
// puzzle game that signs fans in with their garden account, a public client (PKCE, no
// secret) that a local build of a game (or the e2e suite) can use as it is; and a tea-party
// game whose server signs its own players in by one-time links, with a published demo secret.
import type { TenantScope } from '../db/tenantScope';
import type { LocalizedText } from '../platform/tables';
import { hashClientSecret } from './clients';
import { oauthClients, type OAuthScopeName } from './tables';

export interface OAuthClientSeed {
  clientId: string;
  name: LocalizedText;
  redirectUris: string[];
  scopes: OAuthScopeName[];
  /** A confidential client's secret (demo data only: real secrets are never in the code). */
  secret?: string;
}

export const DEMO_OAUTH_CLIENT_ID = 'demon-prince-puzzle';
export const DEMO_PARTNER_CLIENT_ID = 'puppet-tea-party';
export const DEMO_PARTNER_SECRET = 'demo-partner-secret';

export const demoOAuthClients: OAuthClientSeed[] = [
  {
    clientId: DEMO_OAUTH_CLIENT_ID,
    name: { ja: '魔王子パズル', en: 'Demon Prince Puzzle' },
    redirectUris: ['http://localhost:7777/callback'],
    scopes: ['openid', 'profile', 'email'],
  },
  {
    clientId: DEMO_PARTNER_CLIENT_ID,
    name: { ja: '人形のお茶会', en: 'The Puppet’s Tea Party' },
    redirectUris: ['http://localhost:7778/callback'],
    scopes: ['openid', 'profile'],
    secret: DEMO_PARTNER_SECRET,
  },
];

export async function seedOAuthClients(
  tx: TenantScope,
  clients: readonly OAuthClientSeed[],
): Promise<void> {
  if (clients.length === 0) return;
  await tx.insert(
    oauthClients,
    clients.map(({ secret, ...client }) => ({
      ...client,
      secretHash: secret ? hashClientSecret(secret) : null,
    })),
  );
}
