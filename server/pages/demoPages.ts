// The demo garden's pages: the new season's campaign landing page, /v/about, two share
// links and three home banners (one whose window has ended, to show the schedule at work).
import type { PagesSeed } from './seedPages';

const SHARE_IMAGE = '/images/garden-banner.png';
const NEW_SEASON_IMAGE = '/images/pages/new-season.svg';

export const demoPages: PagesSeed = {
  pages: [
    {
      kind: 'LANDING',
      slug: 'new-season',
      title: {
        ja: '『魔王子と人形』第2期 制作決定',
        en: '"The Demon Prince and the Puppet" returns for season 2',
      },
      description: {
        ja: '魔王子と人形の物語が、この冬ふたたび動き出す。第2期のティザービジュアルと記念キャンペーンを公開。',
        en: 'The story of the demon prince and his puppet moves again this winter. See the season 2 teaser and the celebration campaign.',
      },
      imageUrl: NEW_SEASON_IMAGE,
      blocks: {
        ja: [
          { kind: 'heading', text: '第2期、制作決定' },
          {
            kind: 'image',
            src: NEW_SEASON_IMAGE,
            alt: '月夜の城に立つ魔王子と、糸に吊られた人形のティザービジュアル',
            width: 1200,
            height: 630,
          },
          {
            kind: 'paragraph',
            spans: [
              {
                text: '魔界を追われた王子と、彼の糸から自由になりたい人形。ふたりの旅の続きが、この冬ふたたび始まります。',
              },
            ],
          },
          {
            kind: 'callout',
            text: '記念キャンペーン：期間中に庭へログインすると、限定バッジ「月夜の約束」をプレゼント。',
          },
          { kind: 'heading', text: '庭でいっしょに待とう' },
          {
            kind: 'paragraph',
            spans: [
              { text: '最新情報は' },
              { text: 'お知らせ', href: '/information' },
              { text: 'で、放送までの語り合いは' },
              { text: 'チャット', href: '/messages' },
              { text: 'でどうぞ。' },
            ],
          },
          { kind: 'divider' },
          { kind: 'button', label: '作品について読む', href: '/v/about' },
        ],
        en: [
          { kind: 'heading', text: 'Season 2 is coming' },
          {
            kind: 'image',
            src: NEW_SEASON_IMAGE,
            alt: 'Teaser art: the demon prince before a moonlit castle, and the puppet on its strings',
            width: 1200,
            height: 630,
          },
          {
            kind: 'paragraph',
            spans: [
              {
                text: 'A prince cast out of the demon realm, and a puppet that wants to be free of his strings. Their journey goes on this winter.',
              },
            ],
          },
          {
            kind: 'callout',
            text: 'Celebration campaign: sign in to the garden during the campaign to receive the limited badge "A Moonlit Promise".',
          },
          { kind: 'heading', text: 'Wait for it together in the garden' },
          {
            kind: 'paragraph',
            spans: [
              { text: 'Follow the ' },
              { text: 'news', href: '/information' },
              { text: ' and talk it over in the ' },
              { text: 'chat', href: '/messages' },
              { text: ' until the first episode airs.' },
            ],
          },
          { kind: 'divider' },
          { kind: 'button', label: 'About the work', href: '/v/about' },
        ],
      },
    },
    {
      kind: 'FREE',
      slug: 'about',
      title: { ja: '作品について', en: 'About the work' },
      description: {
        ja: '『魔王子と人形』は、居場所を失った魔王子と、意思を持ちはじめた人形の物語です。',
        en: '"The Demon Prince and the Puppet" is the story of a prince without a home and a puppet that begins to have a will of its own.',
      },
      imageUrl: SHARE_IMAGE,
      blocks: {
        ja: [
          { kind: 'heading', text: 'あらすじ' },
          {
            kind: 'paragraph',
            spans: [
              {
                text: '魔界の王位争いに敗れた王子は、古い人形ひとつを連れて人間の街へ落ちのびる。糸で操るだけのはずだった人形は、ある夜、自分の言葉で王子に問いかけた——「あなたは、誰のために戦うの？」',
              },
            ],
          },
          {
            kind: 'image',
            src: '/images/garden/prince.svg',
            alt: '角と王冠をもつ魔王子のシルエット',
            width: 160,
            height: 160,
          },
          { kind: 'heading', text: '登場人物' },
          {
            kind: 'paragraph',
            spans: [
              {
                text: '魔王子：誇り高く、不器用な優しさをもつ元王位継承者。人形：王子の糸で動く古い人形。やがて自分の意思で歩きはじめる。',
              },
            ],
          },
          {
            kind: 'image',
            src: '/images/garden/puppet.svg',
            alt: '糸に吊られた人形',
            width: 160,
            height: 160,
          },
          { kind: 'divider' },
          { kind: 'button', label: '第2期の情報を見る', href: '/lp/new-season' },
        ],
        en: [
          { kind: 'heading', text: 'The story' },
          {
            kind: 'paragraph',
            spans: [
              {
                text: 'Defeated in the fight for the demon throne, the prince flees to a human city with nothing but an old puppet. The puppet was only ever moved by his strings, until one night it asks in its own voice: "Who are you fighting for?"',
              },
            ],
          },
          {
            kind: 'image',
            src: '/images/garden/prince.svg',
            alt: 'The silhouette of the demon prince, with horns and a crown',
            width: 160,
            height: 160,
          },
          { kind: 'heading', text: 'Characters' },
          {
            kind: 'paragraph',
            spans: [
              {
                text: 'The demon prince: proud, once heir to the throne, kind in clumsy ways. The puppet: an old marionette moved by the prince, who slowly learns to walk on its own.',
              },
            ],
          },
          {
            kind: 'image',
            src: '/images/garden/puppet.svg',
            alt: 'The puppet hanging from its strings',
            width: 160,
            height: 160,
          },
          { kind: 'divider' },
          { kind: 'button', label: 'Season 2 news', href: '/lp/new-season' },
        ],
      },
    },
    {
      kind: 'LANDING',
      slug: 'secret-preview',
      draft: true,
      title: { ja: '（下書き）先行上映会', en: '(Draft) Advance screening' },
      description: { ja: '準備中のページです。', en: 'A page in preparation.' },
      blocks: {
        ja: [{ kind: 'paragraph', spans: [{ text: '準備中です。' }] }],
        en: [{ kind: 'paragraph', spans: [{ text: 'In preparation.' }] }],
      },
    },
  ],
  shareLinks: [
    {
      urlId: 'tea-party',
      title: { ja: '王子と人形のお茶会', en: 'Tea with the Prince and the Puppet' },
      description: {
        ja: '庭のファンアート特集：薔薇の庭で開かれたお茶会。',
        en: 'Fan art of the garden: a tea party among the roses.',
      },
      imageUrl: SHARE_IMAGE,
      targetPath: '/messages',
    },
    {
      urlId: 'season-2',
      title: {
        ja: '『魔王子と人形』第2期 制作決定',
        en: '"The Demon Prince and the Puppet" returns for season 2',
      },
      description: {
        ja: '第2期のティザービジュアルを公開しました。',
        en: 'The season 2 teaser art is out.',
      },
      imageUrl: NEW_SEASON_IMAGE,
      targetPath: '/lp/new-season',
    },
  ],
  banners: [
    {
      sectionId: 'home',
      title: { ja: '第2期 制作決定', en: 'Season 2 is coming' },
      alt: {
        ja: '第2期制作決定：月夜の魔王子と人形',
        en: 'Season 2 is coming: the demon prince and the puppet under the moon',
      },
      imageUrl: '/images/pages/new-season-banner.svg',
      imageWidth: 1200,
      imageHeight: 400,
      href: '/lp/new-season',
      startsInDays: -3,
      endsInDays: 60,
      position: 0,
    },
    {
      sectionId: 'home',
      title: { ja: 'ファンアートお茶会', en: 'Fan art tea party' },
      alt: {
        ja: 'ファンアートお茶会：薔薇に囲まれたティーカップ',
        en: 'Fan art tea party: a teacup among roses',
      },
      imageUrl: '/images/pages/tea-party-banner.svg',
      imageWidth: 1200,
      imageHeight: 400,
      href: '/share/tea-party',
      startsInDays: -10,
      position: 1,
    },
    {
      sectionId: 'home',
      title: { ja: '冬の庭フェア（終了）', en: 'Winter garden fair (ended)' },
      alt: {
        ja: '冬の庭フェア：雪の降る夜の庭',
        en: 'Winter garden fair: snow over the garden at night',
      },
      imageUrl: '/images/pages/winter-fair-banner.svg',
      imageWidth: 1200,
      imageHeight: 400,
      href: '/information',
      startsInDays: -40,
      endsInDays: -1,
      position: 2,
    },
  ],
};
