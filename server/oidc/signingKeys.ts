// The provider's keys: the private key that signs ID tokens (partners verify them with the
// public half from /oauth/<tenant>/jwks) and the keys that sign its cookies. They come from
// OIDC_JWKS (a JSON Web Key Set with private keys) and OIDC_COOKIE_KEYS (comma-separated),
// or are generated once into <GARDEN_DATA_DIR>/oidc-keys.json and reused on every later
// start, as the VAPID keys are: new keys would make every issued ID token unverifiable.
import { generateKeyPairSync, randomBytes, randomUUID, type JsonWebKey } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface OidcKeys {
  jwks: { keys: JsonWebKey[] };
  cookieKeys: string[];
}

function keysFile(): string {
  return path.join(path.resolve(process.env.GARDEN_DATA_DIR ?? '.data'), 'oidc-keys.json');
}

function readKeysFile(file: string): OidcKeys | null {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<OidcKeys>;
    if (Array.isArray(stored.jwks?.keys) && Array.isArray(stored.cookieKeys))
      return { jwks: stored.jwks, cookieKeys: stored.cookieKeys };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return null;
}

function generateKeys(): OidcKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomUUID(),
    use: 'sig',
    alg: 'RS256',
  };
  return { jwks: { keys: [jwk] }, cookieKeys: [randomBytes(32).toString('base64url')] };
}

/** The keys from the environment, else from (or newly into) the data directory's file. */
export function loadOidcKeys(env: NodeJS.ProcessEnv = process.env, file = keysFile()): OidcKeys {
  if (env.OIDC_JWKS && env.OIDC_COOKIE_KEYS)
    return {
      jwks: JSON.parse(env.OIDC_JWKS) as OidcKeys['jwks'],
      cookieKeys: env.OIDC_COOKIE_KEYS.split(',').map((key) => key.trim()),
    };
  const stored = readKeysFile(file);
  if (stored) return stored;
  const generated = generateKeys();
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': when another process wrote the file first, its keys win.
    writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKeysFile(file) ?? generated;
  }
  return generated;
}
