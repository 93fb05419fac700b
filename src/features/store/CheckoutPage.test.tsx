import { act, screen, waitFor } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../../common/appConfig';
import { buildStoreLegal } from '../../../mocks/storeBuilders';
import { createMockPayloadResolvers } from '../../../mocks/resolvers';
import { fakeStripe } from '../../../tests/fakeStripe';
import { renderWithRelay } from '../../../tests/relay';
import { AppConfigProvider } from '../../platform/AppConfigProvider';
import CheckoutPageQueryNode, {
  type CheckoutPageQuery,
} from '../../__generated__/CheckoutPageQuery.graphql';
import { CheckoutView } from './CheckoutPage';

vi.mock('@stripe/stripe-js', async () => (await import('../../../tests/fakeStripe')).fakeStripeJs);

const lines = [
  {
    name: '王子のおやすみボイス',
    unitPrice: 550,
    quantity: 1,
    taxRate: 'STANDARD_10',
    subtotal: 550,
  },
  {
    name: '薔薇の紅茶 ティーバッグ10包',
    unitPrice: 1296,
    quantity: 2,
    taxRate: 'REDUCED_8',
    subtotal: 2592,
  },
];
const taxBreakdown = [
  { rate: 'STANDARD_10', taxableTotal: 550, tax: 50 },
  { rate: 'REDUCED_8', taxableTotal: 2592, tax: 192 },
];

// The lines and the tax per rate come from their own types' resolvers, in order (the mock
// builders of those types would otherwise fill them).
function sessionResolvers(cards: Record<string, unknown>[] = []): MockResolvers {
  let card = 0;
  let line = 0;
  let rate = 0;
  return {
    Node: () => ({ __typename: 'CheckoutSession' }),
    CheckoutSession: () => ({
      id: 'session-1',
      state: 'OPEN',
      total: 3142,
      expiresAt: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
      paymentFailure: null,
      needsDelivery: false,
      order: null,
      lines: [{}, {}],
      taxBreakdown: [{}, {}],
    }),
    OrderLine: () => lines[line++ % lines.length],
    TaxBreakdown: () => taxBreakdown[rate++ % taxBreakdown.length],
    StoreLegal: () => buildStoreLegal('ja'),
    SavedPaymentMethodConnection: () => ({ edges: cards.map(() => ({})) }),
    SavedPaymentMethod: () => cards[card++ % cards.length],
  };
}

const stripeConfig: AppConfig = {
  tenantId: 'demo',
  environment: 'test',
  firebase: { apiKey: 'k', authDomain: 'localhost', projectId: 'demo-garden' },
  stripePublishableKey: 'pk_test_garden',
};

function renderCheckout(cards: Record<string, unknown>[] = [], config?: AppConfig) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<CheckoutPageQuery>(environment, CheckoutPageQueryNode, {
    sessionId: 'session-1',
    addressCount: 10,
    cardCount: 5,
  });
  const view = <CheckoutView queryRef={queryRef} />;
  const rendered = renderWithRelay(
    config ? <AppConfigProvider value={config}>{view}</AppConfigProvider> : view,
    { environment },
  );
  void rendered.resolveMostRecentOperation(sessionResolvers(cards));
  return rendered;
}

