// One oidc-provider per garden, mounted at /oauth/<tenant> on the garden's own server: the
// issuer, its clients, sessions, codes and tokens all belong to that tenant. Authorization
// code with PKCE only. The provider hands its sign-in and consent interaction to the app's
// pages (/oauth/authorize?uid=…), which finish it through GraphQL (oidcResolvers.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, {
  interactionPolicy,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { OAUTH_AUTHORIZE_PAGE, OAUTH_CONFIRM_PAGE, OAUTH_PATH_PREFIX } from '../../common/apiPaths';
import type { Database } from '../db/database';
import { tenantScope, type TenantScope } from '../db/tenantScope';
import { requestOrigin } from '../http/requestOrigin';
import type { Logger } from '../logging/logger';
import { findCommunity } from '../seo/tenantCommunity';
import { findFanClaims, subjectOfSignIn } from './accounts';
import { tenantOidcAdapter } from './adapter';
import { compareHashedSecret } from './clients';
import { renderOidcError } from './errorPage';
import { loadOidcKeys, type OidcKeys } from './signingKeys';

/** The claims each scope releases (README "Sign in with Garden"). */
const SCOPE_CLAIMS = {
  openid: ['sub'],
  profile: ['nickname', 'picture'],
  email: ['email', 'email_verified'],
};

/** How long a fan has to sign in and allow (the provider's interaction and its cookies). */
const INTERACTION_SECONDS = 30 * 60;

/**
 * The cookie that binds a garden's interaction to the browser that started it (one name
 * per garden: it is sent on every path, and two gardens' sign-ins must not collide).
 */
export function interactionCookieName(tenantId: string): string {
  return `_garden_oidc_interaction_${tenantId}`;
}

export interface OidcProviders {
  /** The tenant and the provider's path, when `path` is one of a provider's endpoints. */
  match(path: string): { tenantId: string } | null;
  /** Serves a provider endpoint (after `match`); 404 for a tenant that does not exist. */
  handle(request: IncomingMessage, response: ServerResponse, tenantId: string): Promise<void>;
  /**
   * The tenant's provider for its stored models (interactions, grants) outside an HTTP
   * request of its own, as the consent mutations need.
   */
  forTenant(tenantId: string): Provider;
}

/** /oauth/<tenant>/… with a tenant id as tenants are named (as the calendar files' paths). */
const PROVIDER_PATH = new RegExp(`^${OAUTH_PATH_PREFIX}/([a-z0-9-]{1,63})(?:/|$)`);

export function issuerOf(origin: string, tenantId: string): string {
  return `${origin}${OAUTH_PATH_PREFIX}/${tenantId}`;
}

/** The Firebase uid the garden's own session cookie names, or null (signed out). */
export type GardenSessionReader = (cookieHeader: string | undefined) => Promise<string | null>;

/**
 * The provider's sign-in prompts, plus one: the provider's session (its own cookie) counts
 * only while the fan is still signed in to the garden as the same account. Signing out of
 * the garden therefore also ends silent sign-ins of partner apps (prompt=none answers
 * login_required, and any other request goes back through the garden's pages).
 */
function gardenPolicy(db: TenantScope, gardenSession: GardenSessionReader) {
  const { base, Check } = interactionPolicy;
  const policy = base();
  policy.get('login')!.checks.add(
    new Check(
      'garden_session_ended',
      'the fan is no longer signed in to the garden as this account',
      'login_required',
      async (ctx) => {
        // Just allowed on the consent screen, as a signed-in fan (the mutation checked).
        if (ctx.oidc.result?.login) return Check.NO_NEED_TO_PROMPT;
        const accountId = ctx.oidc.session?.accountId;
        if (!accountId) return Check.NO_NEED_TO_PROMPT; // the base checks ask for a sign-in
        const uid = await gardenSession(ctx.req.headers.cookie);
        const current = uid ? await subjectOfSignIn(db, uid) : null;
        return current === accountId ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT;
      },
    ),
  );
  return policy;
}

