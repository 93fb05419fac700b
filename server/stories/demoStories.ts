// The demo garden's story: a side story of Prince Lucien and Lila the puppet in four
// chapters — one open (a picture book, a video and a link), one opening in ten days, one for
// supporters of silver rank or above, one opened by a view pass sold in the demo store.
import type { StoriesSeed } from './seedStories';

export const DEMO_VIEW_PASS_ITEM = '閲覧パス「人形の見る夢」';

export const demoStories: StoriesSeed = {
  stories: [
    {
      slug: 'demon-prince-and-puppet',
      title: { ja: '魔王子と人形 外伝', en: 'The Demon Prince and the Puppet: Side Stories' },
      description: {
        ja: '本編では語られなかった、魔王子ルシアンと人形のリラの小さな物語。章ごとに絵本、映像、特設ページでお届けします。',
        en: 'Small stories of Prince Lucien and Lila the puppet that the series never told, chapter by chapter in picture books, videos and special pages.',
      },
      coverImageUrl: '/images/garden/banner.svg',
      chapters: [
        {
          slug: 'moonlit-pact',
          title: { ja: '第1章 月下の契約', en: 'Chapter 1: The Pact Under the Moon' },
          summary: {
            ja: '満月の夜、糸の切れた人形に魔王子は名前を与える。',
            en: 'On a night of full moon, the demon prince gives a name to a puppet with broken strings.',
          },
          parts: [
            {
              title: { ja: '絵本「月下の契約」', en: 'Picture book: The Pact Under the Moon' },
              body: {
                kind: 'BOOK',
                pages: [
                  {
                    text: {
                      ja: '満月の夜、城の物置で、魔王子ルシアンは糸の切れた人形を見つけました。',
                      en: 'On a night of full moon, in a storeroom of the castle, Prince Lucien found a puppet whose strings were broken.',
                    },
                    imageUrl: '/images/garden/prince.svg',
                    imageAlt: {
                      ja: '月明かりの中の魔王子',
                      en: 'The demon prince in the moonlight',
                    },
                  },
                  {
                    text: {
                      ja: '「誰にも動かしてもらえないのか」王子がそっと糸を結ぶと、人形のまぶたがかすかに揺れました。',
                      en: '“Does no one move you any more?” As the prince tied the strings again, the puppet’s eyelids flickered.',
                    },
                    imageUrl: '/images/garden/puppet.svg',
                    imageAlt: { ja: '目を開けかけた人形', en: 'The puppet about to open her eyes' },
                  },
                  {
                    text: {
                      ja: '「今日からおまえはリラだ。私のそばにいろ」――それが、ふたりの契約のはじまりでした。',
                      en: '“From today you are Lila. Stay by my side.” That was the beginning of their pact.',
                    },
                    imageUrl: null,
                    imageAlt: {},
                  },
                ],
              },
            },
            {
              title: { ja: '朗読映像「月下の契約」', en: 'Reading video: The Pact Under the Moon' },
              body: {
                kind: 'VIDEO',
                videoUrl: 'https://media.garden.test/stories/moonlit-pact-reading.mp4',
                posterUrl: '/images/posts/tea-party.webp',
              },
            },
            {
              title: { ja: '設定資料ギャラリー', en: 'Concept art gallery' },
              body: {
                kind: 'EXTERNAL_LINK',
                url: 'https://studio.garden.test/demon-prince/gallery',
                description: {
                  ja: '王子と人形のラフスケッチを公式サイトで公開中。',
                  en: 'Rough sketches of the prince and the puppet on the official site.',
                },
              },
            },
          ],
        },
        {
          slug: 'rose-garden-tea',
          title: { ja: '第2章 薔薇園のお茶会', en: 'Chapter 2: Tea in the Rose Garden' },
          summary: {
            ja: '執事のオズが用意した初めてのお茶会。リラは紅茶の味を知らない。',
            en: 'Oz the butler prepares their first tea party. Lila has never tasted tea.',
          },
          unlock: { kind: 'PERIOD', opensInDays: 10 },
          parts: [
            {
              title: { ja: '絵本「薔薇園のお茶会」', en: 'Picture book: Tea in the Rose Garden' },
              body: {
                kind: 'BOOK',
                pages: [
                  {
                    text: {
                      ja: '白いテーブルに薔薇の紅茶。リラはカップを両手で包み、湯気の向こうの王子を見つめました。',
                      en: 'Rose tea on a white table. Lila held the cup in both hands and looked at the prince through the steam.',
                    },
                    imageUrl: '/images/posts/tea-party.webp',
                    imageAlt: { ja: '薔薇園のお茶会', en: 'Tea in the rose garden' },
                  },
                ],
              },
            },
          ],
        },
        {
          slug: 'silver-promise',
          title: { ja: '第3章 銀の約束', en: 'Chapter 3: The Silver Promise' },
          summary: {
            ja: 'サポーターのみなさんへ贈る、王子がリラに贈った銀の指輪の物語。',
            en: 'For our supporters: the story of the silver ring the prince gave Lila.',
          },
          unlock: { kind: 'SUPPORTER_RANK', rankKey: 'silver' },
          parts: [
            {
              title: { ja: '絵本「銀の約束」', en: 'Picture book: The Silver Promise' },
              body: {
                kind: 'BOOK',
                pages: [
                  {
                    text: {
                      ja: '「糸の代わりだ」と王子は言い、小さな銀の指輪をリラの指にはめました。',
                      en: '“In place of the strings,” said the prince, and slipped a small silver ring on Lila’s finger.',
                    },
                    imageUrl: '/images/posts/rose-study.webp',
                    imageAlt: { ja: '薔薇のスケッチ', en: 'A study of roses' },
                  },
                ],
              },
            },
          ],
        },
        {
          slug: 'puppets-dream',
          title: { ja: '第4章 人形の見る夢', en: 'Chapter 4: The Puppet’s Dream' },
          summary: {
            ja: '人形は夢を見ない――はずだった。リラが初めて見た夢の話。',
            en: 'Puppets do not dream — or so everyone thought. The first dream Lila ever had.',
          },
          unlock: { kind: 'VIEW_PASS', itemNameJa: DEMO_VIEW_PASS_ITEM },
          parts: [
            {
              title: { ja: '絵本「人形の見る夢」', en: 'Picture book: The Puppet’s Dream' },
              body: {
                kind: 'BOOK',
                pages: [
                  {
                    text: {
                      ja: '夢の中のリラには糸がありませんでした。自分の足で、薔薇園を王子のもとへ駆けていくのです。',
                      en: 'In the dream Lila had no strings. She ran through the rose garden to the prince on her own feet.',
                    },
                    imageUrl: '/images/garden/puppet.svg',
                    imageAlt: {
                      ja: '薔薇園を駆ける人形',
                      en: 'The puppet running through the rose garden',
                    },
                  },
                  {
                    text: {
                      ja: '目覚めたリラは、はじめて自分から王子の名前を呼びました。「ルシアン」',
                      en: 'When she woke, Lila called the prince by his name for the first time, on her own: “Lucien.”',
                    },
                    imageUrl: null,
                    imageAlt: {},
                  },
                ],
              },
            },
          ],
        },
      ],
    },
  ],
};
