// The demo garden's partner app: a puzzle game that signs fans in with their garden account
// (README "Sign in with Garden"). A public client (PKCE, no secret), so a local build of a
// game (or the e2e suite) can use it as it is.
import type { TenantScope } from '../db/tenantScope';
import type { LocalizedText } from '../platform/tables';
import { oauthClients, type OAuthScopeName } from './tables';

export interface OAuthClientSeed {
  clientId: string;
  name: LocalizedText;
  redirectUris: string[];
  scopes: OAuthScopeName[];
}

export const DEMO_OAUTH_CLIENT_ID = 'demon-prince-puzzle';

export const demoOAuthClients: OAuthClientSeed[] = [
  {
    clientId: DEMO_OAUTH_CLIENT_ID,
    name: { ja: '魔王子パズル', en: 'Demon Prince Puzzle' },
    redirectUris: ['http://localhost:7777/callback'],
    scopes: ['openid', 'profile', 'email'],
  },
];

export async function seedOAuthClients(
  tx: TenantScope,
  clients: readonly OAuthClientSeed[],
): Promise<void> {
  if (clients.length === 0) return;
  await tx.insert(
    oauthClients,
    clients.map((client) => ({ ...client, secretHash: null })),
  );
}
