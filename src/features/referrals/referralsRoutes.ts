import type { CampaignCodePageQuery } from '../../__generated__/CampaignCodePageQuery.graphql';
import type { OnboardingReferralCodePageQuery } from '../../__generated__/OnboardingReferralCodePageQuery.graphql';
import type { ReferralCodePageQuery } from '../../__generated__/ReferralCodePageQuery.graphql';
import { featureRoutes, pageQuery } from '../../routing/routeDeclaration';

/** Invite codes (the fan's own, and a friend's at onboarding) and campaign code pages. */
export const referralsRoutes = featureRoutes('referrals', [
  {
    path: 'referral-code',
    page: 'ReferralCodePage',
    // The coin balance chip speaks the engagement feature's words.
    namespaces: ['referrals', 'engagement'],
    query: pageQuery<ReferralCodePageQuery>(
      () => import('../../__generated__/ReferralCodePageQuery.graphql'),
      undefined,
      'network-only',
    ),
  },
  {
    path: 'onboarding/referral-code',
    page: 'OnboardingReferralCodePage',
    namespaces: ['referrals', 'engagement'],
    query: pageQuery<OnboardingReferralCodePageQuery>(
      () => import('../../__generated__/OnboardingReferralCodePageQuery.graphql'),
      undefined,
      'network-only',
    ),
  },
  {
    path: 'campaign-code/:campaignCodePageId',
    page: 'CampaignCodePage',
    namespaces: ['referrals', 'engagement'],
    // network-only: what is left of the campaign and the viewer's use of it change by the minute.
    query: pageQuery<CampaignCodePageQuery>(
      () => import('../../__generated__/CampaignCodePageQuery.graphql'),
      (params) => ({ pageId: params.campaignCodePageId ?? '' }),
      'network-only',
    ),
  },
]);
