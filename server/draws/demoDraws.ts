// The demo garden's treasure machines: a probability machine with pity and offers, and a
// box of 100 prizes. Artwork in public/images/draws/.
import type { MachineDefinition } from './createMachine';

const image = (name: string) => `/images/draws/${name}.svg`;
const DAY = 24 * 60 * 60 * 1000;

export function demoDraws(now = Date.now()): MachineDefinition[] {
  return [
    {
      name: { ja: '薔薇夜会ガチャ', en: 'Night of Roses Treasure Machine' },
      description: {
        ja: '魔王子の城で開かれる薔薇の夜会をテーマにした描き下ろしグッズのガチャ。50回以内にS賞が必ず当たります。',
        en: 'Newly drawn goods from the rose soirée at the demon prince’s castle. An S prize is guaranteed within 50 pulls.',
      },
      imageUrl: image('rose-night-machine'),
      kind: 'PROBABILITY',
      status: 'OPEN',
      opensAt: new Date(now - 3 * DAY),
      closesAt: new Date(now + 27 * DAY),
      singleCoinPrice: 150,
      tenCoinPrice: 1500,
      ticketPrice: 1,
      pityRank: 'S',
      pityThreshold: 50,
      pointsPerPaidPull: 10,
      position: 0,
      ranks: [
        {
          code: 'S',
          name: { ja: 'S賞', en: 'S prize' },
          weight: 30,
          prizes: [
            {
              name: {
                ja: '魔王子 アクリルスタンド（夜会ver.）',
                en: 'Demon Prince acrylic stand (soirée)',
              },
              description: {
                ja: '高さ約15cm。描き下ろしイラスト。',
                en: 'About 15 cm tall, newly drawn.',
              },
              imageUrl: image('prince-acrylic'),
              kind: 'REAL_GOODS',
              weight: 1,
              redeemPoints: 1500,
            },
            {
              name: {
                ja: '人形 アクリルスタンド（夜会ver.）',
                en: 'Puppet acrylic stand (soirée)',
              },
              description: {
                ja: '高さ約15cm。描き下ろしイラスト。',
                en: 'About 15 cm tall, newly drawn.',
              },
              imageUrl: image('puppet-acrylic'),
              kind: 'REAL_GOODS',
              weight: 1,
              redeemPoints: 1500,
            },
          ],
        },
        {
          code: 'A',
          name: { ja: 'A賞', en: 'A prize' },
          weight: 170,
          prizes: [
            {
              name: { ja: '薔薇庭園 B2タペストリー', en: 'Rose garden B2 tapestry' },
              imageUrl: image('rose-tapestry'),
              kind: 'REAL_GOODS',
              weight: 1,
              redeemPoints: 600,
              duplicatePoints: 60,
            },
            {
              name: { ja: 'お茶会 ポストカード', en: 'Tea party postcard' },
              imageUrl: image('tea-party-postcard'),
              kind: 'REAL_GOODS',
              weight: 2,
              redeemPoints: 300,
              duplicatePoints: 30,
            },
          ],
        },
        {
          code: 'B',
          name: { ja: 'B賞', en: 'B prize' },
          weight: 300,
          prizes: [
            {
              name: { ja: '城の鍵 チャーム', en: 'Castle key charm' },
              imageUrl: image('castle-key-charm'),
              kind: 'REAL_GOODS',
              weight: 1,
              duplicatePoints: 15,
            },
            {
              name: { ja: '紋章 缶バッジ', en: 'Crest can badge' },
              imageUrl: image('crest-badge'),
              kind: 'REAL_GOODS',
              weight: 1,
              duplicatePoints: 10,
            },
            {
              name: { ja: '人形 缶バッジ', en: 'Puppet can badge' },
              imageUrl: image('puppet-badge'),
              kind: 'REAL_GOODS',
              weight: 1,
              duplicatePoints: 10,
            },
          ],
        },
        {
          code: 'C',
          name: { ja: 'C賞', en: 'C prize' },
          weight: 500,
          prizes: [
            {
              name: { ja: '三日月 ステッカー', en: 'Crescent moon sticker' },
              imageUrl: image('moon-sticker'),
              kind: 'REAL_GOODS',
              weight: 2,
              duplicatePoints: 5,
            },
            {
              name: { ja: '50コイン', en: '50 coins' },
              description: {
                ja: '当たったその場で受け取れます。',
                en: 'Yours the moment you draw it.',
              },
              imageUrl: image('coins-50'),
              kind: 'COIN',
              coinAmount: 50,
              weight: 3,
            },
          ],
        },
      ],
      offers: [
        {
          pulls: 10,
          coinPrice: 750,
          perFanLimit: 1,
          label: { ja: '初回限定 10連半額', en: 'First ten-draw at half price' },
        },
        {
          pulls: 1,
          coinPrice: 50,
          perFanLimit: 3,
          label: { ja: 'お試し1回 50コイン（3回まで）', en: 'Trial pull for 50 coins (up to 3)' },
        },
      ],
    },
    {
      name: { ja: '人形の宝箱 BOXガチャ', en: 'The Puppet’s Treasure Box' },
      description: {
        ja: '全100個入りのBOX。引いた景品は箱から減り、残り数はいつでも確認できます。最後の1個まで引き切れます。',
        en: 'A box of 100 prizes. Every prize drawn leaves the box, and what is left is always shown, down to the last one.',
      },
      imageUrl: image('puppet-box-machine'),
      kind: 'STOCK',
      status: 'OPEN',
      opensAt: new Date(now - DAY),
      closesAt: new Date(now + 13 * DAY),
      singleCoinPrice: 200,
      tenCoinPrice: 2000,
      ticketPrice: 1,
      pointsPerPaidPull: 10,
      position: 1,
      ranks: [
        {
          code: 'A',
          name: { ja: 'A賞', en: 'A prize' },
          prizes: [
            {
              name: {
                ja: '人形 アクリルスタンド（宝箱ver.）',
                en: 'Puppet acrylic stand (treasure box)',
              },
              imageUrl: image('puppet-acrylic'),
              kind: 'REAL_GOODS',
              stock: 2,
            },
          ],
        },
        {
          code: 'B',
          name: { ja: 'B賞', en: 'B prize' },
          prizes: [
            {
              name: { ja: 'お茶会 ポストカード', en: 'Tea party postcard' },
              imageUrl: image('tea-party-postcard'),
              kind: 'REAL_GOODS',
              stock: 8,
            },
          ],
        },
        {
          code: 'C',
          name: { ja: 'C賞', en: 'C prize' },
          prizes: [
            {
              name: { ja: '城の鍵 チャーム', en: 'Castle key charm' },
              imageUrl: image('castle-key-charm'),
              kind: 'REAL_GOODS',
              stock: 20,
            },
          ],
        },
        {
          code: 'D',
          name: { ja: 'D賞', en: 'D prize' },
          prizes: [
            {
              name: { ja: '50コイン', en: '50 coins' },
              imageUrl: image('coins-50'),
              kind: 'COIN',
              coinAmount: 50,
              stock: 70,
            },
          ],
        },
      ],
    },
  ];
}
