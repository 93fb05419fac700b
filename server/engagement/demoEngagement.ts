// The demo garden's badges, missions, step track, check-in presents and exchange, and voting
// events (『魔王子と人形』), in Japanese and English.
import type { EngagementSeed } from './seedEngagement';

export const demoEngagement: EngagementSeed = {
  badges: [
    {
      key: 'first-bloom',
      name: { ja: 'はじめの一輪', en: 'First Bloom' },
      description: {
        ja: 'ガーデンに参加して、最初の一歩を踏み出しました。',
        en: 'Joined the garden and took the first step.',
      },
      symbol: '🌹',
      imageUrl: '/images/badges/first-bloom.svg',
    },
    {
      key: 'chatterbox',
      name: { ja: 'おしゃべり上手', en: 'Chatterbox' },
      description: {
        ja: 'チャットで50回語り合いました。',
        en: 'Talked 50 times in the chat rooms.',
      },
      symbol: '💬',
      imageUrl: '/images/badges/chatterbox.svg',
    },
    {
      key: 'night-owl',
      name: { ja: '夜更かしの観客', en: 'Night Owl' },
      description: {
        ja: '7日連続でチェックインしました。魔王子も夜型です。',
        en: 'Checked in seven days in a row. The prince keeps late hours too.',
      },
      symbol: '🦉',
      imageUrl: '/images/badges/night-owl.svg',
    },
    {
      key: 'garden-keeper',
      name: { ja: '庭園の守り手', en: 'Garden Keeper' },
      description: {
        ja: 'ステップミッションをすべて達成した証。',
        en: 'Proof of finishing every step of the step mission.',
      },
      symbol: '🗝️',
      imageUrl: '/images/badges/garden-keeper.svg',
    },
  ],
  missions: [
    {
      kind: 'LOGGED_IN',
      period: 'DAILY',
      targetCount: 1,
      title: { ja: '今日も庭園へ', en: 'Visit the garden today' },
      description: {
        ja: 'ガーデンを開くだけでOK。毎日0時（日本時間）にリセットされます。',
        en: 'Just open the garden. Resets daily at midnight Japan time.',
      },
      rewards: [
        { kind: 'COIN', amount: 5 },
        { kind: 'STEP_MISSION_POINT', amount: 1 },
      ],
    },
    {
      kind: 'CHAT_ROOM_POST',
      period: 'DAILY',
      targetCount: 3,
      title: { ja: 'チャットで3回語ろう', en: 'Post 3 times in chat' },
      description: {
        ja: '雑談ルームでも感想ルームでも。推しについて語り合いましょう。',
        en: 'Any room counts. Tell everyone about your favourite.',
      },
      rewards: [
        { kind: 'COIN', amount: 10 },
        { kind: 'STEP_MISSION_POINT', amount: 2 },
      ],
    },
    {
      kind: 'POST_LIKE',
      period: 'DAILY',
      targetCount: 5,
      title: { ja: '5つの投稿にいいね', en: 'Like 5 posts' },
      description: {
        ja: '素敵なファンアートや感想に、いいねを届けましょう。',
        en: 'Send a like to fan art and reviews you love.',
      },
      rewards: [
        { kind: 'COIN', amount: 5 },
        { kind: 'STEP_MISSION_POINT', amount: 1 },
      ],
    },
    {
      kind: 'POST',
      period: 'WEEKLY',
      targetCount: 1,
      title: { ja: '今週の感想を投稿', en: "Post this week's thoughts" },
      description: {
        ja: '最新話の感想やファンアートを1件投稿。毎週月曜にリセット。',
        en: 'Share one post about the latest episode. Resets every Monday.',
      },
      rewards: [
        { kind: 'COIN', amount: 30 },
        { kind: 'STEP_MISSION_POINT', amount: 3 },
      ],
    },
    {
      kind: 'COMMENT',
      period: 'WEEKLY',
      targetCount: 5,
      title: { ja: 'コメントを5件', en: 'Leave 5 comments' },
      description: {
        ja: 'ほかのファンの投稿にコメントして、会話を広げましょう。',
        en: "Comment on other fans' posts and keep the conversation going.",
      },
      rewards: [
        { kind: 'COIN', amount: 20 },
        { kind: 'TREASURE_MACHINE_TICKET', amount: 1 },
      ],
    },
    {
      kind: 'CHAT_ROOM_POST',
      period: 'MONTHLY',
      targetCount: 50,
      title: { ja: '今月50回のおしゃべり', en: '50 chat posts this month' },
      description: {
        ja: '月に50回チャットに参加すると、バッジ「おしゃべり上手」を獲得。',
        en: 'Post 50 times this month to earn the Chatterbox badge.',
      },
      rewards: [
        { kind: 'PROFILE_BADGE', amount: 1, badgeKey: 'chatterbox' },
        { kind: 'COIN', amount: 50 },
      ],
    },
    {
      kind: 'USER_FOLLOW',
      period: 'ONCE',
      targetCount: 3,
      title: { ja: '3人のファンをフォロー', en: 'Follow 3 fans' },
      description: {
        ja: '気になるファンをフォローして、タイムラインを彩りましょう。達成するとカード「はじまりの夜」をプレゼント。',
        en: 'Follow fans you like to fill your timeline, and get the card "The first night".',
      },
      rewards: [
        { kind: 'COLLECTABLE_CARD', amount: 1, cardKey: 'prince-first-meeting' },
        { kind: 'COIN', amount: 30 },
      ],
    },
    {
      kind: 'COMMUNITY_REGISTRATION',
      period: 'ONCE',
      targetCount: 1,
      title: { ja: 'ガーデンへようこそ', en: 'Welcome to the garden' },
      description: {
        ja: '参加のお祝いに、バッジ「はじめの一輪」を贈ります。',
        en: 'A First Bloom badge to celebrate your arrival.',
      },
      rewards: [
        { kind: 'PROFILE_BADGE', amount: 1, badgeKey: 'first-bloom' },
        { kind: 'COIN', amount: 100 },
      ],
    },
    {
      kind: 'TREASURE_MACHINE_DRAW',
      period: 'DAILY',
      targetCount: 1,
      title: { ja: 'ガチャを1回まわす', en: 'Draw once at the treasure machine' },
      description: {
        ja: '宝箱マシンを1回まわしましょう。',
        en: 'Give the treasure machine a spin.',
      },
      rewards: [{ kind: 'COIN', amount: 5 }],
    },
  ],
  steps: [
    {
      title: { ja: '王子の招待状', en: "The prince's invitation" },
      requiredPoints: 3,
      rewards: [{ kind: 'COIN', amount: 20 }],
    },
    {
      title: { ja: '人形の糸', en: "The puppet's thread" },
      requiredPoints: 8,
      rewards: [{ kind: 'TREASURE_MACHINE_TICKET', amount: 1 }],
    },
    {
      title: { ja: '月夜の舞踏会', en: 'The moonlit ball' },
      requiredPoints: 15,
      rewards: [{ kind: 'COIN', amount: 80 }],
    },
    {
      title: { ja: '薔薇の誓い', en: 'The vow of roses' },
      requiredPoints: 25,
      rewards: [{ kind: 'COLLECTABLE_CARD', amount: 1, cardKey: 'prince-rose-vow' }],
    },
    {
      title: { ja: '魔王城の鍵', en: "The key to the demon's castle" },
      requiredPoints: 40,
      rewards: [
        { kind: 'PROFILE_BADGE', amount: 1, badgeKey: 'garden-keeper' },
        { kind: 'COIN', amount: 200 },
      ],
    },
  ],
  presents: [
    {
      rule: 'STREAK',
      threshold: 3,
      title: { ja: '3日連続チェックイン', en: '3-day streak' },
      description: { ja: '3日続けて来てくれたあなたへ。', en: 'For coming three days in a row.' },
      rewards: [{ kind: 'COIN', amount: 15 }],
    },
    {
      rule: 'STREAK',
      threshold: 7,
      title: { ja: '7日連続チェックイン', en: '7-day streak' },
      description: {
        ja: '1週間皆勤！バッジ「夜更かしの観客」を贈ります。',
        en: 'A full week! Take the Night Owl badge.',
      },
      rewards: [
        { kind: 'PROFILE_BADGE', amount: 1, badgeKey: 'night-owl' },
        { kind: 'COIN', amount: 50 },
      ],
    },
    {
      rule: 'TOTAL',
      threshold: 10,
      title: { ja: '通算10日', en: '10 days in total' },
      description: {
        ja: '通算10日のチェックインで宝箱チケット。',
        en: 'A treasure machine ticket for ten check-ins.',
      },
      rewards: [{ kind: 'TREASURE_MACHINE_TICKET', amount: 1 }],
    },
    {
      rule: 'TOTAL',
      threshold: 30,
      title: { ja: '通算30日', en: '30 days in total' },
      description: { ja: 'ひと月分の感謝をこめて。', en: 'A month of thanks.' },
      rewards: [{ kind: 'COIN', amount: 300 }],
    },
  ],
  storeItems: [
    {
      title: { ja: 'コイン10枚', en: '10 coins' },
      description: {
        ja: 'チェックインポイントをコインに交換。',
        en: 'Trade check-in points for coins.',
      },
      pricePoints: 30,
      rewards: [{ kind: 'COIN', amount: 10 }],
    },
    {
      title: { ja: '宝箱チケット', en: 'Treasure machine ticket' },
      description: {
        ja: '宝箱マシンを1回まわせるチケット。',
        en: 'One spin of the treasure machine.',
      },
      pricePoints: 100,
      rewards: [{ kind: 'TREASURE_MACHINE_TICKET', amount: 1 }],
    },
    {
      title: { ja: 'ステップポイント×2', en: '2 step mission points' },
      description: {
        ja: 'ステップミッションを一歩進めましょう。',
        en: 'Move ahead on the step mission.',
      },
      pricePoints: 60,
      rewards: [{ kind: 'STEP_MISSION_POINT', amount: 2 }],
    },
  ],
  votingEvents: [
    {
      identifier: 'best-scene-2026',
      title: { ja: '第1期 名場面総選挙', en: 'Season 1 Best Scene Election' },
      description: {
        ja: 'あなたが選ぶ第1期の名場面は？ 1日3票まで投票できます。上位の場面は記念イラストになります。',
        en: 'Which scene of season 1 is the best? Vote up to 3 times a day. The winners become commemorative art.',
      },
      imageUrl: '/images/garden/banner.svg',
      opensInDays: -3,
      closesInDays: 11,
      freeVotesPerDay: 3,
      showCounts: true,
      shareRewardCoins: 10,
      candidates: [
        {
          name: { ja: '月下の契約', en: 'The pact under the moon' },
          description: {
            ja: '第1話。王子が人形に名前を与える場面。',
            en: 'Episode 1: the prince gives the puppet a name.',
          },
          imageUrl: '/images/channels/moon.svg',
          votes: 412,
        },
        {
          name: { ja: '仮面舞踏会', en: 'The masquerade' },
          description: {
            ja: '第5話。仮面越しに交わす一曲。',
            en: 'Episode 5: one dance behind the masks.',
          },
          imageUrl: '/images/channels/mask.svg',
          votes: 388,
        },
        {
          name: { ja: '薔薇園の約束', en: 'The promise in the rose garden' },
          description: {
            ja: '第8話。人形が初めて笑った日。',
            en: 'Episode 8: the day the puppet first smiled.',
          },
          imageUrl: '/images/channels/rose.svg',
          votes: 451,
        },
        {
          name: { ja: '羽ペンの手紙', en: 'The quill letter' },
          description: {
            ja: '第11話。届かなかった手紙の真相。',
            en: 'Episode 11: the truth of the letter never sent.',
          },
          imageUrl: '/images/channels/quill.svg',
          votes: 276,
        },
      ],
    },
    {
      identifier: 'favourite-character-spring',
      title: { ja: '春の推しキャラ投票', en: 'Spring favourite character poll' },
      description: {
        ja: '春の投票は終了しました。たくさんの投票ありがとうございました！',
        en: 'The spring poll has closed. Thank you for every vote!',
      },
      imageUrl: '/images/garden/crest.svg',
      opensInDays: -40,
      closesInDays: -10,
      freeVotesPerDay: 1,
      showCounts: false,
      shareRewardCoins: 5,
      candidates: [
        {
          name: { ja: '魔王子ルシアン', en: 'Prince Lucien' },
          description: {
            ja: '気まぐれで寂しがりな魔界の王子。',
            en: 'The whimsical, lonely prince of the demon realm.',
          },
          imageUrl: '/images/garden/prince.svg',
          votes: 1893,
        },
        {
          name: { ja: '人形のリラ', en: 'Lila the puppet' },
          description: {
            ja: '心を持ち始めた、王子の人形。',
            en: "The prince's puppet, who has begun to feel.",
          },
          imageUrl: '/images/garden/puppet.svg',
          votes: 2041,
        },
      ],
    },
  ],
  earnedBadges: [
    { fan: 'kuro', badge: 'first-bloom' },
    { fan: 'kuro', badge: 'night-owl', shown: true },
    { fan: 'hana', badge: 'first-bloom', shown: true },
    { fan: 'hana', badge: 'chatterbox' },
  ],
};
