// The demo garden's store: believable goods of "The Demon Prince and the Puppet" in
// Japanese and English, and the seller's legal details (a fictional operator).
import type { StoreSeed } from './seedStore';

export const demoStore: StoreSeed = {
  settings: {
    sellerName: { ja: '株式会社ローズガーデン・スタジオ', en: 'Rose Garden Studio Inc.' },
    invoiceRegistrationNumber: 'T1234567890123',
    address: {
      ja: '〒150-0002 東京都渋谷区渋谷二丁目1番1号 薔薇ビル5階',
      en: 'Bara Bldg. 5F, 2-1-1 Shibuya, Shibuya-ku, Tokyo 150-0002, Japan',
    },
    email: 'store@garden.test',
    phone: '03-0000-0000（受付 平日10:00〜18:00）',
    representative: { ja: '代表取締役 薔薇園 まどか', en: 'Madoka Barazono, CEO' },
    paymentTiming: {
      ja: 'クレジットカード：ご注文確定時にお支払いが確定します。ID決済：各サービスでのお支払い完了時に確定します。',
      en: 'Credit card: charged when you place the order. ID payment: when you complete the payment in the service.',
    },
    deliveryTiming: {
      ja: 'デジタル商品・コイン：お支払い完了後すぐにご利用いただけます。グッズ：お支払い完了後14日以内に発送します（予約商品は商品ページ記載の時期）。',
      en: 'Digital items and coins: available as soon as the payment completes. Goods: shipped within 14 days of payment (pre-orders at the time stated on the item).',
    },
    returnPolicy: {
      ja: 'デジタル商品・コインの性質上、お支払い完了後のキャンセル・返品はお受けできません。グッズに不良があった場合は到着後7日以内にご連絡ください。交換または返金いたします。',
      en: 'Digital items and coins cannot be canceled or returned once paid. If goods arrive damaged, tell us within 7 days of delivery for an exchange or a refund.',
    },
    additionalCosts: {
      ja: 'グッズの送料：全国一律 770円（税込）。5,000円以上のご注文で送料無料。',
      en: 'Shipping for goods: ¥770 (tax included) anywhere in Japan; free on orders of ¥5,000 or more.',
    },
    coinNotice: {
      ja: 'コミュニティコインは資金決済法上の前払式支払手段（自家型）です。有償コインの有効期限はありません。無償コインは付与日から180日で失効します。コインは払い戻しできません（法令で定める場合を除く）。未使用残高が基準日に1,000万円を超えた場合、関東財務局に届け出ます。',
      en: 'Community coins are a prepaid payment instrument (own-business type) under the Payment Services Act. Paid coins do not expire; free coins expire 180 days after they are granted. Coins cannot be refunded except where the law requires it. When the unused balance passes ¥10,000,000 on a base date, we notify the Kanto Local Finance Bureau.',
    },
  },
  sections: [
    {
      title: { ja: '壁紙・ボイス', en: 'Wallpapers and voices' },
      description: {
        ja: '描き下ろし壁紙と、王子と人形の録り下ろしボイス。',
        en: 'Newly drawn wallpapers and newly recorded voices of the prince and the puppet.',
      },
      items: [
        {
          kind: 'DIGITAL',
          name: { ja: '月夜の薔薇園 壁紙セット', en: 'Moonlit Rose Garden wallpaper set' },
          description: {
            ja: 'スマートフォン用・PC用の壁紙3種。描き下ろしイラストを高解像度で。',
            en: 'Three wallpapers for phones and computers: the new illustration in high resolution.',
          },
          imageUrl: '/images/store/wallpaper.svg',
          price: 330,
        },
        {
          kind: 'DIGITAL',
          name: { ja: '王子のおやすみボイス', en: 'Goodnight voice of the prince' },
          description: {
            ja: '魔王子があなただけにささやく、約2分のおやすみボイス。',
            en: 'About two minutes of the demon prince wishing you goodnight, just for you.',
          },
          imageUrl: '/images/store/voice.svg',
          price: 550,
        },
        {
          kind: 'DIGITAL',
          name: { ja: '生誕祭 限定スペシャルギフト', en: 'Birthday special gift (limited)' },
          description: {
            ja: '人形の誕生日を祝う限定ギフト：メッセージカード画像と記念ボイス。先着100名さま、お一人さま1点まで。',
            en: "A limited gift for the puppet's birthday: a message card image and a celebration voice. First 100 fans, one per fan.",
          },
          imageUrl: '/images/store/gift.svg',
          price: 1100,
          stock: 100,
          perFanLimit: 1,
          saleEndsInDays: 30,
        },
      ],
    },
    {
      title: { ja: 'コミュニティコイン', en: 'Community coins' },
      description: {
        ja: '抽選やゲームで使えるコイン。まとめて買うとボーナスつき。',
        en: 'Coins for draws and games, with a bonus on larger packs.',
      },
      items: [
        {
          kind: 'COIN_PACK',
          name: { ja: 'コイン 500', en: '500 coins' },
          description: { ja: '有償コイン500枚。', en: '500 paid coins.' },
          imageUrl: '/images/store/coins.svg',
          price: 500,
          coinAmount: 500,
          bonusCoins: 0,
        },
        {
          kind: 'COIN_PACK',
          name: { ja: 'コイン 3,000（+300ボーナス）', en: '3,000 coins (+300 bonus)' },
          description: {
            ja: '有償コイン3,000枚に、無償コイン300枚のボーナスつき。',
            en: '3,000 paid coins with a bonus of 300 free coins.',
          },
          imageUrl: '/images/store/coins.svg',
          price: 3000,
          coinAmount: 3000,
          bonusCoins: 300,
        },
      ],
    },
    {
      title: { ja: 'グッズ', en: 'Goods' },
      description: {
        ja: 'お手元に届く公式グッズ。',
        en: 'Official goods shipped to your door.',
      },
      items: [
        {
          kind: 'PHYSICAL',
          name: {
            ja: 'アクリルスタンド 王子と人形',
            en: 'Acrylic stand: the prince and the puppet',
          },
          description: {
            ja: '高さ約15cm。ふたりが並ぶ描き下ろしイラスト。お一人さま3点まで。',
            en: 'About 15 cm tall: the two side by side in a new illustration. Up to three per fan.',
          },
          imageUrl: '/images/store/acrylic.svg',
          price: 1980,
          stock: 300,
          perFanLimit: 3,
        },
        {
          kind: 'PHYSICAL',
          name: { ja: '薔薇の紅茶 ティーバッグ10包', en: 'Rose black tea, 10 tea bags' },
          description: {
            ja: '作中のお茶会をイメージしたローズ紅茶（食品：軽減税率8%）。',
            en: 'A rose black tea after the tea party of the story (food: reduced 8 % tax rate).',
          },
          imageUrl: '/images/store/tea.svg',
          price: 1296,
          taxRatePercent: 8,
          stock: 200,
        },
      ],
    },
    {
      title: { ja: 'チケット', en: 'Tickets' },
      description: { ja: 'イベントのチケット。', en: 'Tickets to events.' },
      items: [
        {
          kind: 'TICKET',
          name: { ja: 'オンライン朗読会 視聴チケット', en: 'Online reading event ticket' },
          description: {
            ja: '王子役・人形役のキャストによる朗読会の配信チケット。販売開始までお待ちください。',
            en: 'A streaming ticket to a reading by the voices of the prince and the puppet. On sale soon.',
          },
          imageUrl: '/images/store/ticket.svg',
          price: 2500,
          saleStartsInDays: 7,
          saleEndsInDays: 21,
          perFanLimit: 1,
        },
      ],
    },
    {
      title: { ja: 'ストーリー閲覧パス', en: 'Story view passes' },
      description: {
        ja: 'ストーリーの特別な章を読むための閲覧パス。',
        en: 'View passes that open special chapters of the stories.',
      },
      items: [
        {
          kind: 'DIGITAL',
          name: { ja: '閲覧パス「人形の見る夢」', en: 'View pass: The Puppet’s Dream' },
          description: {
            ja: 'ストーリー「魔王子と人形」第4章「人形の見る夢」を読めるようになる閲覧パス。一度購入すればいつでも読めます。',
            en: 'A view pass that opens chapter 4, “The Puppet’s Dream”, of the story “The Demon Prince and the Puppet”. Buy it once and read it any time.',
          },
          imageUrl: '/images/store/gift.svg',
          price: 220,
          perFanLimit: 1,
        },
      ],
    },
  ],
};
