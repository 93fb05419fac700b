// A registered partner app as oidc-provider sees it. Secrets are stored as SHA-256 hashes
// (they are 256 random bits, so a fast hash is enough): the provider compares the hash of
// what the partner presents (see `compareHashedSecret`), and the plain secret is shown once,
// when an operator registers the client.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ClientMetadata } from 'oidc-provider';
import type { OAuthClientRow } from './tables';

export function hashClientSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A new client id and, for a confidential client, its secret and the hash to store. */
export function newClientCredentials(confidential: boolean) {
  const clientId = `garden-${randomBytes(12).toString('base64url')}`;
  if (!confidential) return { clientId, secret: null, secretHash: null };
  const secret = randomBytes(32).toString('base64url');
  return { clientId, secret, secretHash: hashClientSecret(secret) };
}

/** Whether `presented` is the secret whose hash is `storedHash`, in constant time. */
export function compareHashedSecret(storedHash: string, presented: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashClientSecret(presented), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Authorization code with PKCE only; a confidential client also authenticates its calls. */
export function clientMetadata(client: OAuthClientRow): ClientMetadata {
  return {
    client_id: client.clientId,
    client_name: client.name.en ?? client.name.ja,
    redirect_uris: client.redirectUris,
    scope: client.scopes.join(' '),
    grant_types: ['authorization_code'],
    response_types: ['code'],
    ...(client.secretHash
      ? { client_secret: client.secretHash, token_endpoint_auth_method: 'client_secret_basic' }
      : { token_endpoint_auth_method: 'none' }),
  };
}
