// The demo garden's invite codes and campaign code pages (README "Invite and campaign codes").
import type { ReferralsSeed } from './seedReferrals';

export const demoReferrals: ReferralsSeed = {
  program: { inviterCoins: 300, inviteeCoins: 200 },
  codes: { kuro: 'KURN3K28', hana: 'HANA3M27', alex: 'TRNT7AXE' },
  // Alex joined with Hana's code.
  invitations: [['alex', 'hana']],
  campaignPages: [
    {
      slug: 'winter-2026',
      title: {
        ja: '第2期放送記念 キャンペーンコード',
        en: 'Season 2 premiere campaign code',
      },
      description: {
        ja: '第2期第1話の放送中に発表されたコードを入力すると、コミュニティコインを100枚プレゼント。お一人様1回まで、先着10,000名様です。',
        en: 'Enter the code announced during the season 2 premiere and get 100 community coins. Once per fan, for the first 10,000 fans.',
      },
      rewardCoins: 100,
      perFanLimit: 1,
      totalLimit: 10_000,
      startsInDays: -7,
      endsInDays: 60,
      sharedCodes: ['MOONLIT2026'],
    },
    {
      slug: 'blu-ray-vol1',
      title: {
        ja: 'Blu-ray 第1巻 封入シリアルコード',
        en: 'Blu-ray vol. 1 serial code',
      },
      description: {
        ja: 'Blu-ray 第1巻に封入のシリアルコードを入力すると、コミュニティコインを300枚プレゼント。コードは1つにつき1回、お一人様3つまで使えます。',
        en: 'Enter the serial code packed with Blu-ray vol. 1 and get 300 community coins. Each code works once; one fan can use up to three.',
      },
      rewardCoins: 300,
      perFanLimit: 3,
      totalLimit: 50_000,
      startsInDays: -30,
      endsInDays: 335,
      singleUseCodes: ['BDVOL1A7K2Q9', 'BDVOL1M4X8T3', 'BDVOL1R6W2Z5'],
    },
  ],
};
