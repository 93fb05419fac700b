// The second test tenant's codes: the same campaign address and a code of its own, so the
// tests can show that a code of another garden is "not found" here.
import type { ReferralsSeed } from './seedReferrals';

export const otherReferrals: ReferralsSeed = {
  program: { inviterCoins: 5, inviteeCoins: 5 },
  codes: { stranger: 'STRNGR23' },
  campaignPages: [
    {
      slug: 'winter-2026',
      title: { en: 'The other garden’s campaign code' },
      description: { en: 'Only for the other garden.' },
      rewardCoins: 1,
      perFanLimit: 1,
      totalLimit: 10,
      startsInDays: -1,
      endsInDays: 30,
      sharedCodes: ['OTHERGARDEN'],
    },
  ],
};
