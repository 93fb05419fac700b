// The words of the mock garden (tenant demo: the demon prince and the puppet), in
// both languages. This is fixture data standing in for what fans and staff write,
// not UI copy: UI strings live in locales/.

export type MockLocale = 'ja' | 'en';

export interface Localized {
  ja: string;
  en: string;
}

export const MOCK_TENANT_ID = 'demo';

/** Every mock date is counted back from this instant, so answers never drift. */
export const MOCK_NOW = Date.parse('2026-11-21T12:00:00.000Z');

export const gardenCommunity = {
  name: { ja: '魔王子と人形の庭', en: 'The Garden of the Demon Prince and the Puppet' },
  description: {
    ja: '魔王子と人形の物語を愛するファンが集う、公式コミュニティです。',
    en: 'The official community where fans of the demon prince and the puppet gather.',
  },
  bannerUrl: '/mock/garden-banner.svg',
  memberCount: 1284,
} as const;

/**
 * What fans say in a channel: a topic and a remark, each fitting the channel, in the
 * language the fan writes in. Every topic goes with every remark, so a channel holds
 * 7 × 7 distinct lines per language and the mock never repeats a line in one channel.
 */
export interface ChannelTalk {
  topics: readonly string[];
  remarks: readonly string[];
}

export interface GardenChannel {
  name: Localized;
  description: Localized;
  talk: Record<MockLocale, ChannelTalk>;
}

