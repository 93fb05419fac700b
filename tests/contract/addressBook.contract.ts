// The address book and delivery at checkout: saving (with what Japanese keyboards type),
// field errors, privacy from other fans, and the address a shipped order requires and keeps
// — the same answers from the real server and the mock.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const SAVE = /* GraphQL */ `
  mutation ContractSaveDeliveryAddress($input: SaveDeliveryAddressInput!) {
    saveDeliveryAddress(input: $input) {
      __typename
      ... on SaveDeliveryAddressPayload {
        deliveryAddress {
          id
          isDefault
          address {
            recipientName
            postalCode
            prefecture
            city
            street
            building
            phone
            country
          }
        }
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

const REMOVE = /* GraphQL */ `
  mutation ContractRemoveDeliveryAddress($input: RemoveDeliveryAddressInput!) {
    removeDeliveryAddress(input: $input) {
      __typename
    }
  }
`;

const BOOK = /* GraphQL */ `
  query ContractAddressBook {
    viewer {
      deliveryAddresses(first: 10) {
        edges {
          node {
            id
            isDefault
          }
        }
      }
    }
  }
`;

const GOODS = /* GraphQL */ `
  query ContractGoods {
    community {
      storeSections(first: 10) {
        edges {
          node {
            items(first: 20) {
              edges {
                node {
                  id
                  kind
                }
              }
            }
          }
        }
      }
    }
  }
`;

const START = /* GraphQL */ `
  mutation ContractStartShippedCheckout($input: StartCheckoutInput!) {
    startCheckout(input: $input) {
      __typename
      ... on StartCheckoutPayload {
        session {
          id
          needsDelivery
        }
      }
    }
  }
`;

const PAY = /* GraphQL */ `
  mutation ContractPayShippedCheckout($input: PayCheckoutInput!) {
    payCheckout(input: $input) {
      __typename
      ... on PayCheckoutPayload {
        session {
          state
          order {
            shippingAddress {
              postalCode
              prefecture
              street
            }
            shipment {
              status
              carrier
              trackingNumber
            }
          }
        }
      }
      ... on CheckoutSessionError {
        checkoutReason
      }
      ... on Error {
        message
      }
    }
  }
`;

const home = {
  recipientName: '花守 ミオ',
  postalCode: '〒１５０－０００１',
  prefecture: '東京都',
  city: '渋谷区神宮前',
  street: '1-2-3',
  phone: '090-1234-5678',
};

export default defineContract('addressBook', [
  {
    name: 'saves an address as a label prints it, the first one the default; refuses a wrong postal code',
    async run(server) {
      const as = 'contract-address-fan';
      await joinAs(server, as);
      const saved = await server.call(
        SAVE,
        { input: { clientMutationId: 'c-address-1', ...home } },
        { as },
      );
      expect(saved.data?.saveDeliveryAddress).toMatchObject({
        __typename: 'SaveDeliveryAddressPayload',
        deliveryAddress: {
          isDefault: true,
          address: {
            postalCode: '150-0001',
            prefecture: '東京都',
            building: '',
            phone: '090-1234-5678',
            country: 'JP',
          },
        },
      });
      const wrong = await server.call(
        SAVE,
        { input: { clientMutationId: 'c-address-2', ...home, postalCode: '15-0001' } },
        { as, language: 'en' },
      );
      expect(wrong.data?.saveDeliveryAddress).toMatchObject({
        __typename: 'InvalidInputError',
        field: 'postalCode',
        reason: 'INVALID_FORMAT',
      });
      const book = await server.call<{
        viewer: { deliveryAddresses: { edges: { node: { id: string } }[] } };
      }>(BOOK, {}, { as });
      expect(book.data?.viewer.deliveryAddresses.edges).toHaveLength(1);
    },
  },
  {
    name: 'keeps an address from everyone but its owner',
    async run(server) {
      const owner = 'contract-address-owner';
      const other = 'contract-address-other';
      await joinAs(server, owner);
      await joinAs(server, other);
      const saved = await server.call(
        SAVE,
        { input: { clientMutationId: 'c-address-own', ...home } },
        { as: owner },
      );
      const id = saved.data?.saveDeliveryAddress.deliveryAddress.id;
      const visitor = await server.call(BOOK);
      expect(visitor.data?.viewer.deliveryAddresses.edges).toEqual([]);
      const theirs = await server.call(BOOK, {}, { as: other });
      expect(theirs.data?.viewer.deliveryAddresses.edges).toEqual([]);
      const removed = await server.call(
        REMOVE,
        { input: { clientMutationId: 'c-address-steal', id } },
        { as: other },
      );
      expect(removed.data?.removeDeliveryAddress.__typename).toBe('NotFoundError');
      const edit = await server.call(
        SAVE,
        { input: { clientMutationId: 'c-address-edit', id, ...home, street: '9-9-9' } },
        { as: other },
      );
      expect(edit.data?.saveDeliveryAddress.__typename).toBe('NotFoundError');
    },
  },
  {
    name: 'asks for an address when goods are shipped, and the order keeps it',
    async run(server) {
      const as = 'contract-address-buyer';
      await joinAs(server, as);
      const goods = await server.call<{
        community: {
          storeSections: {
            edges: { node: { items: { edges: { node: { id: string; kind: string } }[] } } }[];
          };
        };
      }>(GOODS);
      const physical = goods
        .data!.community.storeSections.edges.flatMap((edge) => edge.node.items.edges)
        .map((edge) => edge.node)
        .find((item) => item.kind === 'PHYSICAL')!;
      const started = await server.call(
        START,
        { input: { clientMutationId: 'c-ship-start', itemId: physical.id, quantity: 1 } },
        { as },
      );
      const session = started.data?.startCheckout.session;
      expect(session.needsDelivery).toBe(true);
      const pay = (clientMutationId: string, deliveryAddressId?: string) =>
        server.call(
          PAY,
          {
            input: {
              clientMutationId,
              sessionId: session.id,
              method: 'CARD',
              card: '4242424242424242',
              deliveryAddressId,
            },
          },
          { as },
        );
      const refused = await pay('c-ship-pay-1');
      expect(refused.data?.payCheckout).toMatchObject({
        __typename: 'CheckoutSessionError',
        checkoutReason: 'DELIVERY_ADDRESS_REQUIRED',
      });
      const saved = await server.call(
        SAVE,
        { input: { clientMutationId: 'c-ship-address', ...home } },
        { as },
      );
      const paid = await pay('c-ship-pay-2', saved.data?.saveDeliveryAddress.deliveryAddress.id);
      expect(paid.data?.payCheckout.session).toEqual({
        state: 'COMPLETED',
        order: {
          shippingAddress: { postalCode: '150-0001', prefecture: '東京都', street: '1-2-3' },
          // Paid goods are being prepared until an operator ships them.
          shipment: { status: 'PREPARING', carrier: null, trackingNumber: null },
        },
      });
      // Only operators ship an order.
      const SHIP = `mutation ContractMarkOrderShipped($input: MarkOrderShippedInput!) {
        markOrderShipped(input: $input) { __typename }
      }`;
      const ship = {
        input: {
          clientMutationId: 'c-ship-1',
          orderId: Buffer.from('Order:1').toString('base64'),
          carrier: 'YAMATO',
          trackingNumber: '1234-5678-9012',
        },
      };
      expect((await server.call(SHIP, ship)).data.markOrderShipped.__typename).toBe(
        'ShouldBeLoggedInOrSignedUpError',
      );
      expect((await server.call(SHIP, ship, { as })).data.markOrderShipped.__typename).toBe(
        'PermissionDeniedError',
      );
    },
  },
  {
    name: 'looks a postal code up in Japan Post’s list, for anyone, and answers nothing for a partial one',
    async run(server) {
      const LOOKUP = `query ContractPostalCodeAreas($code: String!) {
        postalCodeAreas(postalCode: $code) { postalCode prefecture city town }
      }`;
      const found = await server.call(LOOKUP, { code: '１５０－０００１' });
      expect(found.errors).toBeUndefined();
      expect(found.data.postalCodeAreas).toEqual([
        { postalCode: '150-0001', prefecture: '東京都', city: '渋谷区', town: '神宮前' },
      ]);
      const partial = await server.call(LOOKUP, { code: '150-00' });
      expect(partial.data.postalCodeAreas).toEqual([]);
    },
  },
]);
