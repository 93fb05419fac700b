import { screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { useLocation } from 'react-router-dom';
import { createMockEnvironment, type MockResolvers } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../tests/relay';
import SelectPaymentMethodPageQueryNode, {
  type SelectPaymentMethodPageQuery,
} from '../../__generated__/SelectPaymentMethodPageQuery.graphql';
import { SelectPaymentMethodView } from './SelectPaymentMethodPage';

const cards = [
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
  {
    id: 'card-waiting',
    brand: 'VISA',
    last4: '3220',
    expMonth: 1,
    expYear: 2030,
    isDefault: false,
    status: 'REQUIRES_ACTION',
    usedForMembership: false,
  },
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderSelect(initialPath = '/checkout/cash-payment/select-method?session=session-1') {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<SelectPaymentMethodPageQuery>(
    environment,
    SelectPaymentMethodPageQueryNode,
    { sessionId: 'session-1', cardCount: 5 },
  );
  const rendered = renderWithRelay(
    <>
      <SelectPaymentMethodView queryRef={queryRef} />
      <Where />
    </>,
    { environment, initialPath },
  );
  let card = 0;
  const resolvers: MockResolvers = {
    Viewer: () => ({ isSignedIn: true }),
    Node: () => ({ __typename: 'CheckoutSession' }),
    CheckoutSession: () => ({ id: 'session-1', state: 'OPEN', total: 3142 }),
    SavedPaymentMethodConnection: () => ({ edges: cards.map(() => ({})) }),
    SavedPaymentMethod: () => cards[card++ % cards.length],
  };
  void rendered.resolveMostRecentOperation(resolvers);
  return rendered;
}

describe('SelectPaymentMethodView (/checkout/cash-payment/select-method)', () => {
  it('offers the usable saved cards first with the usual one chosen, then a new card and ID payment', async () => {
    renderSelect();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'お支払い方法の選択' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/3,142/)).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    // JCB, Visa 4242, a new card, ID payment: the card waiting for 3-D Secure is not offered.
    expect(radios).toHaveLength(4);
    expect(screen.queryByText('•••• 3220')).not.toBeInTheDocument();
    expect(radios[1]).toBeChecked();
  });

  it('goes back to the confirmation with the choice', async () => {
    const { user } = renderSelect();
    await user.click(await screen.findByRole('radio', { name: /ID決済/ }));
    await user.click(screen.getByRole('button', { name: 'ご注文内容の確認へ進む' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/checkout/session-1?method=ID_PAYMENT');
  });

  it('keeps the choice the confirmation sent', async () => {
    const { user } = renderSelect(
      '/checkout/cash-payment/select-method?session=session-1&method=SAVED_CARD&card=card-jcb',
    );
    const radios = await screen.findAllByRole('radio');
    expect(radios[0]).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'ご注文内容の確認へ進む' }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/checkout/session-1?method=SAVED_CARD&card=card-jcb',
    );
  });
});
