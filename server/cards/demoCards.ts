// The demo garden's collectable cards: the demon prince and the puppet of the first act,
// and the rose soirée, with a card treasure machine and the fans' first copies. Artwork in
// public/images/cards/.
import type { CardSeed, CardsSeed } from './seedCards';

const image = (name: string) => `/images/cards/${name}.svg`;
const DAY = 24 * 60 * 60 * 1000;

const card = (
  key: string,
  rarity: CardSeed['rarity'],
  name: [ja: string, en: string],
  text: [ja: string, en: string],
  editionSize?: number,
): CardSeed => ({
  key,
  rarity,
  name: { ja: name[0], en: name[1] },
  text: { ja: text[0], en: text[1] },
  imageUrl: image(key),
  editionSize,
});

const princeCards = [
  card(
    'prince-first-meeting',
    'N',
    ['はじまりの夜', 'The first night'],
    ['「……人形が、口をきいた？」', '"...The puppet just spoke?"'],
  ),
  card(
    'prince-cloak',
    'R',
    ['深紅のマント', 'The crimson cloak'],
    [
      '魔王城に代々伝わる、血より赤い外套。',
      'A cloak redder than blood, handed down in the demon castle.',
    ],
  ),
  card(
    'prince-throne',
    'N',
    ['空の玉座', 'The empty throne'],
    [
      '父王が去った玉座の間は、今夜も静かだ。',
      'Since the old king left, the throne room is quiet every night.',
    ],
  ),
  card(
    'prince-rose-vow',
    'R',
    ['薔薇の誓い', 'The vow of roses'],
    ['「この薔薇が枯れるまで、お前を守ろう」', '"Until this rose withers, I will protect you."'],
  ),
  card(
    'prince-crown',
    'SR',
    ['戴冠の朝', 'The morning of the crown'],
    [
      '角に金の冠。少年は王になることを選んだ。',
      'A golden crown between the horns: the boy chose to be king.',
    ],
  ),
  card(
    'prince-true-name',
    'SSR',
    ['真名', 'The true name'],
    [
      '人形だけが知る、魔王子のほんとうの名前。',
      'The demon prince’s real name, known only to the puppet.',
    ],
    300,
  ),
];

const puppetCards = [
  card(
    'puppet-awakening',
    'N',
    ['目覚め', 'Awakening'],
    ['埃をかぶった箱の中で、ガラスの瞳がまたたいた。', 'In a dusty box, two glass eyes blinked.'],
  ),
  card(
    'puppet-strings',
    'R',
    ['切れた糸', 'The cut strings'],
    ['「もう、誰にも動かされない」', '"No one will move me ever again."'],
  ),
  card(
    'puppet-tea',
    'N',
    ['はじめてのお茶会', 'The first tea party'],
    ['飲めない紅茶を、人形は嬉しそうに注ぐ。', 'The puppet happily pours tea it cannot drink.'],
  ),
  card(
    'puppet-moon',
    'R',
    ['三日月の窓辺', 'By the crescent window'],
    [
      '月を見上げると、胸の歯車が少しだけ速く回る。',
      'Looking at the moon, the gears in its chest turn a little faster.',
    ],
  ),
  card(
    'puppet-dance',
    'SR',
    ['踊る人形', 'The dancing puppet'],
    ['糸がなくても、足は覚えていた。', 'Without strings, its feet still remembered.'],
  ),
  card(
    'puppet-heart',
    'SSR',
    ['つないだ手', 'Holding hands'],
    ['冷たい手と、あたたかい手。', 'A cold hand, and a warm one.'],
    300,
  ),
];

const soireeCards = [
  card(
    'soiree-invitation',
    'N',
    ['夜会の招待状', 'The invitation'],
    ['封蝋には、魔王家の紋章。', 'The wax seal bears the demon house’s crest.'],
  ),
  card(
    'soiree-rose-garden',
    'N',
    ['薔薇の庭', 'The rose garden'],
    ['夜露に濡れた薔薇が、客人を迎える。', 'Roses wet with night dew welcome the guests.'],
  ),
  card(
    'soiree-castle-night',
    'R',
    ['灯りの城', 'The castle alight'],
    [
      '年に一度、魔王城のすべての窓に灯がともる。',
      'Once a year, every window of the demon castle is lit.',
    ],
  ),
  card(
    'soiree-waltz',
    'SR',
    ['真夜中のワルツ', 'The midnight waltz'],
    [
      '王子の手を取り、人形は初めて誰かと踊る。',
      'Taking the prince’s hand, the puppet dances with someone for the first time.',
    ],
  ),
  card(
    'soiree-crimson-moon',
    'SSR',
    ['紅い月の夜', 'Night of the crimson moon'],
    [
      '夜会の終わり、空には紅い月が昇っていた。',
      'As the soirée ended, a crimson moon rose in the sky.',
    ],
    100,
  ),
];

