import { act, screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { createMockPayloadResolvers } from '../../../../mocks/resolvers';
import { renderWithRelay } from '../../../../tests/relay';
import MembershipSettingsPageQueryNode, {
  type MembershipSettingsPageQuery,
} from '../../../__generated__/MembershipSettingsPageQuery.graphql';
import { MembershipSettingsView } from '../MembershipSettingsPage';

const graceEndsAt = '2026-12-30T03:00:00.000Z';

const cards = [
  { id: 'card-old', brand: 'VISA', last4: '0341', isDefault: true, usedForMembership: true },
  { id: 'card-new', brand: 'JCB', last4: '4242', isDefault: false, usedForMembership: false },
];

function renderPastDue() {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<MembershipSettingsPageQuery>(
    environment,
    MembershipSettingsPageQueryNode,
    {},
  );
  const rendered = renderWithRelay(<MembershipSettingsView queryRef={queryRef} />, {
    environment,
  });
  let next = 0;
  void rendered.resolveMostRecentOperation({
    Viewer: () => ({ isSignedIn: true }),
    SavedPaymentMethodConnection: () => ({ edges: cards.map(() => ({})) }),
    SavedPaymentMethod: () => ({
      ...cards[next++ % cards.length],
      status: 'ACTIVE',
      expMonth: 4,
      expYear: 2029,
    }),
    Membership: () => ({
      id: 'membership-1',
      status: 'PAST_DUE',
      monthlyPrice: 550,
      graceEndsAt,
      currentPeriodEnd: '2027-01-23T03:00:00.000Z',
      cancelAtPeriodEnd: false,
      paymentActionUrl: null,
      activePerks: ['MEMBERS_ONLY_POSTS'],
    }),
  });
  return rendered;
}

/** Pays now, answered by mock resolvers or by a literal response. */
async function payNow(
  rendered: ReturnType<typeof renderPastDue>,
  answer: { resolvers: MockPayloadGenerator.MockResolvers } | { data: Record<string, unknown> },
) {
  const { user, environment } = rendered;
  await user.click(screen.getByRole('button', { name: 'このカードで今すぐ支払う' }));
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('useRetryMembershipPaymentMutation');
  await act(async () => {
    environment.mock.resolve(
      operation,
      'data' in answer
        ? answer
        : MockPayloadGenerator.generate(operation, {
            ...createMockPayloadResolvers(),
            ...answer.resolvers,
          }),
    );
  });
  return operation;
}

describe('MembershipPaymentFix (a failed renewal on /settings/store/subscription)', () => {
  it('says the payment failed and until when perks are kept, and suggests another card', async () => {
    renderPastDue();
    const fix = await screen.findByTestId('membership-payment-fix');
    expect(fix).toHaveTextContent('今月分のお支払いができませんでした');
    expect(fix).toHaveTextContent('2026年12月30日 までは特典をそのままご利用いただけます');
    // The card that failed renews the membership; the other one is chosen first.
    expect(screen.getByRole('radio', { name: '末尾 4242 のカード' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '末尾 0341 のカード' })).not.toBeChecked();
  });

  it('pays with the chosen card and shows the success once the membership is active', async () => {
    const rendered = renderPastDue();
    await screen.findByTestId('membership-payment-fix');
    await rendered.user.click(screen.getByRole('radio', { name: '末尾 0341 のカード' }));
    const operation = await payNow(rendered, {
      resolvers: {
        RetryMembershipPaymentResult: () => ({ __typename: 'RetryMembershipPaymentPayload' }),
        Membership: () => ({
          id: 'membership-1',
          status: 'ACTIVE',
          graceEndsAt: null,
          monthlyPrice: 550,
          currentPeriodEnd: '2027-01-23T03:00:00.000Z',
          cancelAtPeriodEnd: false,
          paymentActionUrl: null,
          activePerks: ['MEMBERS_ONLY_POSTS'],
        }),
      },
    });
    expect(operation.request.variables.input).toMatchObject({
      membershipId: 'membership-1',
      paymentMethodId: 'card-old',
    });
    expect(await screen.findByTestId('membership-payment-paid')).toHaveTextContent(
      'お支払いが完了しました',
    );
    expect(screen.queryByTestId('membership-payment-fix')).not.toBeInTheDocument();
    expect(screen.getByText('有効')).toBeInTheDocument();
  });

  it('shows a declined payment’s typed error and keeps the form', async () => {
    const rendered = renderPastDue();
    await screen.findByTestId('membership-payment-fix');
    await payNow(rendered, {
      data: {
        retryMembershipPayment: {
          __typename: 'PaymentError',
          __isError: 'PaymentError',
          message: 'カードが承認されませんでした。別のカードをお試しください。',
        },
      },
    });
    expect(await screen.findByTestId('membership-payment-error')).toHaveTextContent(
      'カードが承認されませんでした',
    );
    expect(screen.getByTestId('membership-payment-fix')).toBeInTheDocument();
  });

  it('opens the saved-card form to add a new card', async () => {
    const { user } = renderPastDue();
    await screen.findByTestId('membership-payment-fix');
    await user.click(screen.getByRole('button', { name: '＋ 新しいカードを登録する' }));
    expect(screen.getByTestId('membership-payment-fix').querySelector('input')).not.toBeNull();
  });
});
