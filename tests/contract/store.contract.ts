// The store: the catalogue's shape, a member's basket and a checkout paid with the test
// card, a declined card, the typed errors of visitors and members at the operators'
// tools — the same answers from the real server and the mock.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const CATALOGUE = /* GraphQL */ `
  query ContractStoreCatalogue {
    community {
      storeSections(first: 4) {
        edges {
          node {
            title
            items(first: 6) {
              edges {
                node {
                  id
                  kind
                  name
                  price
                  taxRate
                  taxIncluded
                  isOnSale
                }
              }
            }
          }
        }
      }
      storeLegal {
        seller {
          invoiceRegistrationNumber
        }
      }
    }
    viewer {
      basket {
        itemCount
      }
    }
  }
`;

const ADD = /* GraphQL */ `
  mutation ContractAddToBasket($input: AddToBasketInput!) {
    addToBasket(input: $input) {
      __typename
      ... on AddToBasketPayload {
        basket {
          itemCount
          total
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const START = /* GraphQL */ `
  mutation ContractStartCheckout($input: StartCheckoutInput!) {
    startCheckout(input: $input) {
      __typename
      ... on StartCheckoutPayload {
        session {
          id
          state
          total
          taxBreakdown {
            rate
            taxableTotal
            tax
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const PAY = /* GraphQL */ `
  mutation ContractPayCheckout($input: PayCheckoutInput!) {
    payCheckout(input: $input) {
      __typename
      ... on PayCheckoutPayload {
        session {
          state
          order {
            status
            total
            receipt {
              seller {
                invoiceRegistrationNumber
              }
            }
          }
        }
      }
      ... on PaymentError {
        paymentReason
      }
      ... on Error {
        message
      }
    }
  }
`;

const REFUND = /* GraphQL */ `
  mutation ContractRefundOrder($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const PENDING_SHIPMENTS = /* GraphQL */ `
  query ContractPendingShipments {
    pendingShipments(first: 5) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

const MARK_SHIPPED = /* GraphQL */ `
  mutation ContractMarkOrderShipped($input: MarkOrderShippedInput!) {
    markOrderShipped(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

type Catalogue = {
  community: {
    storeSections: {
      edges: {
        node: { items: { edges: { node: { id: string; name: string; price: number } }[] } };
      }[];
    };
  };
};

async function wallpaperId(
  server: Parameters<Parameters<typeof defineContract>[1][number]['run']>[0],
) {
  const catalogue = await server.call<Catalogue>(CATALOGUE);
  const items = catalogue.data!.community.storeSections.edges.flatMap((edge) =>
    edge.node.items.edges.map((item) => item.node),
  );
  return items.find((item) => item.price === 330)!.id;
}

export default defineContract('store', [
  {
    name: 'shows the catalogue with tax-included prices, and a visitor no basket',
    async run(server) {
      const result = await server.call<
        Catalogue & {
          community: { storeLegal: { seller: { invoiceRegistrationNumber: string } } };
          viewer: { basket: null | { itemCount: number } };
        }
      >(CATALOGUE);
      const data = result.data!;
      expect(data.viewer.basket).toBeNull();
      expect(data.community.storeLegal.seller.invoiceRegistrationNumber).toMatch(/^T\d{13}$/);
      const first = data.community.storeSections.edges[0].node.items.edges[0].node;
      expect(first).toMatchObject({
        kind: 'DIGITAL',
        price: 330,
        taxRate: 'STANDARD_10',
        taxIncluded: 30,
      });
    },
  },
  {
    name: 'refuses a visitor’s basket with the sign-up error in the request language',
    async run(server) {
      const itemId = await wallpaperId(server);
      for (const language of ['ja', 'en'] as const) {
        const result = await server.call(
          ADD,
          { input: { clientMutationId: `contract-visitor-${language}`, itemId, quantity: 1 } },
          { language },
        );
        expect(result.data?.addToBasket.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
      }
    },
  },
  {
    name: 'buys the basket with the test card after a declined one',
    async run(server) {
      await joinAs(server, 'contract-store-fan');
      const as = 'contract-store-fan';
      const itemId = await wallpaperId(server);
      const added = await server.call(
        ADD,
        { input: { clientMutationId: 'c-add', itemId, quantity: 2 } },
        { as },
      );
      expect(added.data?.addToBasket).toEqual({
        __typename: 'AddToBasketPayload',
        basket: { itemCount: 2, total: 660 },
      });
      const started = await server.call(START, { input: { clientMutationId: 'c-start' } }, { as });
      const session = started.data?.startCheckout.session;
      expect(session).toMatchObject({
        state: 'OPEN',
        total: 660,
        taxBreakdown: [{ rate: 'STANDARD_10', taxableTotal: 660, tax: 60 }],
      });
      const declined = await server.call(
        PAY,
        {
          input: {
            clientMutationId: 'c-pay-1',
            sessionId: session.id,
            method: 'CARD',
            card: '4000000000000002',
          },
        },
        { as },
      );
      expect(declined.data?.payCheckout).toMatchObject({
        __typename: 'PaymentError',
        paymentReason: 'DECLINED',
      });
      const paid = await server.call(
        PAY,
        {
          input: {
            clientMutationId: 'c-pay-2',
            sessionId: session.id,
            method: 'CARD',
            card: '4242424242424242',
          },
        },
        { as },
      );
      expect(paid.data?.payCheckout.session).toEqual({
        state: 'COMPLETED',
        order: {
          status: 'PAID',
          total: 660,
          receipt: { seller: { invoiceRegistrationNumber: 'T1234567890123' } },
        },
      });
    },
  },
  {
    name: 'refuses refunds to members and visitors with the same typed errors',
    async run(server) {
      await joinAs(server, 'contract-store-member');
      const input = { clientMutationId: 'c-refund', orderId: 'T3JkZXI6MQ==' };
      const visitor = await server.call(REFUND, { input });
      expect(visitor.data?.refundOrder.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
      const member = await server.call(REFUND, { input }, { as: 'contract-store-member' });
      expect(member.data?.refundOrder.__typename).toBe('PermissionDeniedError');
    },
  },
  {
    name: 'keeps the pending shipments and shipping to operators, with the same typed errors',
    async run(server) {
      await joinAs(server, 'contract-store-member');
      const visitor = await server.call(PENDING_SHIPMENTS, {}, { language: 'en' });
      expect(visitor.data?.pendingShipments.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
      const member = await server.call(
        PENDING_SHIPMENTS,
        {},
        { as: 'contract-store-member', language: 'en' },
      );
      expect(member.data?.pendingShipments).toEqual({
        __typename: 'PermissionDeniedError',
        message: "Only the garden's operators can do this.",
      });
      const input = {
        clientMutationId: 'c-ship',
        orderId: 'T3JkZXI6MQ==',
        carrier: 'YAMATO',
        trackingNumber: '1234-5678-9012',
      };
      const shipped = await server.call(
        MARK_SHIPPED,
        { input },
        { as: 'contract-store-member', language: 'en' },
      );
      expect(shipped.data?.markOrderShipped).toEqual({
        __typename: 'PermissionDeniedError',
        message: "Only the garden's operators can do this.",
      });
    },
  },
]);
