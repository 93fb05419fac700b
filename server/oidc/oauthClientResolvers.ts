// Operators register and revoke the garden's partner apps and list them (operators only:
// redirect addresses and client ids are the garden's business). A revoked client is gone
// for the provider at once, and its grants' tokens with it.
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { OAuthScope, Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import { createOnce } from '../db/createOnce';
import { checkPageSize, decodeCursor, encodeCursor, pageOf } from '../graphql/cursor';
import { pickLocalized } from '../graphql/language';
import { checkTextLength } from '../graphql/textLength';
import { cleanText } from '../graphql/textRules';
import {
  invalidInput,
  notFound,
  resolveResultType,
  type InvalidInputResult,
} from '../graphql/typedErrors';
import type { Translate } from '../graphql/translate';
import { newClientCredentials } from './clients';
import { toSchemaScope } from './consent';
import { oauthClients, oidcRecords, type OAuthScopeName } from './tables';

export const MAX_OAUTH_CLIENT_NAME_LENGTH = 60;
export const MAX_REDIRECT_URIS = 5;
const MAX_REDIRECT_URI_LENGTH = 2000;
const DEFAULT_PAGE_SIZE = 20;
export const MAX_OAUTH_CLIENTS_PER_PAGE = 50;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or http on this machine (a partner's development build); never a fragment. */
function isAllowedRedirectUri(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (value.length > MAX_REDIRECT_URI_LENGTH || /[\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    const url = new URL(value);
    if (url.hash || url.username || url.password) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  } catch {
    return false;
  }
}

function checkRedirectUris(t: Translate, uris: readonly string[]): InvalidInputResult | null {
  if (uris.length === 0) return invalidInput(t, 'redirectUris', 'REQUIRED', 1);
  if (uris.length > MAX_REDIRECT_URIS)
    return invalidInput(t, 'redirectUris', 'TOO_LONG', MAX_REDIRECT_URIS);
  return uris.every(isAllowedRedirectUri)
    ? null
    : invalidInput(t, 'redirectUris', 'INVALID_FORMAT');
}

function storedScopes(scopes: readonly OAuthScope[]): OAuthScopeName[] {
  const names = new Set<OAuthScopeName>(['openid']);
  for (const scope of scopes) names.add(scope.toLowerCase() as OAuthScopeName);
  return [...names];
}

export const oauthClientResolvers: Resolvers = {
  OAuthClient: {
    clientId: (client) => client.clientId,
    name: (client, _args, context) => pickLocalized(client.name, context.language),
    redirectUris: (client) => client.redirectUris,
    scopes: (client) => client.scopes.map(toSchemaScope),
    confidential: (client) => client.secretHash !== null,
    createdAt: (client) => client.createdAt,
  },
  Query: {
    oauthClients: async (_parent, args, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_OAUTH_CLIENTS_PER_PAGE);
      const before = args.after ? decodeCursor(t, 'oauthClientId', args.after) : null;
      const rows = await db
        .select(
          oauthClients,
          and(isNull(oauthClients.revokedAt), before ? lt(oauthClients.id, before) : undefined),
        )
        .orderBy(desc(oauthClients.id))
        .limit(size + 1);
      return {
        __typename: 'OAuthClientConnection' as const,
        ...pageOf(rows, size, (node) => encodeCursor('oauthClientId', node.id), before !== null),
      };
    },
  },
  Mutation: {
    registerOAuthClient: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t } = context;
      const nameJa = cleanText(input.nameJa, 'name');
      const nameEn = cleanText(input.nameEn, 'name');
      const invalid =
        checkTextLength(t, 'nameJa', nameJa, MAX_OAUTH_CLIENT_NAME_LENGTH) ??
        checkTextLength(t, 'nameEn', nameEn, MAX_OAUTH_CLIENT_NAME_LENGTH) ??
        checkRedirectUris(t, input.redirectUris);
      if (invalid) return invalid;
      const credentials = newClientCredentials(input.confidential);
      const created = await createOnce(context, 'registerOAuthClient', input, async (tx) => {
        const [row] = await tx
          .insert(oauthClients, {
            clientId: credentials.clientId,
            secretHash: credentials.secretHash,
            redirectUris: [...input.redirectUris],
            scopes: storedScopes(input.scopes),
            name: { ja: nameJa, en: nameEn },
          })
          .returning({ id: oauthClients.id });
        return row!.id;
      });
      if ('error' in created) return created.error;
      const [client] = await context.db.select(oauthClients, eq(oauthClients.id, created.id));
      return {
        __typename: 'RegisterOAuthClientPayload' as const,
        clientMutationId: input.clientMutationId,
        client: client!,
        // A retry of the same call finds the client made the first time, whose secret is
        // kept only as a hash: revoke it and register again if the first answer was lost.
        clientSecret: client!.clientId === credentials.clientId ? credentials.secret : null,
      };
    },
    revokeOAuthClient: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const revoked = await context.db.transaction(async (tx) => {
        const rows = await tx
          .update(
            oauthClients,
            { revokedAt: new Date() },
            and(eq(oauthClients.clientId, input.clientId), isNull(oauthClients.revokedAt)),
          )
          .returning({ id: oauthClients.id });
        if (rows.length === 0) return false;
        // Its grants, codes and tokens go too (the provider would refuse them anyway).
        await tx.delete(oidcRecords, sql`${oidcRecords.payload}->>'clientId' = ${input.clientId}`);
        return true;
      });
      if (!revoked) return notFound(context.t);
      return { __typename: 'RevokeOAuthClientPayload' as const, clientId: input.clientId };
    },
  },
  OAuthClientsResult: { __resolveType: resolveResultType },
  RegisterOAuthClientResult: { __resolveType: resolveResultType },
  RevokeOAuthClientResult: { __resolveType: resolveResultType },
};