export const gardenChannels: readonly GardenChannel[] = [
  {
    name: { ja: 'ひろば', en: 'The Square' },
    description: {
      ja: '庭のみんなで気軽におしゃべりしましょう。',
      en: 'Chat freely with everyone in the garden.',
    },
    talk: {
      ja: {
        topics: [
          '今朝の庭の薔薇、',
          '新しく来た仲間さんたち、',
          '週末の読み返し会、',
          'みんなの推しの場面、',
          '今日の更新通知、',
          '庭のお茶会の話、',
          '雨の日の庭、',
        ],
        remarks: [
          'いい感じですね。',
          'すっかり楽しみになりました。',
          '誰か一緒に語りませんか？',
          'おかげで元気が出ました。',
          'みなさんはどう思います？',
          '今日もありがとうございます。',
          'ゆっくり眺めていたいです。',
        ],
      },
      en: {
        topics: [
          'The garden roses this morning',
          'All the newcomers this week',
          'The weekend reread party',
          'Everyone’s favourite scenes',
          "Today's update notification",
          'The tea party idea',
          'A rainy day in the garden',
        ],
        remarks: [
          'it made my day.',
          'exactly what I needed.',
          'anyone want to chat about it?',
          'it cheered me up a lot.',
          'what does everyone think?',
          'thank you all, as always.',
          'such a calm way to spend the evening.',
        ],
      },
    },
  },
  {
    name: { ja: '物語の感想', en: 'Story Thoughts' },
    description: {
      ja: '最新章の感想はこちらへ。ネタバレにご注意を。',
      en: 'Thoughts on the latest chapter. Mind the spoilers.',
    },
    talk: {
      ja: {
        topics: [
          '第12章の最後のセリフ、',
          '魔王子が人形に名前をつける場面、',
          '人形の糸が切れる場面、',
          '第11章の城の回想、',
          '魔王子の過去が明かされた回、',
          '人形が初めて笑った場面、',
          '最新章の扉絵、',
        ],
        remarks: [
          '鳥肌が立ちました。',
          '何度も読み返しています。',
          '涙なしでは読めません。',
          '伏線だったんですね。',
          '解釈が分かれそうです。',
          '次の章が待ちきれません。',
          '心に刺さりました。',
        ],
      },
      en: {
        topics: [
          'The last line of chapter 12',
          'The scene where the prince names the puppet',
          "The moment the puppet's strings snap",
          'The castle flashback in chapter 11',
          "The chapter that reveals the prince's past",
          'The first time the puppet smiles',
          "The latest chapter's title page",
        ],
        remarks: [
          'it gave me goosebumps.',
          'I keep rereading it.',
          'it had me in tears.',
          'it was foreshadowed all along, wasn’t it?',
          'it could be read two ways, I think.',
          'the wait for the next chapter is unbearable.',
          'it hit me right in the heart.',
        ],
      },
    },
  },
  {
    name: { ja: 'ファンアート', en: 'Fan Art' },
    description: {
      ja: '魔王子と人形の絵を見せ合う場所です。',
      en: 'Show each other your drawings of the prince and the puppet.',
    },
    talk: {
      ja: {
        topics: [
          '水彩で描いた魔王子、',
          '人形の衣装のラフ、',
          '薔薇の庭の背景、',
          'ちびキャラの二人、',
          '線画だけの途中経過、',
          '月夜の魔王子の厚塗り、',
          '人形の横顔のスケッチ、',
        ],
        remarks: [
          '見ていただけると嬉しいです。',
          '色塗りに三日かかりました。',
          'アドバイスをください！',
          '思ったより上手くいきました。',
          'アイコンに使ってもいいですよ。',
          '次はカラーで仕上げます。',
          '髪の流れを頑張りました。',
        ],
      },
      en: {
        topics: [
          'My watercolour of the prince',
          'A rough of the puppet’s costume',
          'The rose-garden background',
          'Chibi versions of the two of them',
          'Line art, still in progress',
          'A painted moonlit prince',
          'A sketch of the puppet in profile',
        ],
        remarks: [
          'I hope you like it!',
          'it took me three evenings to colour.',
          'any advice is welcome!',
          'it turned out better than I expected.',
          'feel free to use it as an icon.',
          'a full-colour version comes next.',
          'I worked hardest on the hair.',
        ],
      },
    },
  },
  {
    name: { ja: '人形劇場', en: 'Puppet Theatre' },
    description: {
      ja: '人形のしぐさや衣装について語りましょう。',
      en: "Talk about the puppet's gestures and costumes.",
    },
    talk: {
      ja: {
        topics: [
          '人形の赤いリボン、',
          'お辞儀するときの手の角度、',
          '冬服のケープ、',
          'まばたきの間の取り方、',
          '首をかしげるしぐさ、',
          '舞踏会のドレス、',
          '糸の見せ方の演出、',
        ],
        remarks: [
          '本当にかわいいです。',
          '細かすぎて感動しました。',
          '作者のこだわりを感じます。',
          '実物大で見てみたいです。',
          '真似したくなります。',
          'ずっと見ていられます。',
          '魔王子の好みなのかも。',
        ],
      },
      en: {
        topics: [
          "The puppet's red ribbon",
          'The angle of her hands when she bows',
          'The winter cape',
          'The timing of her blinks',
          'That little head tilt',
          'The ballroom dress',
          'The way the strings are staged',
        ],
        remarks: [
          'just adorable.',
          'so detailed it moved me.',
          'you can feel how much care the author takes.',
          'I would love to see it life-size.',
          'it makes me want to try it myself.',
          'I could watch it forever.',
          'maybe it is the prince’s taste, honestly.',
        ],
      },
    },
  },
  {
    name: { ja: 'イベント情報', en: 'Events' },
    description: {
      ja: 'オンライン・オフラインのイベントのお知らせ。',
      en: 'News of online and offline events.',
    },
    talk: {
      ja: {
        topics: [
          '春の庭まつり、',
          'オンライン読書会、',
          '原画展の東京会場、',
          'ファンアート投稿企画、',
          'スタンプラリー、',
          'サイン会の抽選、',
          '配信での同時視聴会、',
        ],
        remarks: [
          '参加します！',
          '日程はもう決まりましたか？',
          '整理券はどこでもらえますか？',
          '初めてなので楽しみです。',
          '現地で会えたら嬉しいです。',
          '告知ありがとうございます。',
          '遠方なので配信があると助かります。',
        ],
      },
      en: {
        topics: [
          'The Spring Garden Festival',
          'The online reading circle',
          'The original-art exhibition in Tokyo',
          'The fan art contest',
          'The stamp rally',
          'The signing-session lottery',
          'The watch-along stream',
        ],
        remarks: [
          'count me in!',
          'is there a date yet?',
          'where do we get tickets?',
          'it will be my first, so excited.',
          'hope to meet some of you there.',
          'thanks for the announcement.',
          'I will join from far away, can’t wait.',
        ],
      },
    },
  },
];

/** Fans' display names are chosen by the fans, so they are not translated; each writes in one language. */
export const gardenFans: readonly {
  displayName: string;
  avatarUrl: string;
  writes: MockLocale;
  bio: string;
}[] = [
  {
    displayName: '薔薇の番人',
    avatarUrl: '/mock/avatar-1.svg',
    writes: 'ja',
    bio: '第1話から王子一筋。放送後はネタバレ部屋で語っています。',
  },
  {
    displayName: 'Midnight Marionette',
    avatarUrl: '/mock/avatar-2.svg',
    writes: 'en',
    bio: 'Puppet fan from London. I sew tiny costumes for my own marionettes.',
  },
  {
    displayName: 'ルカ',
    avatarUrl: '/mock/avatar-3.svg',
    writes: 'ja',
    bio: '人形ちゃんの台詞を集めています。',
  },
  {
    displayName: 'Thornbloom',
    avatarUrl: '/mock/avatar-4.svg',
    writes: 'en',
    bio: 'Fan artist. Roses, thorns and the prince, mostly in watercolour.',
  },
  {
    displayName: '糸使いのミオ',
    avatarUrl: '/mock/avatar-5.svg',
    writes: 'ja',
    bio: '',
  },
  {
    displayName: 'Crimson Quill',
    avatarUrl: '/mock/avatar-6.svg',
    writes: 'en',
    bio: 'Writing fan fiction about the garden, one chapter a week.',
  },
];

