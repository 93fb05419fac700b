// The demo garden's questionnaires (README "Questionnaires"): an open one about the fans'
// favourite scenes with a reward of free coins, and a closed one from before season 2.
import type { QuestionnairesSeed } from './seedQuestionnaires';

export const demoQuestionnaires: QuestionnairesSeed = {
  questionnaires: [
    {
      slug: 'favorite-scenes',
      title: { ja: '好きな場面アンケート', en: 'Your favourite scenes' },
      description: {
        ja: '『魔王子と人形』第1期で心に残った場面を教えてください。いただいた回答は第2期の特別映像づくりの参考にします。回答してくださった方にはコミュニティコインを50枚プレゼント！',
        en: 'Tell us which scenes of "The Demon Prince and the Puppet" season 1 stayed with you. Your answers will help shape the season 2 special video. Everyone who answers gets 50 community coins!',
      },
      rewardCoins: 50,
      editableUntilClose: false,
      opensInDays: -3,
      closesInDays: 14,
      questions: [
        {
          kind: 'SINGLE_CHOICE',
          title: { ja: 'いちばん好きな場面はどれですか？', en: 'Which scene is your favourite?' },
          required: true,
          choices: [
            { ja: '月下の契約（第1話）', en: 'The pact under the moon (episode 1)' },
            { ja: '仮面舞踏会（第5話）', en: 'The masquerade (episode 5)' },
            { ja: '薔薇園の約束（第8話）', en: 'The promise in the rose garden (episode 8)' },
            { ja: '羽ペンの手紙（第11話）', en: 'The quill letter (episode 11)' },
            { ja: '名を呼ぶ夜（第12話）', en: 'The night of the name (episode 12)' },
          ],
          ratingMax: null,
          maxLength: null,
        },
        {
          kind: 'MULTIPLE_CHOICE',
          title: { ja: '好きなキャラクター（いくつでも）', en: 'Favourite characters (pick any)' },
          required: false,
          choices: [
            { ja: '魔王子ルシアン', en: 'Prince Lucien' },
            { ja: '人形のリラ', en: 'Lila the puppet' },
            { ja: '執事のオズ', en: 'Oz the butler' },
            { ja: '薔薇の魔女', en: 'The rose witch' },
          ],
          ratingMax: null,
          maxLength: null,
        },
        {
          kind: 'RATING',
          title: { ja: '第1期の満足度', en: 'How much did you enjoy season 1?' },
          description: { ja: '5がいちばん高い評価です。', en: '5 is the highest.' },
          required: true,
          ratingMax: 5,
          maxLength: null,
        },
        {
          kind: 'FREE_TEXT',
          title: { ja: 'その場面が好きな理由', en: 'Why that scene?' },
          description: {
            ja: 'ネタバレを含んでもかまいません。',
            en: 'Spoilers are fine here.',
          },
          required: false,
          ratingMax: null,
          maxLength: 400,
        },
        {
          kind: 'DATE',
          title: { ja: '作品に初めて出会った日', en: 'When did you first watch the show?' },
          description: {
            ja: 'だいたいの日付で大丈夫です。',
            en: 'An approximate date is fine.',
          },
          required: false,
          ratingMax: null,
          maxLength: null,
        },
      ],
      answers: {
        kuro: [
          { choiceKeys: ['c5'] },
          { choiceKeys: ['c1', 'c2'] },
          { rating: 5 },
          {
            text: '第1話の「まだ名前はいらない」が最終話で回収されたところ。何度見ても泣きます。',
          },
          { date: '2026-04-05' },
        ],
        hana: [
          { choiceKeys: ['c3'] },
          { choiceKeys: ['c2'] },
          { rating: 4 },
          { text: '薔薇園の色彩が本当に綺麗で、リラが笑う瞬間を何枚も描きました🌹' },
          null,
        ],
      },
    },
    {
      slug: 'season2-expectations',
      title: { ja: '第2期 放送前アンケート', en: 'Before season 2: your hopes' },
      description: {
        ja: '第2期の放送を前に、楽しみにしていることを伺いました。ご回答ありがとうございました。',
        en: 'Before season 2 aired, we asked what you were looking forward to. Thank you for answering.',
      },
      rewardCoins: 30,
      editableUntilClose: true,
      opensInDays: -40,
      closesInDays: -10,
      questions: [
        {
          kind: 'SINGLE_CHOICE',
          title: { ja: 'いちばん楽しみなことは？', en: 'What are you looking forward to most?' },
          required: true,
          choices: [
            { ja: 'ルシアンとリラのその後', en: 'What happens to Lucien and Lila' },
            { ja: '新しいキャラクター', en: 'New characters' },
            { ja: '主題歌', en: 'The theme song' },
          ],
          ratingMax: null,
          maxLength: null,
        },
        {
          kind: 'FREE_TEXT',
          title: { ja: '制作陣へのメッセージ', en: 'A message to the staff' },
          required: false,
          ratingMax: null,
          maxLength: 300,
        },
      ],
      answers: {
        kuro: [{ choiceKeys: ['c1'] }, { text: '第2期も全話リアタイします！' }],
        alex: [{ choiceKeys: ['c3'] }, null],
      },
    },
  ],
};
