// The referrals feature: every fan's invite code and the one use of a friend's code, the
// garden's referral rewards, and the operators' campaign code pages.
import type { CommunityLoaders } from '../community/loaders';
import { defineServerFeature } from '../platform/serverFeature';
import { campaignResolvers } from './campaignResolvers';
import { createReferralsLoaders } from './loaders';
import { referralOperatorResolvers } from './operatorResolvers';
import { referralResolvers } from './referralResolvers';
import {
  campaignCodeFailures,
  campaignCodePages,
  campaignCodeRedemptions,
  campaignCodes,
  referralCodes,
  referralRedemptions,
  referralSettings,
} from './tables';

export const referralsFeature = defineServerFeature({
  name: 'referrals',
  resolvers: [referralResolvers, campaignResolvers, referralOperatorResolvers],
  tables: {
    referralCodes,
    referralRedemptions,
    referralSettings,
    campaignCodePages,
    campaignCodes,
    campaignCodeRedemptions,
    campaignCodeFailures,
  },
  loaders: (scope, others) =>
    createReferralsLoaders(scope, others as { community: CommunityLoaders }),
  nodeTypes: {
    CampaignCodePage: (loaders) => loaders.campaignPageById,
  },
});