/** Who follows whom among gardenFans, as [follower, followee] 1-based indexes, oldest first. */
export const gardenFollows: readonly [number, number][] = [
  [1, 2],
  [2, 1],
  [3, 1],
  [4, 1],
  [5, 3],
  [6, 2],
];

/** Words the mock garden's moderation refuses, as the demo tenant's (server/db/demoTenant.ts). */
export const gardenBannedWords: readonly string[] = ['badword', '禁句'];

/** What fans post on the timeline: impressions, theories and fan-art talk. */
export const gardenPosts: readonly Localized[] = [
  {
    ja: '第12話、最後に王子が人形の手を取ったところで泣きました。第1話の台詞がここで回収されるなんて。',
    en: 'Episode 12: I cried when the prince took the puppet’s hand. That line from episode 1 came back!',
  },
  {
    ja: '王子と人形のお茶会を描きました。背景の薔薇は三日かけました…！',
    en: 'I drew the prince and the puppet at tea. The roses took me three days!',
  },
  {
    ja: '考察：オープニングの糸、話数が進むごとに一本ずつ切れていませんか？',
    en: 'Theory: the strings in the opening are cut one by one as the season goes on.',
  },
  {
    ja: '今日も推し活がんばる。アクスタを連れてカフェに来ました。',
    en: 'Out for coffee with my prince acrylic stand. Fan life goes on.',
  },
  {
    ja: '人形が王子を名前で呼んだのは第12話が初めて。ここから二人の関係が変わる気がします。',
    en: 'Episode 12 is the first time the puppet calls the prince by name. Everything changes now.',
  },
];

/** The official account's announcements. */
export const gardenOfficialPosts: readonly Localized[] = [
  {
    ja: '【お知らせ】第12話「名を呼ぶ夜」ご覧いただきありがとうございました！感想はトピックへどうぞ。',
    en: 'Thank you for watching episode 12, “The Night of Names”! Share your thoughts in the topic.',
  },
  {
    ja: '【会員限定】来月のオンラインイベントでアフタートークを配信します。詳細は近日公開！',
    en: 'Members only: an after-talk stream at next month’s online event. Details soon!',
  },
];

export const gardenComments: readonly Localized[] = [
  { ja: 'わかります…あの台詞、ずっと気になってました。', en: 'Same! That line stayed with me.' },
  { ja: '薔薇のグラデーション、すごく綺麗です！', en: 'The rose gradients are beautiful!' },
  { ja: '数えてみました…本当に減ってる！', en: 'I counted. They really are fewer!' },
];

export const gardenTopicCategories: readonly Localized[] = [
  { ja: '作品について', en: 'The work' },
  { ja: 'ファン活動', en: 'Fan activities' },
  { ja: 'お知らせ', en: 'News' },
];

export const gardenTopics: readonly { name: Localized; description: Localized }[] = [
  {
    name: { ja: '第12話の感想', en: 'Episode 12 impressions' },
    description: {
      ja: '最新話を見た感想はこちらへ。ネタバレは放送後に。',
      en: 'Your thoughts on the latest episode. Spoilers only after it airs.',
    },
  },
  {
    name: { ja: 'キャラクター考察', en: 'Character theories' },
    description: {
      ja: '王子と人形、それぞれの過去や伏線を語り合いましょう。',
      en: 'The prince, the puppet, their pasts and the foreshadowing.',
    },
  },
  {
    name: { ja: 'ファンアート語り', en: 'Fan art talk' },
    description: {
      ja: '描いた絵の話、描き方のコツ、好きな構図など。',
      en: 'What you drew, how you drew it, your favourite compositions.',
    },
  },
  {
    name: { ja: '公式からのお知らせ', en: 'Official announcements' },
    description: {
      ja: '放送・イベント・グッズの最新情報。',
      en: 'The latest on broadcasts, events and goods.',
    },
  },
];

/** The emoji fans of the garden react with most: roses and dolls' ribbons, hearts, tears. */
export const gardenReactionEmoji = ['🌹', '❤️', '😭', '🎀', '👑', '🙏'] as const;
