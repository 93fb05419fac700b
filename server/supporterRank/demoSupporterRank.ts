// The demo garden's supporter season: four ranks from ブロンズ to プラチナ, open now for a few
// more weeks, with the regulars already on the leaderboard (Alex chose to appear anonymously).
import type { SupporterRankSeed } from './seedSupporterRank';

export const demoSupporterRank: SupporterRankSeed = {
  seasons: [
    {
      title: { ja: '2026 冬シーズン', en: 'Winter Season 2026' },
      description: {
        ja: 'チャットや投稿、毎日の来園でサポーターポイントを集めて、ランクアップを目指そう。シーズン終了時のランクに応じて報酬をお届けします。',
        en: 'Collect supporter points by chatting, posting and visiting every day, and climb the ranks. Rewards arrive at the end of the season, by the rank you hold.',
      },
      firstDayOffset: -20,
      lastDayOffset: 24,
      countsSpending: true,
      ranks: [
        {
          key: 'bronze',
          name: { ja: 'ブロンズ', en: 'Bronze' },
          threshold: 30,
          rewards: [{ kind: 'COIN', amount: 30 }],
        },
        {
          key: 'silver',
          name: { ja: 'シルバー', en: 'Silver' },
          threshold: 150,
          rewards: [{ kind: 'COIN', amount: 100 }],
        },
        {
          key: 'gold',
          name: { ja: 'ゴールド', en: 'Gold' },
          threshold: 400,
          rewards: [{ kind: 'COIN', amount: 300 }],
        },
        {
          key: 'platinum',
          name: { ja: 'プラチナ', en: 'Platinum' },
          threshold: 1000,
          rewards: [
            { kind: 'COIN', amount: 500 },
            { kind: 'NFT', amount: 1 },
          ],
        },
      ],
    },
  ],
  activity: {
    kuro: { CHAT_ROOM_POST: 40, LOGGED_IN: 18, POST: 6, POST_LIKE: 30 },
    hana: { CHAT_ROOM_POST: 20, LOGGED_IN: 12, POST: 3, POST_LIKE: 10 },
    alex: { CHAT_ROOM_POST: 8, LOGGED_IN: 6, COMMENT: 4 },
  },
  anonymous: ['alex'],
};
