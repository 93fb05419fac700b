// The demo garden's home screen: the fan's own card, the home banners, shortcuts, the
// official account's news in a spotlight, the schedule, the daily check-in as the casual
// game, the week's trend, a topic board and fan art as tiles.
import type { HomeSectionSeed } from './seedHomeSections';

export const demoHomeSections: HomeSectionSeed[] = [
  { kind: 'USER_INFORMATION' },
  { kind: 'BANNER', style: 'CAROUSEL', bannerSectionId: 'home', count: 8 },
  {
    kind: 'NAVIGATION',
    title: { ja: 'メニュー', en: 'Shortcuts' },
    links: [
      { label: { ja: 'ミッション', en: 'Missions' }, href: '/missions' },
      { label: { ja: 'ログインボーナス', en: 'Check-in' }, href: '/check-in' },
      { label: { ja: 'ストア', en: 'Store' }, href: '/store' },
      { label: { ja: '外伝', en: 'Side stories' }, href: '/stories' },
      { label: { ja: 'スケジュール', en: 'Schedule' }, href: '/events' },
      { label: { ja: 'トピック', en: 'Topics' }, href: '/topics' },
    ],
  },
  {
    kind: 'POSTS',
    title: { ja: '公式からのお知らせ', en: 'From the official account' },
    layout: 'SPOTLIGHT',
    source: 'OFFICIAL',
    count: 3,
  },
  { kind: 'EVENT_CAROUSEL', title: { ja: 'これからの予定', en: 'Coming up' }, count: 6 },
  {
    kind: 'CASUAL_GAME',
    title: { ja: '毎日ログインボーナス', en: 'Daily check-in' },
    description: {
      ja: '毎日スタンプを押して、リラからのプレゼントを受け取ろう。7日続けると特別な贈り物が届きます。',
      en: 'Stamp your card every day and collect presents from Lila. Seven days in a row bring a special gift.',
    },
    imageUrl: '/images/garden/puppet.svg',
    href: '/check-in',
  },
  {
    kind: 'POSTS',
    title: { ja: 'いま話題の投稿', en: 'Trending this week' },
    layout: 'CAROUSEL',
    source: 'TREND',
    count: 8,
  },
  { kind: 'TOPIC', title: { ja: '注目のトピック', en: 'Featured topic' }, topicJa: '第12話の感想' },
  {
    kind: 'POSTS',
    title: { ja: 'ファンアート語り', en: 'Fan art talk' },
    layout: 'TILE',
    source: 'TOPIC',
    topicJa: 'ファンアート語り',
    count: 4,
  },
];
