// The demo tenant: the garden of the demon prince and the puppet. Seeded at first
// start; later starts find it and leave it alone.
import { demoOAuthClients } from '../oidc/demoOAuthClients';
import { CURRENT_TERMS_VERSION } from '../../common/ageBands';
import type { EmulatorAccount } from '../authEmulator/emulatorAccounts';
import { demoEngagement } from '../engagement/demoEngagement';
import { demoCards } from '../cards/demoCards';
import { demoDraws } from '../draws/demoDraws';
import { demoPrizeDraws } from '../draws/demoPrizeDraws';
import { demoArticles } from '../articles/demoArticles';
import { demoInformation } from '../information/demoInformation';
import { demoPages } from '../pages/demoPages';
import { demoPosts } from '../posts/demoPosts';
import { demoQuestionnaires } from '../questionnaires/demoQuestionnaires';
import { demoReferrals } from '../referrals/demoReferrals';
import { demoSupporterRank } from '../supporterRank/demoSupporterRank';
import { demoStore } from '../store/demoStore';
import { demoStories } from '../stories/demoStories';
import { demoHomeSections } from '../homeSections/demoHomeSections';
import { demoPlayer } from '../player/demoPlayer';
import { demoMemberships } from '../subscriptions/demoMemberships';
import type { Database } from './database';
import { ensureTenant } from './ensureTenant';
import type { TenantDefinition } from './tenants';

export const DEMO_TENANT_ID = 'demo';
/** Auth uids of the demo garden's official (staff) account and its operator. */
export const DEMO_OFFICIAL_UID = 'seed-official';
export const DEMO_OPERATOR_UID = 'seed-operator';

/** Local sign-in for the demo garden's staff accounts (emulator only; README). */
export const demoSignInAccounts: readonly EmulatorAccount[] = [
  { uid: DEMO_OFFICIAL_UID, email: 'official@garden.test', password: 'garden-password' },
  { uid: DEMO_OPERATOR_UID, email: 'operator@garden.test', password: 'garden-password' },
];
const DEMO_BANNER_URL = '/images/garden-banner.png';

