// Community coins: a visitor has no balance and an empty history; a member has a balance;
// the operators' tools refuse members and visitors with the same typed errors, in the
// request language, on the real server and the mock.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const COINS = /* GraphQL */ `
  query ContractCoins {
    viewer {
      coinBalance {
        paid
        free
        total
      }
      coinHistory(first: 5) {
        edges {
          node {
            kind
            label
            paidChange
            freeChange
          }
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  }
`;

const GRANT = /* GraphQL */ `
  mutation ContractGrantFreeCoins($input: GrantFreeCoinsInput!) {
    grantFreeCoins(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const REPORT = /* GraphQL */ `
  query ContractPrepaidBalanceReport($baseDate: String!) {
    prepaidBalanceReport(baseDate: $baseDate) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const OWN_USER = /* GraphQL */ `
  query ContractCoinsOwnUser {
    viewer {
      user {
        id
      }
    }
  }
`;

export default defineContract('coins', [
  {
    name: 'shows a visitor no coins and an empty history',
    async run(server) {
      const visitor = await server.call(COINS);
      expect(visitor.data?.viewer).toEqual({
        coinBalance: null,
        coinHistory: { edges: [], pageInfo: { hasNextPage: false } },
      });
    },
  },
  {
    name: 'gives a member a balance whose total is paid plus free',
    async run(server) {
      await joinAs(server, 'contract-coin-fan');
      const member = await server.call(COINS, {}, { as: 'contract-coin-fan' });
      const balance = member.data?.viewer.coinBalance;
      expect(balance.total).toBe(balance.paid + balance.free);
      for (const { node } of member.data?.viewer.coinHistory.edges ?? []) {
        expect(['PURCHASE', 'GRANT', 'SPEND', 'EXPIRY', 'REVERSAL']).toContain(node.kind);
      }
    },
  },
  {
    name: 'refuses the operators’ coin tools to a member and to a visitor',
    async run(server) {
      await joinAs(server, 'contract-coin-member');
      const own = await server.call(OWN_USER, {}, { as: 'contract-coin-member' });
      const input = {
        clientMutationId: 'contract-grant',
        userIds: [own.data?.viewer.user.id],
        amount: 100,
        labelJa: 'お詫び',
        labelEn: 'Apology',
      };
      const member = await server.call(
        GRANT,
        { input },
        { as: 'contract-coin-member', language: 'en' },
      );
      expect(member.data?.grantFreeCoins).toEqual({
        __typename: 'PermissionDeniedError',
        message: "Only the garden's operators can do this.",
      });
      const visitor = await server.call(GRANT, { input }, { language: 'ja' });
      expect(visitor.data?.grantFreeCoins.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
      const report = await server.call(
        REPORT,
        { baseDate: '2026-03-31' },
        { as: 'contract-coin-member', language: 'en' },
      );
      expect(report.data?.prepaidBalanceReport.__typename).toBe('PermissionDeniedError');
    },
  },
]);
