// The mock of Sign in with Garden (server/oidc): one pending sign-in of the demo partner
// app (uid mock-interaction-1) for the consent screen, the fan's answer with the address
// back to the app, the operators' client list, and a partner's one-time sign-in link
// (token mock-partner-link), with the server's typed errors.
import {
  buildInvalidInputError,
  buildNotFoundError,
  buildPermissionDeniedError,
  edgeBuilders,
  mockCursor,
  mockDateTime,
  shouldSignUp,
} from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import { errorMessage } from './errorMessages';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';
import { paginate, type PageArgs } from './mockPagination';

const CLIENT_NAMES = [
  { ja: '魔王子パズル', en: 'Demon Prince Puzzle' },
  { ja: '人形のお茶会', en: 'The Puppet’s Tea Party' },
];
const REDIRECT_URI = 'http://localhost:7777/callback';
const PENDING_UID = 'mock-interaction-1';
/** The one partner sign-in link the mock knows; it works once, like the server's. */
const PARTNER_LINK_TOKEN = 'mock-partner-link';

function buildOAuthClient(locale: MockLocale, index: number) {
  const names = CLIENT_NAMES[(index - 1) % CLIENT_NAMES.length]!;
  return {
    clientId: index === 1 ? 'demon-prince-puzzle' : `garden-mock-client-${index}`,
    name: names[locale],
    redirectUris: [REDIRECT_URI],
    scopes: ['OPENID', 'PROFILE', 'EMAIL'],
    confidential: index !== 1,
    createdAt: mockDateTime(60 * 24 * index),
  };
}

function buildOAuthAuthorization(locale: MockLocale, index: number) {
  return {
    uid: `mock-interaction-${index}`,
    clientName: CLIENT_NAMES[0]![locale],
    scopes: ['OPENID', 'PROFILE', 'EMAIL'],
  };
}

function partnerLinkRefused(locale: MockLocale, reason: 'UNKNOWN' | 'USED') {
  return {
    __typename: 'PartnerSignInLinkError',
    message: errorMessage(
      locale,
      reason === 'USED' ? 'errors.partnerSignIn.used' : 'errors.partnerSignIn.unknown',
    ),
    reason,
  };
}

function expired(locale: MockLocale) {
  return {
    __typename: 'OAuthInteractionExpiredError',
    message: errorMessage(locale, 'errors.oauthInteractionExpired'),
  };
}

