// Hostile inputs to the store's operations, as the app sends them (trusted documents)
// against the real server on a port: no response ≥ 500, no stack trace, nothing written,
// and pings answered in time throughout. Hostile webhooks and challenge pages too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTILE_TEXTS,
  impossibleIdsOf,
  expectClean,
  expectNoWrites,
  expectPingDuring,
  generatedOperationText,
  sendAbuse,
  startAbuseServer,
  type AbuseRequest,
  type AbuseServer,
} from '../testing/abuse';
import { testBackends } from '../testing/testDatabase';

const HOSTILE: unknown[] = [
  ...HOSTILE_TEXTS,
  ...impossibleIdsOf('StoreItem'),
  'Q2hlY2tvdXRTZXNzaW9uOjE=',
  -1,
  2 ** 31,
  1.5,
];

function operation(
  name: string,
  variables: Record<string, unknown>,
  label: string,
  authorization?: string,
): AbuseRequest {
  return {
    label: `${name} ${label}${authorization ? ' (member)' : ''}`,
    method: 'POST',
    path: '/graphql',
    headers: {
      'content-type': 'application/json',
      tenant: 'demo',
      ...(authorization ? { authorization } : {}),
    },
    body: JSON.stringify({ query: generatedOperationText(name), variables }),
  };
}

/** Each hostile value in every store operation: ids that name nothing, so nothing is written. */
function corpus(authorization?: string): AbuseRequest[] {
  const requests: AbuseRequest[] = [];
  HOSTILE.forEach((value, index) => {
    const label = `#${index}`;
    const op = (name: string, variables: Record<string, unknown>) =>
      operation(name, variables, label, authorization);
    requests.push(
      op('ItemPageQuery', { itemId: value }),
      op('SectionPageQuery', { sectionId: value }),
      op('CheckoutPageQuery', { sessionId: value }),
      op('ReceiptPageQuery', { receiptId: value }),
      op('PurchaseHistoryPaginationQuery', { count: value, cursor: value }),
      op('useAddToBasketMutation', {
        input: { clientMutationId: value, itemId: value, quantity: value },
      }),
      op('useSetBasketQuantityMutation', {
        input: { clientMutationId: value, lineId: value, quantity: value },
      }),
      op('useStartCheckoutMutation', {
        input: { clientMutationId: value, itemId: value, quantity: value },
      }),
      op('usePayCheckoutMutation', {
        input: { clientMutationId: value, sessionId: value, method: value, card: value },
      }),
      op('usePayCheckoutMutation', {
        input: { clientMutationId: 'x', sessionId: value, method: 'CARD', card: value },
      }),
      op('useRefreshCheckoutMutation', { input: { clientMutationId: value, sessionId: value } }),
      // Saved cards (settings/store/payment-method) and choosing how to pay a checkout.
      op('PaymentMethodsPageQuery', { count: value }),
      op('SelectPaymentMethodPageQuery', { sessionId: value, cardCount: value }),
      op('useAddPaymentMethodMutation', {
        input: { clientMutationId: value, card: value, expMonth: value, expYear: value },
        connections: [],
      }),
      op('useAddPaymentMethodMutation', {
        input: { clientMutationId: 'x', card: value, expMonth: 12, expYear: 2030 },
        connections: [],
      }),
      op('useConfirmPaymentMethodMutation', { input: { clientMutationId: value, id: value } }),
      op('useSetDefaultPaymentMethodMutation', { input: { clientMutationId: value, id: value } }),
      op('useRemovePaymentMethodMutation', {
        input: { clientMutationId: value, id: value },
        connections: [],
      }),
      op('usePayCheckoutMutation', {
        input: {
          clientMutationId: 'x',
          sessionId: value,
          method: 'CARD',
          savedPaymentMethodId: value,
        },
      }),
      // The address form's postal-code lookup and the real-goods prize deliveries.
      op('usePostalCodeLookupQuery', { postalCode: value }),
      op('RealGoodsDeliveryPageQuery', { deliveryId: value }),
      op('PrizeDeliveryDonePageQuery', { deliveryId: value }),
      op('PrizeDeliveryConfirmPageQuery', { pullIds: [value, value], addressId: value }),
      op('PrizeDeliveryConfirmPageRequestMutation', {
        input: { clientMutationId: value, pullIds: [value], deliveryAddressId: value },
      }),
    );
  });
  return requests;
}

const raw = (
  label: string,
  method: string,
  path: string,
  body?: string,
  headers = {},
): AbuseRequest => ({
  label,
  method,
  path,
  headers: { 'content-type': 'application/json', ...headers },
  body,
});

describe.each(testBackends)('hostile inputs to the store (%s)', (backend) => {
  let server: AbuseServer;
  beforeAll(async () => {
    server = await startAbuseServer(backend);
  });
  afterAll(() => server?.close());

  it('answers every one cleanly, writing nothing, for a visitor and a member', async () => {
    const member = `Bearer ${await server.auth.tokenFor('seed-fan-kuro')}`;
    const requests = [
      ...corpus(),
      ...corpus(member),
      raw(
        'webhook without signature',
        'POST',
        '/webhooks/payments/local',
        '{"id":"evt_1","type":"payment.succeeded"}',
      ),
      raw('webhook forged', 'POST', '/webhooks/payments/local', '{}', {
        'garden-signature': 't=1,v1=00',
      }),
      raw('webhook not json', 'POST', '/webhooks/payments/local', 'x'.repeat(300_000)),
      raw('webhook of another provider', 'POST', '/webhooks/payments/stripe', '{}'),
      raw('challenge unknown', 'GET', '/payments/local/demo/lp_nothing'),
      raw('challenge other tenant', 'POST', '/payments/local/nowhere/lp_x', 'outcome=succeed'),
      raw('receipt pdf unknown', 'GET', '/receipts/demo/T3JkZXI6MQ%3D%3D.pdf'),
      raw('receipt pdf hostile', 'GET', '/receipts/demo/%00.pdf'),
    ];
    const answers: string[] = [];
    await expectNoWrites(server, async () => {
      for (let start = 0; start < requests.length; start += 10) {
        const batch = requests.slice(start, start + 10);
        const responses = await expectPingDuring(server, () =>
          Promise.all(batch.map((request) => sendAbuse(server, request))),
        );
        batch.forEach((request, index) => {
          expectClean(request, responses[index]);
          if (request.label.endsWith('(member)')) answers.push(responses[index].text);
        });
      }
    });
    // The member's mutations got past sign-in and were refused on their inputs.
    expect(answers.some((text) => text.includes('"NotFoundError"'))).toBe(true);
    expect(answers.some((text) => text.includes('ShouldBeLoggedInOrSignedUpError'))).toBe(false);
  }, 300_000);
});
