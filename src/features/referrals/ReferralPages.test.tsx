import { act, screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { buildCampaignCodePage } from '../../../mocks/referrals';
import { renderWithRelay } from '../../../tests/relay';
import CampaignCodePageQueryNode, {
  type CampaignCodePageQuery,
} from '../../__generated__/CampaignCodePageQuery.graphql';
import OnboardingReferralCodePageQueryNode, {
  type OnboardingReferralCodePageQuery,
} from '../../__generated__/OnboardingReferralCodePageQuery.graphql';
import ReferralCodePageQueryNode, {
  type ReferralCodePageQuery,
} from '../../__generated__/ReferralCodePageQuery.graphql';
import { CampaignCodeView } from './CampaignCodePage';
import { OnboardingReferralCodeView } from './OnboardingReferralCodePage';
import { ReferralCodeView } from './ReferralCodePage';

const referral = (fields: Record<string, unknown> = {}) => ({
  code: 'HANA3M27',
  sharePath: '/onboarding/referral-code?code=HANA3M27',
  invitedCount: 2,
  hasUsedCode: false,
  invitedBy: null,
  ...fields,
});

function renderReferralPage(viewerReferral: Record<string, unknown> | null, locale: 'ja' | 'en') {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<ReferralCodePageQuery>(environment, ReferralCodePageQueryNode, {});
  const rendered = renderWithRelay(<ReferralCodeView queryRef={queryRef} />, {
    environment,
    locale,
  });
  return {
    ...rendered,
    resolvePage: () =>
      rendered.resolveMostRecentOperation({
        ReferralProgram: () => ({ inviterCoins: 300, inviteeCoins: 200 }),
        Viewer: () => ({ referral: viewerReferral, coinBalance: { total: 1550 } }),
        ViewerReferral: () => viewerReferral ?? {},
      }),
  };
}

describe('referral pages', () => {
  it('shows the fan’s code and how many friends joined, and copies the code', async () => {
    const page = renderReferralPage(referral(), 'en');
    await page.resolvePage();
    expect(screen.getByTestId('invite-code')).toHaveTextContent('HANA3M27');
    expect(screen.getByTestId('invited-count')).toHaveTextContent(
      '2 friends joined with your code',
    );
    expect(
      screen.getByText('When a friend joins: 300 coins for you, 200 coins for them'),
    ).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('HANA3M27');
    expect(await screen.findByText('Invite code copied.')).toBeInTheDocument();
  });

  it('sends a friend’s code and shows the server’s refusal, then the reward', async () => {
    const page = renderReferralPage(referral(), 'ja');
    await page.resolvePage();
    const input = screen.getByRole('textbox', { name: '招待コード' });
    await page.user.click(screen.getByRole('button', { name: 'コードを使う' }));
    expect(screen.getByRole('alert')).toHaveTextContent('招待コードを入力してください。');
    await page.user.type(input, 'kuro-zzzz');
    await page.user.click(screen.getByRole('button', { name: 'コードを使う' }));
    const refused = page.environment.mock.getMostRecentOperation();
    expect(refused.request.node.params.name).toBe('useRedeemReferralCodeMutation');
    expect(refused.request.variables.input).toMatchObject({ code: 'kuro-zzzz' });
    await act(async () => {
      page.environment.mock.resolve(
        refused,
        MockPayloadGenerator.generate(refused, {
          Mutation: () => ({
            redeemReferralCode: {
              __typename: 'InviteCodeError',
              message: 'この招待コードは見つかりませんでした。コードをもう一度ご確認ください。',
            },
          }),
        }),
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent('この招待コードは見つかりませんでした');
    await page.user.click(screen.getByRole('button', { name: 'コードを使う' }));
    const accepted = page.environment.mock.getMostRecentOperation();
    await act(async () => {
      page.environment.mock.resolve(
        accepted,
        MockPayloadGenerator.generate(accepted, {
          Mutation: () => ({
            redeemReferralCode: {
              __typename: 'RedeemReferralCodePayload',
              rewardCoins: 200,
              inviter: { displayName: 'くろねこ' },
              viewer: {
                coinBalance: { total: 1750 },
                referral: { hasUsedCode: true, invitedBy: { displayName: 'くろねこ' } },
              },
            },
          }),
        }),
      );
    });
    expect(
      await screen.findByText('招待コードを使いました！200コインを受け取りました。'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('invited-by')).toHaveTextContent(
      'くろねこさんの招待コードで参加しました。',
    );
    expect(screen.queryByRole('textbox', { name: '招待コード' })).not.toBeInTheDocument();
    expect(screen.getByTestId('coin-balance')).toHaveTextContent('1750');
  });

  it('asks a visitor to join instead of showing codes', async () => {
    const page = renderReferralPage(null, 'en');
    await page.resolvePage();
    expect(screen.queryByTestId('invite-code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up and join' })).toBeInTheDocument();
  });

  it('fills the shared code at onboarding and lets the fan skip', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<OnboardingReferralCodePageQuery>(
      environment,
      OnboardingReferralCodePageQueryNode,
      {},
    );
    const rendered = renderWithRelay(<OnboardingReferralCodeView queryRef={queryRef} />, {
      environment,
      locale: 'en',
      initialPath: '/onboarding/referral-code?code=HANA3M27&redirect=/mypage',
    });
    await rendered.resolveMostRecentOperation({
      Viewer: () => ({ referral: referral() }),
      ViewerReferral: () => referral(),
    });
    expect(screen.getByRole('heading', { name: 'Have an invite code?' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Invite code' })).toHaveValue('HANA3M27');
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
  });

  it('shows a campaign, its window and reward, or that there is none', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<CampaignCodePageQuery>(environment, CampaignCodePageQueryNode, {
      pageId: 'winter-2026',
    });
    const rendered = renderWithRelay(<CampaignCodeView queryRef={queryRef} />, {
      environment,
      locale: 'en',
    });
    await rendered.resolveMostRecentOperation({
      CampaignCodePage: () => ({ ...buildCampaignCodePage('en', 1), viewerRedemptionCount: 1 }),
    });
    expect(
      screen.getByRole('heading', { name: 'Season 2 premiere campaign code' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Open now')).toBeInTheDocument();
    expect(screen.getByText('100 coins')).toBeInTheDocument();
    expect(screen.getByText('Up to 1 time per fan · 10,000 left')).toBeInTheDocument();
    expect(screen.getByTestId('campaign-used')).toHaveTextContent('Used 1 of 1');
    expect(screen.getByRole('textbox', { name: 'Campaign code' })).toBeInTheDocument();

    const missingEnvironment = createMockEnvironment();
    const missingRef = loadQuery<CampaignCodePageQuery>(
      missingEnvironment,
      CampaignCodePageQueryNode,
      { pageId: 'no-such-campaign' },
    );
    rendered.unmount();
    const missing = renderWithRelay(<CampaignCodeView queryRef={missingRef} />, {
      environment: missingEnvironment,
      locale: 'en',
    });
    await missing.resolveMostRecentOperation({
      Community: () => ({ campaignCodePage: null }),
    });
    expect(
      screen.getByRole('heading', { name: 'This campaign could not be found' }),
    ).toBeInTheDocument();
  });
});