function configuration(
  db: TenantScope,
  keys: OidcKeys,
  gardenSession: GardenSessionReader,
): Configuration {
  const tenant = db.tenantId;
  return {
    adapter: tenantOidcAdapter(db),
    jwks: keys.jwks as Configuration['jwks'],
    cookies: {
      keys: keys.cookieKeys,
      // The interaction cookie is sent to /graphql too, where the consent mutations check
      // that the fan allowing is the one whose browser started the sign-in.
      short: { path: '/', sameSite: 'lax' },
      long: { sameSite: 'lax' },
      names: {
        interaction: interactionCookieName(tenant),
        resume: `_garden_oidc_resume_${tenant}`,
        session: `_garden_oidc_session_${tenant}`,
      },
    },
    findAccount: (ctx: KoaContextWithOIDC, sub: string) =>
      findFanClaims(db, sub, new URL(ctx.oidc.issuer).origin),
    claims: SCOPE_CLAIMS,
    scopes: Object.keys(SCOPE_CLAIMS),
    // The partner reads the fan's nickname and avatar from the ID token itself.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientAuthMethods: ['none', 'client_secret_basic', 'client_secret_post'],
    features: { devInteractions: { enabled: false } },
    renderError: renderOidcError,
    interactions: {
      url: (_ctx, interaction) => `${OAUTH_AUTHORIZE_PAGE}?uid=${interaction.uid}`,
      policy: gardenPolicy(db, gardenSession),
    },
    ttl: {
      Interaction: INTERACTION_SECONDS,
      Session: 14 * 24 * 60 * 60,
      Grant: 365 * 24 * 60 * 60,
      AuthorizationCode: 60,
      AccessToken: 60 * 60,
      IdToken: 60 * 60,
    },
  };
}

export function createOidcProviders(options: {
  db: Database;
  trustProxy: boolean;
  publicOrigin?: string;
  logger: Logger;
  gardenSession: GardenSessionReader;
  keys?: OidcKeys;
}): OidcProviders {
  let keys = options.keys;
  const providers = new Map<string, Provider>();

  const providerFor = (origin: string, tenantId: string): Provider => {
    const issuer = issuerOf(origin, tenantId);
    let provider = providers.get(issuer);
    if (!provider) {
      keys ??= loadOidcKeys();
      provider = new Provider(
        issuer,
        configuration(tenantScope(options.db, tenantId), keys, options.gardenSession),
      );
      provider.proxy = options.trustProxy;
      // Stored secrets are hashes: compare the hash of what the partner presents.
      provider.Client.prototype.compareClientSecret = function (
        this: { clientSecret: string },
        actual: string,
      ) {
        return compareHashedSecret(this.clientSecret, actual);
      };
      provider.on('server_error', (_ctx, error) =>
        options.logger.error({ err: error }, 'the OpenID provider failed'),
      );
      providers.set(issuer, provider);
    }
    return provider;
  };

  return {
    match(path) {
      const tenantId = PROVIDER_PATH.exec(path)?.[1];
      // The app's own pages under /oauth are not a tenant's provider.
      if (!tenantId || path === OAUTH_AUTHORIZE_PAGE || path === OAUTH_CONFIRM_PAGE) return null;
      return { tenantId };
    },
    async handle(request, response, tenantId) {
      if (!(await findCommunity(options.db, tenantId))) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Not found');
        return;
      }
      const origin = requestOrigin(request, options.trustProxy, options.publicOrigin);
      const provider = providerFor(origin, tenantId);
      // The provider sees paths below its issuer (as when mounted under a prefix).
      const mount = new URL(provider.issuer).pathname;
      const url = request.url ?? '/';
      (request as IncomingMessage & { originalUrl?: string }).originalUrl = url;
      request.url = url.slice(mount.length) || '/';
      if (!request.url.startsWith('/')) request.url = `/${request.url}`;
      await provider.callback()(request, response);
    },
    forTenant(tenantId) {
      return providerFor(options.publicOrigin ?? 'http://localhost', tenantId);
    },
  };
}
