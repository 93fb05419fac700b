// The demo garden's feature articles (読みもの), in Japanese and English: an interview with
// the creator, a making-of column, a character profile and a members-only storyboard
// commentary. Pictures are the ones the app already ships under public/images.
import type { PageBlockData } from '../../common/pageBlocks';
import type { ArticlesSeed } from './seedArticles';

const heading = (text: string): PageBlockData => ({ kind: 'heading', text });
const paragraph = (text: string): PageBlockData => ({ kind: 'paragraph', spans: [{ text }] });
const callout = (text: string): PageBlockData => ({ kind: 'callout', text });
const image = (src: string, alt: string, width: number, height: number): PageBlockData => ({
  kind: 'image',
  src,
  alt,
  width,
  height,
});

export const demoArticles: ArticlesSeed = {
  articles: [
    {
      slug: 'creator-interview',
      daysAgo: 2,
      coverImageUrl: '/images/garden-banner.png',
      title: {
        ja: '原作者インタビュー：「庭」は、ふたりが帰ってこられる場所',
        en: 'Interview with the creator: “The garden is a place the two of them can come home to”',
      },
      lead: {
        ja: '第2部の制作が佳境を迎えるなか、原作者に作品の始まりと、これからの「庭」について話を聞きました。',
        en: 'With Part 2 in its final stretch, we asked the creator how the story began and where the garden goes next.',
      },
      body: {
        ja: [
          heading('最初に浮かんだのは、一枚の絵でした'),
          paragraph('――『魔王子と人形』はどのように生まれたのでしょうか。'),
          paragraph(
            '夜の庭で、角のある少年が壊れた人形の手を取っている。その一枚の絵が先にありました。ふたりがどうしてそこにいるのかを考えるうちに、物語のほうが後からついてきた感じです。',
          ),
          image(
            '/images/posts/horns-sketch.webp',
            '魔王子の角を描いた初期のラフスケッチ',
            1200,
            900,
          ),
          heading('魔王子は「強い」より「不器用」に'),
          paragraph('――魔王子は恐ろしい存在として描かれがちですが、本作では少し違いますね。'),
          paragraph(
            '力はあるのに、それをどう使えば人形が喜ぶのか分からない。そういう不器用さを大事にしています。第2部では、彼が初めて「頼む」場面があります。ぜひ注目してください。',
          ),
          callout('第2部は来月より順次配信予定です。最新情報はお知らせをご確認ください。'),
          heading('ファンのみなさんへ'),
          paragraph(
            'タイムラインに届くファンアートや感想は、毎晩ひとつずつ読んでいます。この庭が、ふたりと同じように、みなさんが帰ってこられる場所になればうれしいです。',
          ),
          { kind: 'button', label: '配信中のエピソードを観る', href: '/player' },
        ],
        en: [
          heading('It started with a single picture'),
          paragraph('— How did “The Demon Prince and the Puppet” begin?'),
          paragraph(
            'A horned boy in a garden at night, holding the hand of a broken puppet. That picture came first. The story followed as I wondered how the two of them had ended up there.',
          ),
          image(
            '/images/posts/horns-sketch.webp',
            'An early rough sketch of the Demon Prince’s horns',
            1200,
            900,
          ),
          heading('Less “mighty”, more “clumsy”'),
          paragraph('— Demon princes are usually drawn as frightening. Yours is different.'),
          paragraph(
            'He has all that power and no idea how to use it to make the puppet happy. I treasure that clumsiness. In Part 2 there is a scene where he asks for help for the first time — watch for it.',
          ),
          callout('Part 2 starts streaming next month. See the news page for the latest.'),
          heading('To the fans'),
          paragraph(
            'I read the fan art and messages on the timeline one by one, every night. I hope this garden becomes a place you can come home to, just as it is for the two of them.',
          ),
          { kind: 'button', label: 'Watch the episodes', href: '/player' },
        ],
      },
    },
    {
      slug: 'making-of-tea-party',
      daysAgo: 9,
      coverImageUrl: '/images/posts/tea-party.webp',
      title: {
        ja: '制作コラム：お茶会のシーンができるまで',
        en: 'Making-of: how the tea party scene came together',
      },
      lead: {
        ja: '第1部の終盤を彩ったお茶会のシーン。美術スタッフが、色と光の決め方を振り返ります。',
        en: 'The tea party that closed Part 1, as the art team remembers it: how its colours and light were chosen.',
      },
      body: {
        ja: [
          paragraph(
            'こんにちは、美術担当です。今回は、第1部の終盤に登場するお茶会のシーンについて、色と光の決め方をご紹介します。',
          ),
          heading('バラの色は三回変わりました'),
          paragraph(
            '最初の設定では真紅のバラでしたが、夕暮れの光の中では重たく見えてしまいました。そこで、花びらの縁だけに淡い桃色を差し、夕陽を受けたときに透けて見えるように調整しています。',
          ),
          image('/images/posts/rose-study.webp', 'バラの色を検討した習作', 900, 1200),
          heading('光は人形の側から'),
          paragraph(
            'お茶会の主役は人形です。光源を人形の背後に置き、魔王子の顔には人形越しの光だけが当たるようにしました。ふたりの距離が少しずつ縮まっていくのを、光で見せたかったのです。',
          ),
          image('/images/pages/winter-fair-banner.svg', '夜の庭を描いた背景美術', 1200, 400),
          callout('背景美術の一部は、ストアのアートブックにも収録予定です。'),
        ],
        en: [
          paragraph(
            'Hello from the art team. This time we look back at the tea party near the end of Part 1, and at how its colours and light were chosen.',
          ),
          heading('The roses changed colour three times'),
          paragraph(
            'The first design had crimson roses, but in the evening light they looked heavy. So we tinted only the edges of the petals a pale pink, letting the sunset shine through them.',
          ),
          image('/images/posts/rose-study.webp', 'A colour study of the roses', 900, 1200),
          heading('Light from the puppet’s side'),
          paragraph(
            'The puppet is the heart of the tea party. We placed the light behind her, so that the Demon Prince’s face is lit only through her. We wanted the light to show the two of them drawing closer.',
          ),
          image(
            '/images/pages/winter-fair-banner.svg',
            'Background art of the garden at night',
            1200,
            400,
          ),
          callout('Some of the background art will also appear in the art book in the store.'),
        ],
      },
    },
    {
      slug: 'character-profile-puppet',
      daysAgo: 16,
      coverImageUrl: '/images/pages/new-season.svg',
      title: {
        ja: 'キャラクター紹介：人形',
        en: 'Character profile: the Puppet',
      },
      lead: {
        ja: '名前を持たない人形は、なぜ魔王子の庭にいるのか。物語の鍵を握る彼女のプロフィールです。',
        en: 'Why is a nameless puppet in the Demon Prince’s garden? A profile of the one who holds the key to the story.',
      },
      body: {
        ja: [
          image('/images/garden/puppet.svg', '人形のイラスト', 160, 160),
          heading('プロフィール'),
          paragraph(
            '魔王子の庭で目を覚ました、名前のない人形。古い舞踏会の記憶をかすかに残しており、ワルツの音が聞こえると自然に足が動きます。',
          ),
          heading('好きなもの'),
          paragraph('月の明るい夜、温かい紅茶の香り、庭のいちばん奥に咲く白いバラ。'),
          heading('魔王子との関係'),
          paragraph(
            '最初は魔王子を怖がっていましたが、彼が毎晩こっそり庭の手入れをしていることに気づいてから、少しずつ距離が縮まっていきます。',
          ),
          callout('第2部では、人形の「名前」にまつわるエピソードが描かれます。'),
        ],
        en: [
          image('/images/garden/puppet.svg', 'An illustration of the Puppet', 160, 160),
          heading('Profile'),
          paragraph(
            'A nameless puppet who woke up in the Demon Prince’s garden. She keeps a faint memory of an old ball, and her feet move by themselves when she hears a waltz.',
          ),
          heading('Likes'),
          paragraph(
            'Moonlit nights, the smell of warm tea, and the white rose at the far end of the garden.',
          ),
          heading('With the Demon Prince'),
          paragraph(
            'She was afraid of him at first. Then she noticed him tending the garden in secret every night, and little by little the distance between them shrank.',
          ),
          callout('Part 2 tells a story about the Puppet’s name.'),
        ],
      },
    },
    {
      slug: 'storyboard-commentary-part2',
      daysAgo: 1,
      membersOnly: true,
      coverImageUrl: '/images/garden/banner.svg',
      title: {
        ja: '【メンバー限定】監督による第2部絵コンテ解説',
        en: '[Members only] The director’s commentary on the Part 2 storyboards',
      },
      lead: {
        ja: '第2部の絵コンテを、監督が一枚ずつ解説します。配信前の場面を含むため、メンバーの方だけにお届けします。',
        en: 'The director walks through the Part 2 storyboards one by one. It shows scenes before they stream, so it is for members only.',
      },
      body: {
        ja: [
          heading('カット12：振り返らない魔王子'),
          paragraph(
            '当初は魔王子が振り向く案でしたが、人形の表情だけで伝えるために背中越しの構図へ変更しました。コンテの段階で三度描き直した場面です。',
          ),
          image(
            '/images/cards/soiree-castle-night.svg',
            '第2部の舞台となる夜の城のイメージボード',
            250,
            350,
          ),
          heading('カット27：ワルツの最初の一歩'),
          paragraph(
            'ここでは音楽より先に足音を置いています。人形が自分の意思で踏み出す一歩を、観る人にも一緒に感じてほしかったからです。',
          ),
          callout('感想はメンバー限定チャットでお待ちしています。'),
        ],
        en: [
          heading('Cut 12: the Demon Prince does not turn around'),
          paragraph(
            'At first he turned to face her, but we wanted the puppet’s face alone to carry the moment, so we moved the camera behind his back. We redrew this cut three times at the storyboard stage.',
          ),
          image(
            '/images/cards/soiree-castle-night.svg',
            'Image board of the castle at night, where Part 2 takes place',
            250,
            350,
          ),
          heading('Cut 27: the first step of the waltz'),
          paragraph(
            'Here the footsteps come before the music. We wanted you to feel the step the puppet takes of her own will, together with her.',
          ),
          callout('Tell us what you think in the members’ chat.'),
        ],
      },
    },
  ],
};
