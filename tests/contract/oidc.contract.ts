// Sign in with Garden: a sign-in that is not pending reads as null and answers
// OAuthInteractionExpiredError (to a member; a visitor must sign in first), and the
// operators' client list and mutations are refused to visitors and members — the same on
// the real server and the mock.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const AUTHORIZATION = /* GraphQL */ `
  query ContractOAuthAuthorization($uid: String!) {
    oauthAuthorization(uid: $uid) {
      uid
      clientName
      scopes
    }
  }
`;

const APPROVE = /* GraphQL */ `
  mutation ContractApproveOAuthAuthorization($input: ApproveOAuthAuthorizationInput!) {
    approveOAuthAuthorization(input: $input) {
      __typename
      ... on OAuthAuthorizationAnsweredPayload {
        redirectUrl
      }
      ... on Error {
        message
      }
    }
  }
`;

const DENY = /* GraphQL */ `
  mutation ContractDenyOAuthAuthorization($input: DenyOAuthAuthorizationInput!) {
    denyOAuthAuthorization(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const CLIENTS = /* GraphQL */ `
  query ContractOAuthClients {
    oauthClients(first: 5) {
      __typename
      ... on OAuthClientConnection {
        edges {
          node {
            clientId
            name
            scopes
            confidential
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const REGISTER = /* GraphQL */ `
  mutation ContractRegisterOAuthClient($input: RegisterOAuthClientInput!) {
    registerOAuthClient(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const REVOKE = /* GraphQL */ `
  mutation ContractRevokeOAuthClient($input: RevokeOAuthClientInput!) {
    revokeOAuthClient(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const REDEEM = /* GraphQL */ `
  mutation ContractRedeemPartnerSignInLink($input: RedeemPartnerSignInLinkInput!) {
    redeemPartnerSignInLink(input: $input) {
      __typename
      ... on PartnerSignInLinkError {
        reason
      }
      ... on Error {
        message
      }
    }
  }
`;

const EXPIRED = {
  __typename: 'OAuthInteractionExpiredError',
  message:
    'This sign-in is no longer pending: it expired or was finished. Please start again from the app.',
};

export default defineContract('oidc', [
  {
    name: 'answers a sign-in that is not pending as expired, and a visitor as signed out',
    async run(server) {
      const uid = 'contract-unknown-interaction';
      const read = await server.call(AUTHORIZATION, { uid }, { language: 'en' });
      expect(read.data).toEqual({ oauthAuthorization: null });
      const visitor = await server.call(APPROVE, { input: { uid } }, { language: 'en' });
      expect(visitor.data?.approveOAuthAuthorization.__typename).toBe(
        'ShouldBeLoggedInOrSignedUpError',
      );
      await joinAs(server, 'contract-partner-fan');
      const options = { as: 'contract-partner-fan', language: 'en' as const };
      const approve = await server.call(APPROVE, { input: { uid } }, options);
      expect(approve.data?.approveOAuthAuthorization).toEqual(EXPIRED);
      const deny = await server.call(DENY, { input: { uid } }, options);
      expect(deny.data?.denyOAuthAuthorization).toEqual(EXPIRED);
    },
  },
  {
    name: 'keeps the partner apps to operators',
    async run(server) {
      expect((await server.call(CLIENTS)).data?.oauthClients.__typename).toBe(
        'ShouldBeLoggedInOrSignedUpError',
      );
      await joinAs(server, 'contract-partner-member');
      const options = { as: 'contract-partner-member', language: 'en' as const };
      const denied = {
        __typename: 'PermissionDeniedError',
        message: "Only the garden's operators can do this.",
      };
      expect((await server.call(CLIENTS, {}, options)).data?.oauthClients).toEqual(denied);
      const input = {
        clientMutationId: 'contract-oauth-client',
        nameJa: '魔王子パズル',
        nameEn: 'Demon Prince Puzzle',
        redirectUris: ['http://localhost:7777/callback'],
        scopes: ['PROFILE'],
        confidential: false,
      };
      expect((await server.call(REGISTER, { input }, options)).data?.registerOAuthClient).toEqual(
        denied,
      );
      expect(
        (await server.call(REVOKE, { input: { clientId: 'demon-prince-puzzle' } }, options)).data
          ?.revokeOAuthClient,
      ).toEqual(denied);
    },
  },
  {
    name: 'refuses a partner sign-in link it does not know, and an empty one',
    async run(server) {
      const unknown = await server.call(
        REDEEM,
        { input: { clientMutationId: 'contract-partner-link', token: 'contract-no-such-link' } },
        { language: 'en' },
      );
      expect(unknown.data?.redeemPartnerSignInLink).toEqual({
        __typename: 'PartnerSignInLinkError',
        reason: 'UNKNOWN',
        message: 'This sign-in link cannot be used. Please sign in again from the partner app.',
      });
      const empty = await server.call(
        REDEEM,
        { input: { clientMutationId: 'contract-partner-empty', token: ' ' } },
        { language: 'en' },
      );
      expect(empty.data?.redeemPartnerSignInLink.__typename).toBe('InvalidInputError');
    },
  },
]);