export const demoTenant: TenantDefinition = {
  tenantId: DEMO_TENANT_ID,
  name: { ja: '魔王子と人形の庭', en: 'The Garden of the Demon Prince and the Puppet' },
  description: {
    ja: '『魔王子と人形』の公式ファンコミュニティ。感想、ファンアート、放送後の語り合いはここで。',
    en: 'The official fan community of "The Demon Prince and the Puppet": impressions, fan art and after-broadcast talk.',
  },
  bannerUrl: '/images/garden/banner.svg',
  // siteUrl left empty: pages and the sitemap use the origin the request came to.
  siteMetadata: {
    ja: {
      title: '魔王子と人形の庭',
      description:
        '『魔王子と人形』の公式ファンコミュニティ。感想、ファンアート、放送後の語り合いはここで。',
      image: DEMO_BANNER_URL,
      siteUrl: '',
    },
    en: {
      title: 'The Garden of the Demon Prince and the Puppet',
      description:
        'The official fan community of "The Demon Prince and the Puppet": impressions, fan art and after-broadcast talk.',
      image: DEMO_BANNER_URL,
      siteUrl: '',
    },
  },
  blockedIpRanges: [],
  // The work's colours (spec §9): deep crimson on plum neutrals (src/design/tokens.ts).
  theme: { colorMode: 'light', accentTheme: 'crimson', greyScale: 'plum' },
  featureFlags: { 'stamp-rally': true, 'banner-variant': 'roses' },
  pages: demoPages,
  channels: [
    {
      key: 'lobby',
      name: { ja: '雑談', en: 'Lobby' },
      description: {
        ja: '庭のみんなと気軽におしゃべり。',
        en: 'Chat freely with everyone in the garden.',
      },
    },
    {
      key: 'fanArt',
      name: { ja: 'ファンアート', en: 'Fan art' },
      description: {
        ja: '描いた絵や作ったものを見せ合いましょう。',
        en: 'Share what you drew or made.',
      },
    },
    {
      key: 'spoilers',
      name: { ja: '放送後ネタバレ', en: 'Spoilers (after broadcast)' },
      description: {
        ja: '最新話の放送後に、ネタバレありで語り合う場所です。',
        en: 'Talk about the latest episode, spoilers included, after it airs.',
      },
    },
    {
      key: 'introductions',
      name: { ja: '自己紹介', en: 'Introductions' },
      description: { ja: 'はじめての方はこちらでご挨拶を。', en: 'New here? Say hello.' },
    },
    // Listed for everyone; read and posted in with the membership's LIMITED_CHAT perk.
    {
      key: 'gardeners',
      name: { ja: '庭師の会ラウンジ', en: 'Gardeners’ Lounge' },
      description: {
        ja: 'メンバーシップ「庭師の会」の皆さんと、制作スタッフが集まる限定チャンネルです。',
        en: 'A members-only channel for the Gardeners’ Circle, where the staff join in too.',
      },
      membersOnly: true,
    },
  ],
  fans: [
    {
      key: 'kuro',
      authUid: 'seed-fan-kuro',
      displayName: 'くろねこ',
      bio: '放送初日からの王子推し。毎週の放送後は「放送後ネタバレ」にいます。',
    },
    {
      key: 'hana',
      authUid: 'seed-fan-hana',
      displayName: '花守',
      bio: '人形推しの絵描きです。薔薇と紅茶のある場面ばかり描いています🌹',
    },
    {
      key: 'alex',
      authUid: 'seed-fan-alex',
      displayName: 'Alex',
      bio: 'Watching from Toronto with English subs. Learning Japanese one episode at a time.',
    },
    // The creator's staff and the garden's operator; both can sign in locally (README).
    {
      key: 'official',
      authUid: DEMO_OFFICIAL_UID,
      displayName: '『魔王子と人形』公式',
      role: 'OFFICIAL',
      bio: '『魔王子と人形』制作スタッフの公式アカウントです。放送情報やお知らせをお届けします。',
    },
    {
      key: 'operator',
      authUid: DEMO_OPERATOR_UID,
      displayName: '庭の管理人',
      role: 'OPERATOR',
      bio: '庭の管理人です。困ったことがあれば気軽に声をかけてください。',
    },
  ],
  follows: [
    ['kuro', 'hana'],
    ['hana', 'kuro'],
    ['alex', 'hana'],
    ['alex', 'kuro'],
    ['kuro', 'official'],
    ['hana', 'official'],
    ['alex', 'official'],
  ],
  messages: [
    { channel: 'lobby', fan: 'kuro', body: '庭ができたって聞いて来ました！よろしくお願いします。' },
    {
      channel: 'lobby',
      fan: 'hana',
      body: 'ようこそ〜！王子の話で盛り上がりましょう。',
      replyTo: 0,
      reactions: [{ fan: 'kuro', emoji: '🙏' }],
    },
    { channel: 'lobby', fan: 'alex', body: 'Hello from overseas! Happy to find this garden.' },
    {
      channel: 'lobby',
      fan: 'kuro',
      body: '人形ちゃんの新しいビジュアル、最高でしたね。',
      reactions: [
        { fan: 'hana', emoji: '❤️' },
        { fan: 'alex', emoji: '❤️' },
        { fan: 'hana', emoji: '🎀' },
      ],
    },
    {
      channel: 'lobby',
      fan: 'official',
      body: '公式アカウントです。庭へようこそ！放送日や新しいお知らせはここでもお伝えします。 / Welcome to the garden from the official team!',
      reactions: [
        { fan: 'kuro', emoji: '🌹' },
        { fan: 'hana', emoji: '🌹' },
        { fan: 'alex', emoji: '🌹' },
        { fan: 'alex', emoji: '👑' },
      ],
    },
    {
      channel: 'fanArt',
      fan: 'hana',
      body: '王子と人形のお茶会を描きました。背景の薔薇がんばった！',
    },
    {
      channel: 'fanArt',
      fan: 'alex',
      body: 'Love the roses! The lighting is beautiful.',
      replyTo: 5,
      reactions: [{ fan: 'hana', emoji: '😭' }],
    },
    {
      channel: 'spoilers',
      fan: 'kuro',
      body: '最後のシーン、王子が人形の手を取ったところで泣きました…',
    },
    { channel: 'spoilers', fan: 'hana', body: 'あの台詞、第1話の伏線だったんですね。' },
    // Index 9: an eager fan breaking the no-outside-invitations rule (reported below).
    {
      channel: 'introductions',
      fan: 'kuro',
      body: '感想を語り合える仲間募集中です！外部のオープンチャットも作ったので、気になる人はプロフのリンクから来てください〜',
    },
    {
      channel: 'introductions',
      fan: 'alex',
      body: 'Hi, I am Alex. I started watching last month.',
    },
    {
      channel: 'introductions',
      fan: 'hana',
      body: '花守です。人形推しです。よろしくお願いします！',
    },
    // Index 12 on: the members' channel, where the staff talk with the members (no demo fan
    // holds a membership yet: a fan who subscribes joins the conversation).
    {
      channel: 'gardeners',
      fan: 'official',
      body: '庭師の会の皆さん、いつも応援ありがとうございます。ここでは制作の途中経過を少しずつお見せします。',
      reactions: [{ fan: 'operator', emoji: '🌹' }],
    },
    {
      channel: 'gardeners',
      fan: 'official',
      body: '第8話の絵コンテから一枚。人形の手元、実は三回描き直しています。',
    },
    {
      channel: 'gardeners',
      fan: 'operator',
      body: 'メンバー限定チャンネルへようこそ。ネタバレは放送後にお願いしますね。',
    },
    {
      channel: 'gardeners',
      fan: 'official',
      body: 'For our members overseas: English subtitles for the director’s commentary are on the way. Thank you for waiting!',
      replyTo: 13,
    },
  ],
  // The moderators' queue in the demo: a spoiler the reporter met too early, an outside
  // invitation, and a question about the official account (all open).
  chatReports: [
    {
      reporter: 'alex',
      message: 7,
      reason: 'SPOILER',
      note: "I haven't watched the finale yet. Could spoilers be hidden behind a warning?",
    },
    {
      reporter: 'hana',
      message: 9,
      reason: 'SPAM',
      note: '外部のチャットへの勧誘に見えます。ルール的に大丈夫でしょうか？',
    },
    {
      reporter: 'alex',
      user: 'official',
      reason: 'IMPERSONATION',
      note: 'Is this really the official team? Just want to be sure before I trust the news.',
    },
  ],
  bannedWords: ['badword', '禁句'],
  posts: demoPosts,
  engagement: demoEngagement,
  store: demoStore,
  paymentMethods: [
    { fan: 'operator', brand: 'VISA', last4: '4242', expMonth: 8, expYear: 2029, isDefault: true },
    { fan: 'operator', brand: 'JCB', last4: '0505', expMonth: 3, expYear: 2028 },
  ],
  deliveryAddresses: [
    {
      fan: 'operator',
      isDefault: true,
      address: {
        recipientName: '薔薇園 まどか',
        postalCode: '150-0002',
        prefecture: '東京都',
        city: '渋谷区渋谷',
        street: '2-1-1',
        building: 'バラビル 5F',
        phone: '03-1234-5678',
      },
    },
    {
      fan: 'operator',
      address: {
        recipientName: '薔薇園 まどか',
        postalCode: '530-0001',
        prefecture: '大阪府',
        city: '大阪市北区梅田',
        street: '3-4-5',
        building: '',
        phone: '090-2345-6789',
      },
    },
    {
      fan: 'official',
      isDefault: true,
      address: {
        recipientName: 'Garden Official Staff',
        postalCode: '150-0001',
        prefecture: '東京都',
        city: 'Shibuya-ku, Jingumae',
        street: '1-2-3',
        building: 'Rose Heights 201',
        phone: '03-9876-5432',
      },
    },
  ],
  draws: demoDraws(),
  prizeDraws: demoPrizeDraws(),
  // The operator (who signs in locally) won goods: one parcel shipped, one being packed,
  // the rest waiting for an address.
  prizeDeliveries: [
    {
      fan: 'operator',
      tenDraws: 2,
      deliveries: [
        {
          prizes: 3,
          daysAgo: 12,
          shipped: { carrier: 'YAMATO', trackingNumber: '432100005678', daysAgo: 4 },
        },
        { prizes: 2, daysAgo: 1 },
      ],
    },
  ],
  information: demoInformation,
  articles: demoArticles,
  memberships: demoMemberships,
  cards: demoCards(),
  oauthClients: demoOAuthClients,
  referrals: demoReferrals,
  supporterRank: demoSupporterRank,
  questionnaires: demoQuestionnaires,
  stories: demoStories,
  homeSections: demoHomeSections,
  player: demoPlayer,
  // The terms every fan of the demo garden agreed to at joining (published before they did).
  termsVersions: [
    {
      version: CURRENT_TERMS_VERSION,
      summary: {
        ja: '有料コインの払い戻し、未成年の方の月ごとの利用上限、退会時のデータの扱いを定めました。',
        en: 'Sets out refunds of paid coins, monthly spending caps for minors, and what happens to your data when you leave.',
      },
      publishedAt: new Date('2026-11-01T00:00:00+09:00'),
    },
  ],
};

/** Creates the demo tenant unless it already exists. Returns whether it did. */
export function seedDemoTenant(db: Database): Promise<boolean> {
  return ensureTenant(db, demoTenant);
}
