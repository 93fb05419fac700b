import { act, screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { createMockPayloadResolvers } from '../../../mocks/resolvers';
import { renderWithRelay } from '../../../tests/relay';
import PaymentMethodsPageQueryNode, {
  type PaymentMethodsPageQuery,
} from '../../__generated__/PaymentMethodsPageQuery.graphql';
import { PaymentMethodsView } from './PaymentMethodsPage';

const cards = [
  {
    id: 'card-visa',
    brand: 'VISA',
    last4: '4242',
    expMonth: 8,
    expYear: 2029,
    isDefault: true,
    status: 'ACTIVE',
    actionUrl: null,
    usedForMembership: true,
  },
  {
    id: 'card-jcb',
    brand: 'JCB',
    last4: '0505',
    expMonth: 3,
    expYear: 2028,
    isDefault: false,
    status: 'ACTIVE',
    actionUrl: null,
    usedForMembership: false,
  },
];

function walletResolvers(): MockResolvers {
  let card = 0;
  return {
    Viewer: () => ({ isSignedIn: true }),
    SavedPaymentMethodConnection: () => ({ edges: cards.map(() => ({})) }),
    SavedPaymentMethod: () => cards[card++ % cards.length],
  };
}

function renderWallet() {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<PaymentMethodsPageQuery>(environment, PaymentMethodsPageQueryNode, {
    count: 5,
  });
  const rendered = renderWithRelay(<PaymentMethodsView queryRef={queryRef} />, {
    environment,
    locale: 'en',
  });
  void rendered.resolveMostRecentOperation(walletResolvers());
  return rendered;
}

async function answer(
  environment: ReturnType<typeof createMockEnvironment>,
  mutation: Record<string, unknown>,
) {
  const operation = environment.mock.getMostRecentOperation();
  await act(async () => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        ...createMockPayloadResolvers({ locale: 'en' }),
        Mutation: () => mutation,
      }),
    );
  });
  return operation;
}

describe('PaymentMethodsView (/settings/store/payment-method)', () => {
  it('lists the saved cards by brand, last 4 and expiry, with the usual card and the membership’s marked', async () => {
    renderWallet();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment methods' }),
    ).toBeInTheDocument();
    const [visa, jcb] = screen.getAllByTestId('saved-card');
    expect(visa).toHaveTextContent('Visa');
    expect(visa).toHaveTextContent('•••• 4242');
    expect(visa).toHaveTextContent('Expires 08/29');
    expect(visa).toHaveTextContent('Usual card');
    expect(visa).toHaveTextContent('Pays your membership');
    expect(jcb).toHaveTextContent('JCB');
    expect(jcb).toHaveTextContent('•••• 0505');
    expect(jcb).not.toHaveTextContent('Usual card');
  });

  it('makes another card the usual one, and shows why the membership’s card cannot be removed', async () => {
    const { user, environment, resolveMostRecentOperation } = renderWallet();
    await user.click(await screen.findByRole('button', { name: 'Make this my usual card' }));
    const setDefault = await answer(environment, {
      setDefaultPaymentMethod: {
        __typename: 'SetDefaultPaymentMethodPayload',
        paymentMethod: { id: 'card-jcb', isDefault: true },
      },
    });
    expect(setDefault.request.node.params.name).toBe('useSetDefaultPaymentMethodMutation');
    expect(setDefault.request.variables.input).toMatchObject({ id: 'card-jcb' });
    // The list is read again (the usual card comes first).
    const refetch = environment.mock.getMostRecentOperation();
    expect(refetch.request.node.params.name).toBe('SavedCardListPaginationQuery');
    await resolveMostRecentOperation(walletResolvers());

    const [visa] = await screen.findAllByTestId('saved-card');
    await user.click(within(visa).getByRole('button', { name: 'Remove' }));
    const remove = environment.mock.getMostRecentOperation();
    expect(remove.request.node.params.name).toBe('useRemovePaymentMethodMutation');
    expect(remove.request.variables.input).toMatchObject({ id: 'card-visa' });
    await answer(environment, {
      removePaymentMethod: {
        __typename: 'PaymentMethodInUseError',
        message: "This card pays for your membership's renewals, so it can't be removed.",
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('pays for your membership');
  });

  it('adds a card with its expiry and shows a card declined on setup in the server’s words', async () => {
    const { user, environment } = renderWallet();
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    await user.type(screen.getByLabelText(/Card number/), '4000 0000 0000 0002');
    await user.type(screen.getByLabelText(/Expiry/), '08/29');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useAddPaymentMethodMutation');
    expect(operation.request.variables.input).toMatchObject({
      card: '4000 0000 0000 0002',
      expMonth: 8,
      expYear: 2029,
      makeDefault: false,
    });
    await answer(environment, {
      addPaymentMethod: {
        __typename: 'PaymentError',
        message: "Your card issuer declined this card, so it wasn't saved.",
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('declined this card');
  });

  it('asks for the expiry as MM/YY before sending anything', async () => {
    const { user, environment } = renderWallet();
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    await user.type(screen.getByLabelText(/Card number/), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText(/Expiry/), '2029');
    const pending = environment.mock.getAllOperations().length;
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText(/Enter the expiry date as MM\/YY/)).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(pending);
  });
});
