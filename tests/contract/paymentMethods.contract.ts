// Saved cards: saving the local provider's test cards (a card declined on setup, a card
// that waits for 3-D Secure), the one usual card, removing, paying a checkout with a saved
// card, and privacy from other fans (node(id) is the server's tests': the mock's nodes are
// its stored types) — the same answers from the real server and the mock.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const ADD = /* GraphQL */ `
  mutation ContractAddPaymentMethod($input: AddPaymentMethodInput!) {
    addPaymentMethod(input: $input) {
      __typename
      ... on AddPaymentMethodPayload {
        paymentMethod {
          id
          brand
          last4
          expMonth
          expYear
          isDefault
          status
          usedForMembership
        }
      }
      ... on PaymentError {
        paymentReason
      }
      ... on InvalidInputError {
        field
        reason
      }
      ... on Error {
        message
      }
    }
  }
`;

const SET_DEFAULT = /* GraphQL */ `
  mutation ContractSetDefaultPaymentMethod($input: SetDefaultPaymentMethodInput!) {
    setDefaultPaymentMethod(input: $input) {
      __typename
      ... on SetDefaultPaymentMethodPayload {
        paymentMethod {
          id
          isDefault
        }
      }
    }
  }
`;

const REMOVE = /* GraphQL */ `
  mutation ContractRemovePaymentMethod($input: RemovePaymentMethodInput!) {
    removePaymentMethod(input: $input) {
      __typename
      ... on RemovePaymentMethodPayload {
        removedPaymentMethodId
      }
    }
  }
`;

const WALLET = /* GraphQL */ `
  query ContractSavedPaymentMethods {
    viewer {
      savedPaymentMethods(first: 5) {
        edges {
          node {
            id
            last4
            isDefault
            status
          }
        }
      }
    }
  }
`;

const COIN_PACKS = /* GraphQL */ `
  query ContractCoinPacksForSavedCard {
    community {
      coinPacks(first: 1) {
        edges {
          node {
            id
          }
        }
      }
    }
  }
`;

const START = /* GraphQL */ `
  mutation ContractStartSavedCardCheckout($input: StartCheckoutInput!) {
    startCheckout(input: $input) {
      __typename
      ... on StartCheckoutPayload {
        session {
          id
        }
      }
    }
  }
`;

const PAY = /* GraphQL */ `
  mutation ContractPayWithSavedCard($input: PayCheckoutInput!) {
    payCheckout(input: $input) {
      __typename
      ... on PayCheckoutPayload {
        session {
          state
          selectedPaymentMethod
        }
      }
    }
  }