describe('CheckoutView (/checkout/:sessionId): the final confirmation of 特定商取引法 §12-6', () => {
  it('shows the lines, the total with the tax of each rate, and the seller’s terms', async () => {
    renderCheckout();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ご注文内容の確認' }),
    ).toBeInTheDocument();
    expect(screen.getByText('王子のおやすみボイス')).toBeInTheDocument();
    expect(screen.getByText(/薔薇の紅茶 ティーバッグ10包 ※/)).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('3,142');
    expect(screen.getByText('※ 軽減税率（8%）対象')).toBeInTheDocument();
    for (const term of [
      'お支払い時期',
      '商品の引渡し時期',
      '商品代金以外の費用',
      'キャンセル・返品について',
    ])
      expect(screen.getByText(term)).toBeInTheDocument();
    // The pay button says what pressing it does, and waits for a card number.
    const pay = screen.getByRole('button', { name: /注文を確定して.*3,142.*を支払う/ });
    expect(pay).toBeDisabled();
  });

  it('pays with the card the fan typed and shows a decline in the server’s words', async () => {
    const { user, environment } = renderCheckout();
    await user.type(await screen.findByLabelText('カード番号'), '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: /注文を確定して/ }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('usePayCheckoutMutation');
    expect(operation.request.variables.input).toMatchObject({
      sessionId: 'session-1',
      method: 'CARD',
      card: '4000 0000 0000 0002',
    });
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          ...createMockPayloadResolvers(),
          Mutation: () => ({
            payCheckout: {
              __typename: 'PaymentError',
              message:
                'カードが承認されませんでした。請求は発生していません。別のカードをお試しください。',
            },
          }),
        }),
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('カードが承認されませんでした');
  });

  describe('with Stripe on', () => {
    afterEach(() => vi.restoreAllMocks());

    it('pays with the PaymentMethod Stripe.js made of the typed card', async () => {
      const created = vi
        .spyOn(fakeStripe.instance, 'createPaymentMethod')
        .mockResolvedValue({ paymentMethod: { id: 'pm_card_jcb' } });
      const { user, environment } = renderCheckout([], stripeConfig);
      await screen.findByTestId('stripe-card-element');
      expect(screen.queryByLabelText('カード番号')).not.toBeInTheDocument();
      const pay = screen.getByRole('button', { name: /注文を確定して/ });
      expect(pay).toBeDisabled();
      await act(async () => fakeStripe.change({ complete: true }));
      await waitFor(() => expect(pay).toBeEnabled());
      await user.click(pay);
      expect(created).toHaveBeenCalledWith({ type: 'card', card: fakeStripe.cardElement });
      const operation = await waitFor(() => {
        const latest = environment.mock.getMostRecentOperation();
        expect(latest.request.node.params.name).toBe('usePayCheckoutMutation');
        return latest;
      });
      expect(operation.request.variables.input).toMatchObject({
        sessionId: 'session-1',
        method: 'CARD',
        card: 'pm_card_jcb',
      });
    });

    it('shows Stripe’s refusal of the card and places no order', async () => {
      vi.spyOn(fakeStripe.instance, 'createPaymentMethod').mockResolvedValue({
        error: { type: 'card_error', message: 'カード番号が正しくありません。' },
      });
      const { user, environment } = renderCheckout([], stripeConfig);
      await screen.findByTestId('stripe-card-element');
      await act(async () => fakeStripe.change({ complete: true }));
      const pay = screen.getByRole('button', { name: /注文を確定して/ });
      await waitFor(() => expect(pay).toBeEnabled());
      await user.click(pay);
      expect(await screen.findByRole('alert')).toHaveTextContent('カード番号が正しくありません。');
      expect(
        environment.mock
          .getAllOperations()
          .some((operation) => operation.request.node.params.name === 'usePayCheckoutMutation'),
      ).toBe(false);
    });
  });

  it('pays with the fan’s usual saved card, shown by brand and last 4, with a link to change it', async () => {
    const { user, environment } = renderCheckout([
      {
        id: 'card-jcb',
        brand: 'JCB',
        last4: '0505',
        expMonth: 3,
        expYear: 2028,
        isDefault: false,
        status: 'ACTIVE',
        usedForMembership: false,
      },
      {
        id: 'card-visa',
        brand: 'VISA',
        last4: '4242',
        expMonth: 8,
        expYear: 2029,
        isDefault: true,
        status: 'ACTIVE',
        usedForMembership: false,
      },
    ]);
    expect(await screen.findByText('•••• 4242')).toBeInTheDocument();
    expect(screen.getByText('有効期限 08/29')).toBeInTheDocument();
    expect(screen.queryByLabelText('カード番号')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '変更する' })).toHaveAttribute(
      'href',
      '/checkout/cash-payment/select-method?session=session-1&method=SAVED_CARD&card=card-visa',
    );
    await user.click(screen.getByRole('button', { name: /注文を確定して/ }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toMatchObject({
      sessionId: 'session-1',
      method: 'CARD',
      savedPaymentMethodId: 'card-visa',
    });
    expect(operation.request.variables.input.card).toBeUndefined();
  });
});
