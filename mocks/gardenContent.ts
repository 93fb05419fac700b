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

export const gardenChannels: readonly { name: Localized; description: Localized }[] = [
  {
    name: { ja: 'ひろば', en: 'The Square' },
    description: {
      ja: '庭のみんなで気軽におしゃべりしましょう。',
      en: 'Chat freely with everyone in the garden.',
    },
  },
  {
    name: { ja: '物語の感想', en: 'Story Thoughts' },
    description: {
      ja: '最新章の感想はこちらへ。ネタバレにご注意を。',
      en: 'Thoughts on the latest chapter. Mind the spoilers.',
    },
  },
  {
    name: { ja: 'ファンアート', en: 'Fan Art' },
    description: {
      ja: '魔王子と人形の絵を見せ合う場所です。',
      en: 'Show each other your drawings of the prince and the puppet.',
    },
  },
  {
    name: { ja: '人形劇場', en: 'Puppet Theatre' },
    description: {
      ja: '人形のしぐさや衣装について語りましょう。',
      en: "Talk about the puppet's gestures and costumes.",
    },
  },
  {
    name: { ja: 'イベント情報', en: 'Events' },
    description: {
      ja: 'オンライン・オフラインのイベントのお知らせ。',
      en: 'News of online and offline events.',
    },
  },
];

/** Fans' display names are chosen by the fans, so they are not translated. */
export const gardenFans: readonly { displayName: string; avatarUrl: string }[] = [
  { displayName: '薔薇の番人', avatarUrl: '/mock/avatar-1.svg' },
  { displayName: 'Midnight Marionette', avatarUrl: '/mock/avatar-2.svg' },
  { displayName: 'ルカ', avatarUrl: '/mock/avatar-3.svg' },
  { displayName: 'Thornbloom', avatarUrl: '/mock/avatar-4.svg' },
  { displayName: '糸使いのミオ', avatarUrl: '/mock/avatar-5.svg' },
  { displayName: 'Crimson Quill', avatarUrl: '/mock/avatar-6.svg' },
];

/** Chat lines with their translation; `original` is the language the fan wrote in. */
export const gardenChatLines: readonly (Localized & { original: MockLocale })[] = [
  {
    original: 'ja',
    ja: 'おはようございます！今日も庭に来ました。',
    en: 'Good morning! Back in the garden again today.',
  },
  {
    original: 'en',
    ja: '今日の更新、魔王子の笑顔に救われました…',
    en: "Today's update: the demon prince's smile saved my day...",
  },
  {
    original: 'ja',
    ja: '人形の新しい衣装、赤いリボンが最高です。',
    en: "The puppet's new outfit with the red ribbon is perfect.",
  },
  {
    original: 'ja',
    ja: '第12章の最後のセリフで鳥肌が立ちました。',
    en: 'The last line of chapter 12 gave me goosebumps.',
  },
  {
    original: 'en',
    ja: '庭の薔薇が咲く季節になりましたね。',
    en: "It's the season when the garden roses bloom.",
  },
  {
    original: 'ja',
    ja: '魔王子が人形に名前をつける場面、何度も読み返しています。',
    en: 'I keep rereading the scene where the demon prince names the puppet.',
  },
  {
    original: 'en',
    ja: 'ファンアートを描きました、ぜひ見てください！',
    en: 'I drew some fan art, please take a look!',
  },
  { original: 'ja', ja: '次のイベントはいつになるでしょう？', en: 'When is the next event?' },
  {
    original: 'ja',
    ja: '人形の糸が切れる場面は、涙なしでは見られません。',
    en: "I can't watch the scene where the puppet's strings snap without crying.",
  },
  { original: 'en', ja: 'ようこそ、新しい庭の仲間さん！', en: 'Welcome to the garden, newcomer!' },
];
