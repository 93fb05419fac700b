// The second test tenant's engagement content (server/testing/testGarden.ts): one of each, so
// tenancy tests can prove none of it reaches the demo garden.
import type { EngagementSeed } from './seedEngagement';

const text = (en: string) => ({ en });

export const otherEngagement: EngagementSeed = {
  badges: [
    {
      key: 'secret-badge',
      name: text('Secret badge'),
      description: text('Only for the other garden.'),
      symbol: '🔒',
    },
  ],
  missions: [
    {
      kind: 'CHAT_ROOM_POST',
      period: 'DAILY',
      targetCount: 1,
      title: text('Secret mission'),
      description: text('Only for the other garden.'),
      rewards: [{ kind: 'COIN', amount: 1 }],
    },
  ],
  steps: [
    { title: text('Secret step'), requiredPoints: 1, rewards: [{ kind: 'COIN', amount: 1 }] },
  ],
  presents: [
    {
      rule: 'TOTAL',
      threshold: 1,
      title: text('Secret present'),
      description: text('Only for the other garden.'),
      rewards: [{ kind: 'COIN', amount: 1 }],
    },
  ],
  storeItems: [
    {
      title: text('Secret item'),
      description: text('Only for the other garden.'),
      pricePoints: 1,
      rewards: [{ kind: 'COIN', amount: 1 }],
    },
  ],
  votingEvents: [
    {
      identifier: 'secret-vote',
      title: text('Secret vote'),
      description: text('Only for the other garden.'),
      opensInDays: -1,
      closesInDays: 30,
      freeVotesPerDay: 1,
      showCounts: true,
      shareRewardCoins: 1,
      candidates: [
        { name: text('Secret A'), description: text('A'), votes: 1 },
        { name: text('Secret B'), description: text('B'), votes: 2 },
      ],
    },
  ],
  earnedBadges: [{ fan: 'stranger', badge: 'secret-badge', shown: true }],
};
