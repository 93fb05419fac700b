import { act, screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { createMockPayloadResolvers } from '../../../mocks/resolvers';
import { renderWithRelay } from '../../../tests/relay';
import MembershipSettingsPageQueryNode, {
  type MembershipSettingsPageQuery,
} from '../../__generated__/MembershipSettingsPageQuery.graphql';
import { MembershipSettingsView } from './MembershipSettingsPage';

const renewsAt = '2026-12-23T03:00:00.000Z';

function renderSettings(membership: Record<string, unknown>) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<MembershipSettingsPageQuery>(
    environment,
    MembershipSettingsPageQueryNode,
    {},
  );
  const rendered = renderWithRelay(<MembershipSettingsView queryRef={queryRef} />, {
    environment,
  });
  void rendered.resolveMostRecentOperation({
    Viewer: () => ({ isSignedIn: true }),
    Membership: () => ({
      id: 'membership-1',
      status: 'ACTIVE',
      monthlyPrice: 550,
      currentPeriodEnd: renewsAt,
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
      paymentActionUrl: null,
      activePerks: ['MEMBERS_ONLY_POSTS', 'LIMITED_CHAT'],
      ...membership,
    }),
  });
  return rendered;
}

describe('MembershipSettingsView (/settings/store/subscription)', () => {
  it('shows the plan, its status, the next renewal in Japan’s date and the perks held now', async () => {
    renderSettings({});
    expect(await screen.findByTestId('next-renewal')).toHaveTextContent('2026年12月23日');
    expect(screen.getByText('有効')).toBeInTheDocument();
    expect(screen.getByText('メンバー限定のお知らせを全文読める')).toBeInTheDocument();
    expect(screen.getByText('メンバー限定チャットに参加できる')).toBeInTheDocument();
    expect(screen.queryByText('対象の抽選で1回多く応募できる')).not.toBeInTheDocument();
  });

  it('cancels at the period end and shows the end date from the server’s answer', async () => {
    const { user, environment } = renderSettings({});
    await user.click(await screen.findByRole('button', { name: '今期の終了時に解約する' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe(
      'useChangeMembershipRenewalMutationCancelMutation',
    );
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          ...createMockPayloadResolvers(),
          // The same membership: Relay updates the card by its id.
          Membership: () => ({
            id: 'membership-1',
            status: 'ACTIVE',
            currentPeriodEnd: renewsAt,
            cancelAtPeriodEnd: true,
            activePerks: ['MEMBERS_ONLY_POSTS'],
          }),
        }),
      );
    });
    expect(await screen.findByTestId('cancel-at-period-end')).toHaveTextContent('2026年12月23日');
    expect(screen.getByRole('button', { name: '解約を取り消して継続する' })).toBeInTheDocument();
  });

  it('states the grace period after a failed renewal', async () => {
    renderSettings({ status: 'PAST_DUE', graceEndsAt: '2026-12-30T03:00:00.000Z' });
    expect(
      await screen.findByText(/2026年12月30日 までは特典をご利用いただけます/),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: '今期の終了時に解約する' }),
    ).not.toBeInTheDocument();
  });
});
