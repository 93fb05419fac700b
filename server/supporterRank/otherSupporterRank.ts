// The second test tenant's season: one of its own, so the tests can show that a season of
// another garden is "not found" here and its fans never show on this garden's leaderboard.
import type { SupporterRankSeed } from './seedSupporterRank';

export const otherSupporterRank: SupporterRankSeed = {
  seasons: [
    {
      title: { en: 'The other garden’s season' },
      description: { en: 'Only for the other garden.' },
      firstDayOffset: -5,
      lastDayOffset: 25,
      countsSpending: false,
      ranks: [
        {
          key: 'bronze',
          name: { en: 'Bronze' },
          threshold: 10,
          rewards: [{ kind: 'COIN', amount: 1 }],
        },
      ],
    },
  ],
  activity: { stranger: { CHAT_ROOM_POST: 5 } },
  anonymous: ['stranger'],
};