const oidcResolvers: MockFeature['resolvers'] = (garden) => {
  const pending = new Set([PENDING_UID]);
  let partnerLinkUsed = false;
  const clients = [buildOAuthClient('ja', 1)];
  const names = new Map([[clients[0]!.clientId, CLIENT_NAMES[0]!]]);
  const operatorRefusal = ({ viewerUid, language }: MockContext) => {
    const key = garden.memberUserKey(viewerUid);
    if (!key) return shouldSignUp(language);
    return garden.store.get('User', key, 'role') === 'OPERATOR'
      ? null
      : { __typename: 'PermissionDeniedError', ...buildPermissionDeniedError(language) };
  };
  const answered = (uid: string, query: string) => {
    pending.delete(uid);
    return {
      __typename: 'OAuthAuthorizationAnsweredPayload',
      redirectUrl: `${REDIRECT_URI}?${query}&state=mock-state`,
    };
  };
  const localized = (client: (typeof clients)[number], language: MockLocale) => ({
    ...client,
    name: names.get(client.clientId)?.[language] ?? client.name,
  });

  return {
    Query: {
      oauthAuthorization: (_root: unknown, { uid }: { uid: string }, { language }: MockContext) =>
        pending.has(uid) ? buildOAuthAuthorization(language, 1) : null,
      oauthClients: (_root: unknown, args: PageArgs, context: MockContext) => {
        const refused = operatorRefusal(context);
        if (refused) return refused;
        const page = paginate(
          clients,
          (client) => mockCursor('OAuthClient', client.clientId),
          args,
          {
            locale: context.language,
            max: 50,
            defaultPage: { first: 20 },
          },
        );
        return {
          __typename: 'OAuthClientConnection',
          ...page,
          edges: page.edges.map((edge) => ({
            ...edge,
            node: localized(edge.node, context.language),
          })),
        };
      },
    },
    Mutation: {
      approveOAuthAuthorization: (
        _root: unknown,
        { input }: { input: { uid: string } },
        { viewerUid, language }: MockContext,
      ) => {
        if (!garden.memberUserKey(viewerUid)) return shouldSignUp(language);
        return pending.has(input.uid) ? answered(input.uid, 'code=mock-code') : expired(language);
      },
      denyOAuthAuthorization: (
        _root: unknown,
        { input }: { input: { uid: string } },
        { language }: MockContext,
      ) =>
        pending.has(input.uid) ? answered(input.uid, 'error=access_denied') : expired(language),
      registerOAuthClient: (
        _root: unknown,
        {
          input,
        }: {
          input: {
            clientMutationId: string;
            nameJa: string;
            nameEn: string;
            redirectUris: string[];
            scopes: string[];
            confidential: boolean;
          };
        },
        context: MockContext,
      ) => {
        const refused = operatorRefusal(context);
        if (refused) return refused;
        if (input.redirectUris.length === 0)
          return {
            __typename: 'InvalidInputError',
            ...buildInvalidInputError(context.language, 'redirectUris'),
          };
        const client = {
          ...buildOAuthClient(context.language, clients.length + 1),
          redirectUris: input.redirectUris,
          scopes: [...new Set(['OPENID', ...input.scopes])],
          confidential: input.confidential,
        };
        clients.unshift(client);
        names.set(client.clientId, { ja: input.nameJa, en: input.nameEn });
        return {
          __typename: 'RegisterOAuthClientPayload',
          clientMutationId: input.clientMutationId,
          client: localized(client, context.language),
          clientSecret: input.confidential ? 'mock-client-secret' : null,
        };
      },
      redeemPartnerSignInLink: (
        _root: unknown,
        { input }: { input: { clientMutationId: string; token: string } },
        { language }: MockContext,
      ) => {
        const token = input.token.trim();
        if (!token)
          return { __typename: 'InvalidInputError', ...buildInvalidInputError(language, 'token') };
        if (token !== PARTNER_LINK_TOKEN) return partnerLinkRefused(language, 'UNKNOWN');
        if (partnerLinkUsed) return partnerLinkRefused(language, 'USED');
        partnerLinkUsed = true;
        return {
          __typename: 'RedeemPartnerSignInLinkPayload',
          clientMutationId: input.clientMutationId,
          customToken: 'mock-custom-token',
          partnerName: CLIENT_NAMES[1]![language],
        };
      },
      revokeOAuthClient: (
        _root: unknown,
        { input }: { input: { clientId: string } },
        context: MockContext,
      ) => {
        const refused = operatorRefusal(context);
        if (refused) return refused;
        const at = clients.findIndex((client) => client.clientId === input.clientId);
        if (at === -1)
          return { __typename: 'NotFoundError', ...buildNotFoundError(context.language) };
        clients.splice(at, 1);
        return { __typename: 'RevokeOAuthClientPayload', clientId: input.clientId };
      },
    },
  };
};

export const oidcMock: MockFeature = {
  builders: (locale) => ({
    OAuthAuthorization: (index) => buildOAuthAuthorization(locale, index),
    OAuthClient: (index) => buildOAuthClient(locale, index),
    ...edgeBuilders({ OAuthClientEdge: 'OAuthClient' }),
    OAuthInteractionExpiredError: () => ({
      message: errorMessage(locale, 'errors.oauthInteractionExpired'),
    }),
    OAuthAuthorizationAnsweredPayload: () => ({
      redirectUrl: `${REDIRECT_URI}?code=mock-code&state=mock-state`,
    }),
    RegisterOAuthClientPayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
      clientSecret: null,
    }),
    RevokeOAuthClientPayload: () => ({ clientId: 'demon-prince-puzzle' }),
    PartnerSignInLinkError: () => partnerLinkRefused(locale, 'UNKNOWN'),
    RedeemPartnerSignInLinkPayload: (index) => ({
      clientMutationId: `mock-client-mutation-${index}`,
      customToken: 'mock-custom-token',
      partnerName: CLIENT_NAMES[1]![locale],
    }),
  }),
  resolvers: oidcResolvers,
};