`;

type Wallet = {
  viewer: { savedPaymentMethods: { edges: { node: { id: string; isDefault: boolean } }[] } };
};

export default defineContract('paymentMethods', [
  {
    name: 'saves a card (the first one usual), refuses a card declined on setup and a past expiry',
    async run(server) {
      const as = 'contract-card-fan';
      await joinAs(server, as);
      const saved = await server.call(
        ADD,
        {
          input: {
            clientMutationId: 'c-card-1',
            card: '4242 4242 4242 4242',
            expMonth: 8,
            expYear: 2029,
          },
        },
        { as },
      );
      expect(saved.data?.addPaymentMethod).toMatchObject({
        __typename: 'AddPaymentMethodPayload',
        paymentMethod: {
          brand: 'VISA',
          last4: '4242',
          expMonth: 8,
          expYear: 2029,
          isDefault: true,
          status: 'ACTIVE',
          usedForMembership: false,
        },
      });
      const declined = await server.call(
        ADD,
        { input: { clientMutationId: 'c-card-2', card: '4000000000000002' } },
        { as, language: 'en' },
      );
      expect(declined.data?.addPaymentMethod).toMatchObject({
        __typename: 'PaymentError',
        paymentReason: 'DECLINED',
        message:
          "Your card issuer declined this card, so it wasn't saved. Please try another card.",
      });
      const expired = await server.call(
        ADD,
        {
          input: {
            clientMutationId: 'c-card-3',
            card: '4242424242424242',
            expMonth: 1,
            expYear: 2020,
          },
        },
        { as },
      );
      expect(expired.data?.addPaymentMethod).toMatchObject({
        __typename: 'InvalidInputError',
        field: 'expiry',
        reason: 'INVALID_FORMAT',
      });
      const waiting = await server.call(
        ADD,
        { input: { clientMutationId: 'c-card-4', card: '4000 0000 0000 3220' } },
        { as },
      );
      expect(waiting.data?.addPaymentMethod.paymentMethod).toMatchObject({
        status: 'REQUIRES_ACTION',
        isDefault: false,
      });
    },
  },
  {
    name: 'switches the usual card and removes one; pays a checkout with a saved card',
    async run(server) {
      const as = 'contract-card-switch';
      await joinAs(server, as);
      const add = async (clientMutationId: string, card: string) =>
        (await server.call(ADD, { input: { clientMutationId, card } }, { as })).data
          ?.addPaymentMethod.paymentMethod.id as string;
      const first = await add('c-switch-1', '4242424242424242');
      const second = await add('c-switch-2', '5555555555554444');
      const switched = await server.call(
        SET_DEFAULT,
        { input: { clientMutationId: 'c-switch-3', id: second } },
        { as },
      );
      expect(switched.data?.setDefaultPaymentMethod.paymentMethod).toEqual({
        id: second,
        isDefault: true,
      });
      const wallet = await server.call<Wallet>(WALLET, {}, { as });
      expect(
        wallet.data?.viewer.savedPaymentMethods.edges.map((edge) => [
          edge.node.id,
          edge.node.isDefault,
        ]),
      ).toEqual([
        [second, true],
        [first, false],
      ]);
      const removed = await server.call(
        REMOVE,
        { input: { clientMutationId: 'c-switch-4', id: second } },
        { as },
      );
      expect(removed.data?.removePaymentMethod).toEqual({
        __typename: 'RemovePaymentMethodPayload',
        removedPaymentMethodId: second,
      });
      const after = await server.call<Wallet>(WALLET, {}, { as });
      expect(after.data?.viewer.savedPaymentMethods.edges).toEqual([
        { node: { id: first, last4: '4242', isDefault: true, status: 'ACTIVE' } },
      ]);

      const packs = await server.call<{
        community: { coinPacks: { edges: { node: { id: string } }[] } };
      }>(COIN_PACKS);
      const pack = packs.data!.community.coinPacks.edges[0].node.id;
      const started = await server.call(
        START,
        { input: { clientMutationId: 'c-switch-5', itemId: pack, quantity: 1 } },
        { as },
      );
      const paid = await server.call(
        PAY,
        {
          input: {
            clientMutationId: 'c-switch-6',
            sessionId: started.data?.startCheckout.session.id,
            method: 'CARD',
            savedPaymentMethodId: first,
          },
        },
        { as },
      );
      expect(paid.data?.payCheckout).toEqual({
        __typename: 'PayCheckoutPayload',
        session: { state: 'COMPLETED', selectedPaymentMethod: 'CARD' },
      });
    },
  },
  {
    name: 'keeps a card from everyone but its owner',
    async run(server) {
      const owner = 'contract-card-owner';
      const other = 'contract-card-other';
      await joinAs(server, owner);
      await joinAs(server, other);
      const saved = await server.call(
        ADD,
        { input: { clientMutationId: 'c-own-1', card: '4242424242424242' } },
        { as: owner },
      );
      const id = saved.data?.addPaymentMethod.paymentMethod.id;
      const theirs = await server.call<Wallet>(WALLET, {}, { as: other });
      expect(theirs.data?.viewer.savedPaymentMethods.edges).toEqual([]);
      const visitor = await server.call<Wallet>(WALLET);
      expect(visitor.data?.viewer.savedPaymentMethods.edges).toEqual([]);
      const steal = await server.call(
        REMOVE,
        { input: { clientMutationId: 'c-own-2', id } },
        { as: other },
      );
      expect(steal.data?.removePaymentMethod.__typename).toBe('NotFoundError');
      const hijack = await server.call(
        SET_DEFAULT,
        { input: { clientMutationId: 'c-own-3', id } },
        { as: other },
      );
      expect(hijack.data?.setDefaultPaymentMethod.__typename).toBe('NotFoundError');
    },
  },
]);
