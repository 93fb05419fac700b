// The consent screen's side of a sign-in: the pending interaction the page shows, and the
// fan's answer, which finishes the provider's interaction so that the browser's next stop
// (the interaction's returnTo) redirects to the partner app with a code or access_denied.
import { and, eq, isNull } from 'drizzle-orm';
import type { Interaction } from 'oidc-provider';
import { readCookie } from '../../common/localeCookies';
import type { OAuthScope, Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { pickLocalized } from '../graphql/language';
import type { Translate } from '../graphql/translate';
import { resolveResultType, shouldBeLoggedInOrSignedUp } from '../graphql/typedErrors';
import { saveFanEmail, subjectOf } from './accounts';
import { interactionCookieName } from './providers';
import { oauthClients, type OAuthClientRow, type OAuthScopeName } from './tables';

interface PendingSignIn {
  interaction: Interaction;
  client: OAuthClientRow;
  scopes: OAuthScopeName[];
}

export function toSchemaScope(scope: OAuthScopeName): OAuthScope {
  return scope.toUpperCase() as OAuthScope;
}

/**
 * The tenant's pending interaction `uid` with its (not revoked) client, or null. With
 * `sameBrowser`, only when the request carries the provider's interaction cookie for it:
 * a fan allows only a sign-in their own browser started.
 */
async function pendingSignIn(
  context: GraphQLContext,
  uid: string,
  sameBrowser: boolean,
): Promise<PendingSignIn | null> {
  if (
    sameBrowser &&
    readCookie(interactionCookieName(context.tenantId), context.cookieHeader) !== uid
  )
    return null;
  const provider = context.oidc.forTenant(context.tenantId);
  const interaction = await provider.Interaction.find(uid);
  if (!interaction || interaction.result) return null;
  const clientId = String(interaction.params.client_id ?? '');
  const [client] = await context.db
    .select(oauthClients, and(eq(oauthClients.clientId, clientId), isNull(oauthClients.revokedAt)))
    .limit(1);
  if (!client) return null;
  const requested = new Set(String(interaction.params.scope ?? '').split(' '));
  const scopes = client.scopes.filter((scope) => scope === 'openid' || requested.has(scope));
  return { interaction, client, scopes };
}

function interactionExpired(t: Translate) {
  return {
    __typename: 'OAuthInteractionExpiredError' as const,
    message: t('errors.oauthInteractionExpired'),
  };
}

async function answer(interaction: Interaction, result: Interaction['result']) {
  interaction.result = result;
  await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
  return {
    __typename: 'OAuthAuthorizationAnsweredPayload' as const,
    redirectUrl: interaction.returnTo,
  };
}

export const consentResolvers: Resolvers = {
  Query: {
    oauthAuthorization: async (_parent, { uid }, context) => {
      const pending = await pendingSignIn(context, uid, false);
      return pending
        ? {
            uid,
            clientName: pickLocalized(pending.client.name, context.language),
            scopes: pending.scopes.map(toSchemaScope),
          }
        : null;
    },
  },
  Mutation: {
    approveOAuthAuthorization: async (_parent, { input }, context) => {
      const viewer = await context.loaders.community.viewerUser();
      if (!viewer || !context.identity) return shouldBeLoggedInOrSignedUp(context.t);
      const pending = await pendingSignIn(context, input.uid, true);
      if (!pending) return interactionExpired(context.t);
      const provider = context.oidc.forTenant(context.tenantId);
      const accountId = subjectOf(viewer);
      const grant = new provider.Grant({ accountId, clientId: pending.client.clientId });
      grant.addOIDCScope(pending.scopes.join(' '));
      const grantId = await grant.save();
      const { email, emailVerified } = context.identity;
      if (pending.scopes.includes('email'))
        await saveFanEmail(
          context.db,
          accountId,
          email ? { email, verified: emailVerified ?? false } : null,
        );
      return answer(pending.interaction, { login: { accountId }, consent: { grantId } });
    },
    denyOAuthAuthorization: async (_parent, { input }, context) => {
      const pending = await pendingSignIn(context, input.uid, true);
      if (!pending) return interactionExpired(context.t);
      return answer(pending.interaction, {
        error: 'access_denied',
        error_description: 'The fan declined the sign-in.',
      });
    },
  },
  ApproveOAuthAuthorizationResult: { __resolveType: resolveResultType },
  DenyOAuthAuthorizationResult: { __resolveType: resolveResultType },
};