export function demoCards(now = Date.now()): CardsSeed {
  return {
    groups: [
      {
        name: { ja: '第一幕 薔薇の城', en: 'Act I: The Castle of Roses' },
        description: {
          ja: 'アニメ第1期の名場面を描いたカード。魔王子と人形、それぞれのカテゴリをコンプリートしよう。',
          en: 'Cards of the first season’s best scenes. Complete the demon prince’s and the puppet’s sets.',
        },
        imageUrl: image('group-act-one'),
        categories: [
          {
            name: { ja: '魔王子', en: 'The Demon Prince' },
            description: {
              ja: '孤独な城の若き主。冷たい言葉の奥にあるものは――。',
              en: 'The young master of a lonely castle, and what lies beneath his cold words.',
            },
            imageUrl: image('category-prince'),
            cards: princeCards,
            gradeRewards: [
              {
                name: { ja: 'ブロンズ', en: 'Bronze' },
                requiredCards: 3,
                title: { ja: '魔王子見習い', en: 'Demon Prince apprentice' },
              },
              {
                name: { ja: 'コンプリート', en: 'Complete' },
                requiredCards: princeCards.length,
                title: { ja: '魔王子マスター', en: 'Demon Prince master' },
              },
            ],
          },
          {
            name: { ja: '人形', en: 'The Puppet' },
            description: {
              ja: '糸の切れた人形は、自分の足で歩きはじめる。',
              en: 'A puppet with cut strings begins to walk on its own.',
            },
            imageUrl: image('category-puppet'),
            cards: puppetCards,
            gradeRewards: [
              {
                name: { ja: 'ブロンズ', en: 'Bronze' },
                requiredCards: 3,
                title: { ja: '人形見習い', en: 'Puppet apprentice' },
              },
              {
                name: { ja: 'コンプリート', en: 'Complete' },
                requiredCards: puppetCards.length,
                title: { ja: '人形マスター', en: 'Puppet master' },
              },
            ],
          },
        ],
      },
      {
        name: { ja: '薔薇夜会の記憶', en: 'Memories of the Rose Soirée' },
        description: {
          ja: '描き下ろしイベント「薔薇夜会」の限定カード。SSRはシリアルナンバー入り100枚限定。',
          en: 'Cards of the "Rose Soirée" event, newly drawn. The SSR is a numbered edition of 100.',
        },
        imageUrl: image('group-soiree'),
        categories: [
          {
            name: { ja: '薔薇夜会', en: 'The Rose Soirée' },
            description: {
              ja: '年に一度、魔王城で開かれる夜会の一夜。',
              en: 'One night of the soirée held once a year at the demon castle.',
            },
            imageUrl: image('category-soiree'),
            cards: soireeCards,
          },
        ],
      },
    ],
    machines: (cardIds) => [
      {
        name: { ja: '名場面カードガチャ 第一幕', en: 'Scene Card Treasure Machine: Act I' },
        description: {
          ja: '第一幕のカードが当たるガチャ。当たったカードはすぐにコレクションに入ります。10回以内にSR以上が必ず当たります。',
          en: 'Draw the cards of Act I: each card goes straight into your collection. An SR or better is guaranteed within 10 pulls.',
        },
        imageUrl: image('group-act-one'),
        kind: 'PROBABILITY',
        status: 'OPEN',
        opensAt: new Date(now - 2 * DAY),
        closesAt: new Date(now + 28 * DAY),
        singleCoinPrice: 100,
        tenCoinPrice: 1000,
        ticketPrice: 1,
        pityRank: 'SR',
        pityThreshold: 10,
        pointsPerPaidPull: 5,
        position: 2,
        ranks: [
          { code: 'SSR', weight: 3, cards: [...princeCards, ...puppetCards], rarity: 'SSR' },
          { code: 'SR', weight: 12, cards: [...princeCards, ...puppetCards], rarity: 'SR' },
          { code: 'R', weight: 35, cards: [...princeCards, ...puppetCards], rarity: 'R' },
          { code: 'N', weight: 50, cards: [...princeCards, ...puppetCards], rarity: 'N' },
        ].map((rank) => ({
          code: rank.code,
          name: { ja: `${rank.code}カード`, en: `${rank.code} card` },
          weight: rank.weight,
          prizes: rank.cards
            .filter((candidate) => candidate.rarity === rank.rarity)
            .map((prize) => ({
              name: prize.name,
              description: prize.text,
              imageUrl: prize.imageUrl,
              kind: 'COLLECTABLE_CARD' as const,
              cardId: cardIds[prize.key],
              weight: 1,
              duplicatePoints: rank.rarity === 'N' ? 5 : rank.rarity === 'R' ? 15 : 50,
            })),
        })),
      },
    ],
    copies: [
      { fan: 'hana', card: 'puppet-awakening', count: 2 },
      { fan: 'hana', card: 'puppet-strings', count: 1 },
      { fan: 'hana', card: 'puppet-tea', count: 3 },
      { fan: 'hana', card: 'puppet-moon', count: 1 },
      { fan: 'hana', card: 'soiree-invitation', count: 1 },
      { fan: 'kuro', card: 'prince-first-meeting', count: 1 },
      { fan: 'kuro', card: 'prince-cloak', count: 2 },
    ],
    shownBy: ['hana'],
    // Hana leads with the puppet by the crescent window, then the tea party she drew thrice.
    showcases: { hana: ['puppet-moon', 'puppet-tea', 'soiree-invitation', 'puppet-awakening'] },
  };
}
