// The demo garden's news and official schedule, in Japanese and English.
import type { InformationSeed } from './seedInformation';

export const demoInformation: InformationSeed = {
  articles: [
    {
      category: 'NEWS',
      membersOnly: true,
      hoursAgo: 6,
      title: {
        ja: '【メンバー限定】第2部の絵コンテから：人形が初めて笑う場面',
        en: '[Members only] From the Part 2 storyboards: the scene where the puppet first smiles',
      },
      paragraphs: {
        ja: [
          '庭師の会のみなさま、いつもありがとうございます。今回は第2部の絵コンテから、人形が初めて笑う場面をご紹介します。',
          'この場面は三度描き直しました。最初の案では魔王子が振り向いていましたが、人形の表情だけで伝えたいと考え、背中越しの構図に変えています。',
          '完成版は来月の配信でお届けします。感想はぜひメンバー限定チャットで聞かせてください。',
        ],
        en: [
          'Thank you, members of the Gardeners’ Circle. This time we share the storyboard of the scene where the puppet smiles for the first time, from Part 2.',
          'We drew this scene three times. In the first draft the Demon Prince turned around, but we wanted the puppet’s face alone to carry it, so we moved the camera behind his back.',
          'The finished scene streams next month. Tell us what you think in the members’ chat.',
        ],
      },
    },
    {
      category: 'NEWS',
      pinned: true,
      hoursAgo: 30,
      title: {
        ja: '公式ファンコミュニティ「魔王子と人形の庭」オープン！',
        en: 'The official fan community "The Garden of the Demon Prince and the Puppet" is open!',
      },
      paragraphs: {
        ja: [
          'いつも『魔王子と人形』を応援いただきありがとうございます。本日、公式ファンコミュニティがオープンしました。',
          'チャットで感想を語り合ったり、タイムラインにファンアートを投稿したり、ここでしか見られない公式の記事をお楽しみください。',
          'コミュニティのルールをお読みのうえ、みなさまが気持ちよく過ごせる庭にしていきましょう。',
        ],
        en: [
          'Thank you for always supporting "The Demon Prince and the Puppet". Today our official fan community opens its doors.',
          'Talk about the story in the chat, post your fan art on the timeline, and enjoy official articles you will find only here.',
          'Please read the community rules, and let us make this a garden where everyone feels at home.',
        ],
      },
    },
    {
      category: 'EVENT',
      hoursAgo: 20,
      title: {
        ja: '第1話 同時視聴会を開催します',
        en: 'Join our episode 1 watch party',
      },
      paragraphs: {
        ja: [
          '第1話をみんなで一緒に観る同時視聴会を開催します。キャストによるコメンタリー付きです。',
          '日時と配信URLは「イベント」ページからご確認ください。カレンダーへの追加もできます。',
        ],
        en: [
          'We are holding a watch party of episode 1, with commentary from the cast.',
          'See the Events page for the time and the stream link; you can add it to your calendar there.',
        ],
      },
    },
    {
      category: 'GOODS',
      hoursAgo: 8,
      title: {
        ja: '描き下ろしアクリルスタンド 予約受付開始',
        en: 'Pre-orders open for the newly drawn acrylic stands',
      },
      paragraphs: {
        ja: [
          '王子と人形の描き下ろしアクリルスタンドの予約受付を開始しました。',
          'ストアにて数量限定で販売中です。お届けは来月下旬を予定しています。',
        ],
        en: [
          'Pre-orders for the newly drawn acrylic stands of the prince and the puppet are now open.',
          'They are on sale in the store in limited numbers; delivery is planned for late next month.',
        ],
      },
    },
    {
      category: 'MAINTENANCE',
      hoursAgo: 2,
      title: {
        ja: '定期メンテナンスのお知らせ',
        en: 'Scheduled maintenance',
      },
      paragraphs: {
        ja: [
          '毎週水曜日の午前4時から午前5時まで、定期メンテナンスを行います。',
          'メンテナンス中はチャットと投稿がご利用いただけません。ご不便をおかけしますが、ご理解をお願いいたします。',
        ],
        en: [
          'Every Wednesday from 4:00 to 5:00 (Japan time) we run scheduled maintenance.',
          'Chat and posting are unavailable during maintenance. Thank you for your understanding.',
        ],
      },
    },
  ],
  schedules: [
    {
      title: { ja: '第1話 同時視聴会', en: 'Episode 1 watch party' },
      description: {
        ja: 'キャストのコメンタリー付きで第1話をみんなで観ましょう。チャットの「ひろば」で感想を語り合えます。',
        en: 'Watch episode 1 together with commentary from the cast, and share your thoughts in the Lobby chat.',
      },
      startsInDays: 2,
      tokyoHour: 21,
      durationHours: 1.5,
      streamUrl: 'https://www.youtube.com/@demon-prince-puppet',
    },
    {
      title: {
        ja: '王子役キャスト 誕生日生配信',
        en: "Birthday live stream with the prince's voice actor",
      },
      description: {
        ja: 'お誕生日をみんなでお祝いしましょう！配信中のコメントはチャットでも読み上げます。',
        en: "Let's celebrate together! Comments from the chat will be read out during the stream.",
      },
      startsInDays: 6,
      tokyoHour: 20,
      durationHours: 1,
      streamUrl: 'https://www.youtube.com/@demon-prince-puppet',
    },
    {
      title: { ja: '原画展「人形の見た夢」', en: 'Original art exhibition "The Puppet\'s Dream"' },
      description: {
        ja: '作中の原画と設定資料を展示します。会場限定グッズの販売もあります。',
        en: 'Original drawings and design sheets from the series, with goods sold only at the venue.',
      },
      startsInDays: 14,
      tokyoHour: 10,
      durationHours: 24 * 9 + 9,
      place: {
        ja: '東京・池袋 サンシャインシティ 展示ホールC',
        en: 'Sunshine City Exhibition Hall C, Ikebukuro, Tokyo',
      },
    },
  ],
};
