// The demo garden's membership plan, in Japanese and English.
import type { MembershipSeed } from './seedMemberships';

export const demoMemberships: MembershipSeed = {
  plans: [
    {
      name: { ja: '庭師の会', en: 'Gardeners’ Circle' },
      description: {
        ja: '『魔王子と人形』を毎月応援するメンバーシップです。メンバー限定のお知らせ（制作の裏話や先行情報）を全文お読みいただけるほか、メンバー限定チャットへの参加、メンバー限定映像の視聴、対象の抽選での追加1回の特典があります。',
        en: 'A monthly membership to support "The Demon Prince and the Puppet". Read the members-only news in full (behind-the-scenes stories and early announcements), join the members’ chat, watch the members-only films, and get one extra entry in eligible draws.',
      },
      monthlyPrice: 550,
      perks: ['MEMBERS_ONLY_POSTS', 'LIMITED_CHAT', 'EXTRA_DRAWS', 'MEMBERS_ONLY_VIDEOS'],
    },
  ],
};
