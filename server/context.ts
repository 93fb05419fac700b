// The context of every operation: the tenant's garden, who is asking, in which
// language, and per-request loaders. Built from the headers of the request (for
// /stream, the headers of the POST that starts the subscription).
import type { IncomingMessage } from 'node:http';
import { createGraphQLError } from 'graphql-yoga';
import { clientAddress } from './access/clientAddress';
import type { RateLimitName, RateLimiters } from './access/rateLimits';
import type { AuthIdentity, IdTokenVerifier } from './auth/idTokenVerifier';
import type { Database } from './db/database';
import { tenantScope, type TenantScope } from './db/tenantScope';
import { garden, type FeatureLoaders } from './features';
import type { NodeFinder } from './graphql/nodeRegistry';
import { findRequestTenant } from './graphql/requestTenant';
import { createTranslate, type Translate } from './graphql/translate';
import type { Language } from './graphql/language';
import { autoTranslationOf, languageOf } from '../common/requestHeaders';
import type { CommunityRow } from './platform/tables';
import type { RequestScope } from './platform/serverFeature';
import type { OidcProviders } from './oidc/providers';
import type { GardenPubSub } from './pubsub/gardenPubSub';
import type { MediaStorage } from './storage/mediaStorage';
import { deleteQueuedFiles } from './storage/storedFileDeletions';
import type { ResolversParentTypes } from './__generated__/resolvers-types';

export interface GraphQLContext {
  /** The request tenant's scope: the only way resolvers reach the tables. */
  db: TenantScope;
  pubSub: GardenPubSub;
  tenantId: string;
  community: CommunityRow;
  language: Language;
  /** The Auto-Translation header: show chat messages translated into `language`. */
  autoTranslation: boolean;
  /** The verified Firebase identity, or null for a signed-out visitor. */
  identity: AuthIdentity | null;
  t: Translate;
  /** Each feature's per-request loaders, by feature name (server/features.ts). */
  loaders: FeatureLoaders;
  /** Query.node / Query.nodes: objects by global id, through the node registry. */
  nodes: NodeFinder<ResolversParentTypes['Node']>;
  /** Drops every cached read (after a mutation changed them, or per subscription event). */
  renewLoaders(): void;
  /** Deletes a Firebase sign-in account (deleteAccount, after its transaction). */
  deleteSignInAccount(uid: string): Promise<void>;
  /** Marks a Firebase sign-in account's e-mail verified (verifySignUpEmail). */
  markSignInEmailVerified(uid: string): Promise<void>;
  /** A Firebase custom token that signs the browser in as `uid` (partner sign-in links). */
  createCustomToken(uid: string, claims: Record<string, string>): Promise<string>;
  /**
   * Deletes stored files after the transaction that forgot them and queued their deletion
   * (queueStoredFileDeletions); a delete that fails stays queued for the sweeper.
   */
  deleteForgottenFiles(keys: readonly string[]): Promise<void>;
  /** The garden's OpenID provider (server/oidc): the consent mutations finish its sign-ins. */
  oidc: OidcProviders;
  /** The request's cookies (the consent mutations read the provider's interaction cookie). */
  cookieHeader: string;
  /** Where the request comes from (X-Forwarded-For behind a trusted proxy); 'unknown' in process. */
  clientAddress: string;
  /** Counts one use of a named rate limit: null when allowed, else the seconds to wait. */
  rateLimit(name: RateLimitName, key: string): Promise<number | null>;
  /** Whether a named rate limit is used up, without counting: null or the seconds to wait. */
  rateLimitWait(name: RateLimitName, key: string): Promise<number | null>;
}

/** Fresh loaders and node finder for a request (or a subscription event). */
function requestLoaders(scope: RequestScope) {
  const loaders = garden.createLoaders(scope);
  return { loaders, nodes: garden.nodeRegistry.forRequest(loaders) };
}

export interface ContextDependencies {
  db: Database;
  pubSub: GardenPubSub;
  verifier: IdTokenVerifier;
  oidc: OidcProviders;
  mediaStorage: MediaStorage;
  rateLimiters: RateLimiters;
  /** Behind a proxy: the client address is X-Forwarded-For's first entry. */
  trustProxy: boolean;
}

export function createContextFactory(deps: ContextDependencies) {
  return async ({
    request,
    req,
    sessionIdentity,
  }: {
    request: Request;
    /** The Node request under yoga's Fetch one (absent for in-process operations). */
    req?: IncomingMessage;
    /**
     * Server rendering (server/http/serverRendering.ts) runs a page's operations in process
     * as the fan its session cookie names, already verified; never set by a client request.
     */
    sessionIdentity?: AuthIdentity | null;
  }): Promise<GraphQLContext> => {
    const language = languageOf(request.headers);
    const t = createTranslate(language);
    const [tenant, token] = await Promise.all([
      findRequestTenant(deps.db, request, t),
      sessionIdentity !== undefined
        ? { identity: sessionIdentity }
        : deps.verifier.check(request.headers.get('authorization')),
    ]);
    if (!tenant.found) {
      throw createGraphQLError(tenant.message, {
        extensions: { code: tenant.code, http: { status: 400 } },
      });
    }
    // A token that expired or was revoked (e.g. after the embedded emulator restarted): the
    // app refreshes it once and retries, or signs the fan out; answering "signed out" would
    // make the fan's own messages look like someone else's.
    if ('stale' in token) {
      throw createGraphQLError(t('errors.authTokenExpired'), {
        extensions: { code: 'AUTH_TOKEN_EXPIRED', reason: token.reason, http: { status: 401 } },
      });
    }
    const { identity } = token;
    const { tenantId, community } = tenant;
    const scope: RequestScope = {
      db: tenantScope(deps.db, tenantId, deps.pubSub),
      tenantId,
      community,
      identity,
    };
    return {
      db: scope.db,
      pubSub: deps.pubSub,
      tenantId,
      community,
      language,
      autoTranslation: autoTranslationOf(request.headers),
      identity,
      t,
      ...requestLoaders(scope),
      deleteSignInAccount: (uid) => deps.verifier.deleteUser(uid),
      markSignInEmailVerified: (uid) => deps.verifier.markEmailVerified(uid),
      createCustomToken: (uid, claims) => deps.verifier.createCustomToken(uid, claims),
      deleteForgottenFiles: (keys) => deleteQueuedFiles(scope.db, deps.mediaStorage, keys),
      oidc: deps.oidc,
      cookieHeader: request.headers.get('cookie') ?? '',
      clientAddress:
        clientAddress(
          {
            forwardedFor: request.headers.get('x-forwarded-for'),
            remoteAddress: req?.socket.remoteAddress,
          },
          deps.trustProxy,
        ) ?? 'unknown',
      rateLimit: (name, key) => deps.rateLimiters.consume(name, key),
      rateLimitWait: (name, key) => deps.rateLimiters.wait(name, key),
      // `this`, not a captured object: yoga copies these fields into its own context.
      renewLoaders(this: GraphQLContext) {
        Object.assign(this, requestLoaders(scope));
      },
    };
  };
}
