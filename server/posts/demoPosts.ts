// The demo garden's topics and first posts: fans' impressions and theories, fan-art talk,
// and the official account's announcements (pinned in their topics).
import type { PostsSeed } from './seedPosts';

export const demoPosts: PostsSeed = {
  categories: [
    { key: 'work', name: { ja: '作品について', en: 'The work' } },
    { key: 'fans', name: { ja: 'ファン活動', en: 'Fan activities' } },
    { key: 'news', name: { ja: 'お知らせ', en: 'News' } },
  ],
  topics: [
    {
      key: 'episode12',
      category: 'work',
      name: { ja: '第12話の感想', en: 'Episode 12 impressions' },
      description: {
        ja: '最新話を見た感想はこちらへ。ネタバレは放送後に。',
        en: 'Your thoughts on the latest episode. Spoilers only after it airs.',
      },
    },
    {
      key: 'theories',
      category: 'work',
      name: { ja: 'キャラクター考察', en: 'Character theories' },
      description: {
        ja: '王子と人形、それぞれの過去や伏線を語り合いましょう。',
        en: 'The prince, the puppet, their pasts and the foreshadowing.',
      },
    },
    {
      key: 'fanArt',
      category: 'fans',
      name: { ja: 'ファンアート語り', en: 'Fan art talk' },
      description: {
        ja: '描いた絵の話、描き方のコツ、好きな構図など。',
        en: 'What you drew, how you drew it, your favourite compositions.',
      },
    },
    {
      key: 'announcements',
      category: 'news',
      name: { ja: '公式からのお知らせ', en: 'Official announcements' },
      description: {
        ja: '放送・イベント・グッズの最新情報。',
        en: 'The latest on broadcasts, events and goods.',
      },
    },
  ],
  posts: [
    {
      fan: 'official',
      official: true,
      pinned: true,
      topic: 'announcements',
      visibility: 'PUBLIC',
      body: '【お知らせ】公式ファンコミュニティ「魔王子と人形の庭」がオープンしました！感想やファンアートを気軽に投稿してください。',
      likes: [
        { fan: 'kuro', count: 10 },
        { fan: 'hana', count: 5 },
        { fan: 'alex', count: 3 },
      ],
      comments: [
        { fan: 'kuro', body: 'オープンおめでとうございます！毎日来ます。' },
        { fan: 'alex', body: 'Congratulations on the launch!' },
      ],
    },
    {
      fan: 'hana',
      topic: 'fanArt',
      visibility: 'PUBLIC',
      body: '王子と人形のお茶会を描きました。背景の薔薇は三日かけました…！人形の指先の球体関節、何度も資料を見直しています。',
      images: [
        {
          path: '/images/posts/tea-party.webp',
          width: 1200,
          height: 900,
          altText:
            '月夜の庭で、王子と人形が白いテーブルを囲んでお茶会をしているイラスト。周りに赤い薔薇。',
        },
        {
          path: '/images/posts/rose-study.webp',
          width: 900,
          height: 1200,
          altText: '背景用に描いた赤い薔薇一輪の練習スケッチ。',
        },
      ],
      likes: [
        { fan: 'kuro', count: 7 },
        { fan: 'alex', count: 4 },
      ],
      comments: [
        { fan: 'alex', body: 'The roses are gorgeous. How long did the lighting take?' },
        { fan: 'kuro', body: '球体関節のこだわり、伝わってきます！' },
      ],
    },
    {
      fan: 'alex',
      topic: 'theories',
      visibility: 'PUBLIC',
      body: 'Theory: the puppet’s strings in the opening are cut one by one as the season goes on. Count them in episodes 1, 6 and 12.\n\nEdit: episode 6, not 7 — thanks for checking, everyone!',
      editedAfterMinutes: 40,
      likes: [{ fan: 'hana', count: 6 }],
      comments: [{ fan: 'hana', body: '数えてみました…本当に減ってる！' }],
    },
    {
      fan: 'kuro',
      topic: 'episode12',
      visibility: 'MEMBERS',
      body: '第12話、最後に王子が人形の手を取ったところで泣きました。第1話の「まだ名前はいらない」がここで回収されるなんて。',
      likes: [
        { fan: 'hana', count: 10 },
        { fan: 'alex', count: 2 },
      ],
      comments: [
        { fan: 'hana', body: 'わかります…あの台詞、ずっと気になってました。' },
        { fan: 'alex', body: 'I rewatched it three times. That scene!' },
      ],
    },
    {
      fan: 'official',
      official: true,
      pinned: true,
      topic: 'episode12',
      visibility: 'PUBLIC',
      body: '第12話「名を呼ぶ夜」ご覧いただきありがとうございました！感想はこのトピックへどうぞ。次回予告は公式サイトで公開中です。',
      likes: [
        { fan: 'kuro', count: 3 },
        { fan: 'hana', count: 2 },
      ],
    },
    {
      fan: 'hana',
      topic: 'theories',
      visibility: 'MEMBERS',
      body: '人形が王子を「殿下」ではなく名前で呼んだのは第12話が初めて。ここから二人の関係が変わる気がします。',
      likes: [{ fan: 'kuro', count: 4 }],
    },
    {
      fan: 'alex',
      topic: 'fanArt',
      visibility: 'PUBLIC',
      body: 'First time drawing the demon prince’s horns from the side. Any tips on the curl? Mine look like croissants.',
      images: [
        {
          path: '/images/posts/horns-sketch.webp',
          width: 1200,
          height: 900,
          altText:
            'Three side-view sketches of the demon prince’s horn, from a thin outline to a filled-in curl.',
        },
      ],
      likes: [
        { fan: 'hana', count: 3 },
        { fan: 'kuro', count: 2 },
      ],
      comments: [{ fan: 'hana', body: '根元を太めに、先端で少しねじると角っぽくなりますよ！' }],
    },
    {
      fan: 'kuro',
      visibility: 'PUBLIC',
      body: '今日も推し活がんばる。アクスタを連れてカフェに来ました。',
      images: [
        {
          path: '/images/posts/cafe-acrylic-stand.webp',
          width: 1200,
          height: 1200,
          altText: 'カフェのテーブルにカフェラテと魔王子のアクリルスタンド、薔薇のケーキ。',
        },
      ],
      likes: [{ fan: 'hana', count: 1 }],
    },
    {
      fan: 'official',
      official: true,
      topic: 'announcements',
      visibility: 'MEMBERS',
      body: '【会員限定】来月のオンラインイベントで、王子役・人形役のお二人によるアフタートークを配信します。詳細は近日公開！',
      likes: [
        { fan: 'kuro', count: 10 },
        { fan: 'hana', count: 10 },
        { fan: 'alex', count: 8 },
      ],
      comments: [{ fan: 'hana', body: '楽しみすぎます…！' }],
    },
    {
      fan: 'hana',
      visibility: 'PUBLIC',
      body: '庭のみんなの感想を読むのが最近の楽しみです。人形推し仲間、もっと増えますように。',
    },
  ],
};
