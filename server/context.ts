// The context of every operation: the tenant's garden, who is asking, in which
// language, and per-request loaders. Built from the headers of the request (for
// /stream, the headers of the POST that starts the subscription).
import { createGraphQLError } from 'graphql-yoga';
import type { IdTokenVerifier, AuthIdentity } from './auth/idTokenVerifier';
import type { Database } from './db/database';
import type { CommunityRow, UserRow } from './db/schema';
import { findRequestTenant } from './graphql/requestTenant';
import { createTranslate, type Translate } from './graphql/translate';
import { parseLanguage, type Language } from './graphql/language';
import type { GardenPubSub } from './pubsub/gardenPubSub';
import { createGardenLoaders, type GardenLoaders } from './graphql/gardenLoaders';

export interface GraphQLContext {
  db: Database;
  pubSub: GardenPubSub;
  tenantId: string;
  community: CommunityRow;
  language: Language;
  autoTranslation: boolean;
  /** The verified Firebase identity, or null for a signed-out visitor. */
  identity: AuthIdentity | null;
  t: Translate;
  loaders: GardenLoaders;
}

export interface ContextDependencies {
  db: Database;
  pubSub: GardenPubSub;
  verifier: IdTokenVerifier;
}

export function createContextFactory(deps: ContextDependencies) {
  return async ({ request }: { request: Request }): Promise<GraphQLContext> => {
    const language = parseLanguage(request.headers.get('language-code'));
    const t = createTranslate(language);
    const [tenant, identity] = await Promise.all([
      findRequestTenant(deps.db, request, t),
      deps.verifier.identify(request.headers.get('authorization')),
    ]);
    if (!tenant.found) {
      throw createGraphQLError(tenant.message, {
        extensions: { code: tenant.code, http: { status: 400 } },
      });
    }
    const { tenantId, community } = tenant;
    return {
      db: deps.db,
      pubSub: deps.pubSub,
      tenantId,
      community,
      language,
      autoTranslation: request.headers.get('auto-translation')?.trim().toLowerCase() === 'true',
      identity,
      t,
      loaders: createGardenLoaders(deps.db, tenantId, identity),
    };
  };
}

/** The viewer's fan profile in this garden, or null when signed out or not joined. */
export function viewerUser(context: GraphQLContext): Promise<UserRow | null> {
  return context.loaders.viewerUser();
}
