// The add-card form with Stripe on: the card is typed into Stripe.js's field (loadStripe is
// mocked: no network), turned into a PaymentMethod and saved by its id; Stripe's refusal is
// shown and nothing is sent. With the local test provider the number and expiry stay fields.
import { act, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../../../common/appConfig';
import { createMockPayloadResolvers } from '../../../../mocks/resolvers';
import { renderWithRelay } from '../../../../tests/relay';
import { AppConfigProvider } from '../../../platform/AppConfigProvider';
import { AddCardForm } from './AddCardForm';
import { fakeStripe as stripe } from '../../../../tests/fakeStripe';

vi.mock(
  '@stripe/stripe-js',
  async () => (await import('../../../../tests/fakeStripe')).fakeStripeJs,
);

const baseConfig: AppConfig = {
  tenantId: 'demo',
  environment: 'test',
  firebase: { apiKey: 'k', authDomain: 'localhost', projectId: 'demo-garden' },
};

function renderForm(config: AppConfig) {
  const onSaved = vi.fn();
  const rendered = renderWithRelay(
    <AppConfigProvider value={config}>
      <AddCardForm connections={[]} onSaved={onSaved} />
    </AppConfigProvider>,
    { locale: 'en' },
  );
  return { ...rendered, onSaved };
}

describe('AddCardForm', () => {
  let loadStripe: ReturnType<typeof vi.spyOn>;
  let createPaymentMethod: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    loadStripe = vi.spyOn(stripe, 'loadStripe');
    createPaymentMethod = vi.spyOn(stripe.instance, 'createPaymentMethod');
  });
  afterEach(() => vi.restoreAllMocks());

  it('with Stripe: collects the card in Stripe.js and saves its PaymentMethod id', async () => {
    createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_card_visa' } });
    const { user, environment, onSaved } = renderForm({
      ...baseConfig,
      stripePublishableKey: 'pk_test_garden',
    });
    expect(await screen.findByTestId('stripe-card-element')).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_garden', { locale: 'en' });
    // Never a number field of ours: the card is typed into Stripe's frame.
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save card' });
    expect(save).toBeDisabled();
    await act(async () => stripe.change({ complete: true }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: stripe.cardElement });
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.variables.input).toMatchObject({
      card: 'pm_card_visa',
      expMonth: null,
      expYear: null,
    });
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          ...createMockPayloadResolvers({ locale: 'en' }),
          Mutation: () => ({
            addPaymentMethod: {
              __typename: 'AddPaymentMethodPayload',
              paymentMethod: { id: 'card-new', actionUrl: null },
            },
          }),
          SavedPaymentMethod: () => ({ id: 'card-new', actionUrl: null }),
        }),
      );
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('with Stripe: shows Stripe’s refusal and sends nothing', async () => {
    createPaymentMethod.mockResolvedValue({
      error: { type: 'validation_error', message: 'Your card number is invalid.' },
    });
    const { user, environment, onSaved } = renderForm({
      ...baseConfig,
      stripePublishableKey: 'pk_test_garden',
    });
    await screen.findByTestId('stripe-card-element');
    await act(async () => stripe.change({ complete: true }));
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('with the local test provider: keeps the number and expiry fields and never loads Stripe.js', async () => {
    renderForm(baseConfig);
    expect(await screen.findByRole('textbox', { name: /Card number/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Expiry/ })).toBeInTheDocument();
    expect(screen.queryByTestId('stripe-card-element')).not.toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();
  });
});
