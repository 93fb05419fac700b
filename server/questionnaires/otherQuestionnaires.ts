// The second test tenant's questionnaire: the same address as the demo's, so the tests can
// show that another garden's questionnaire is never read, answered or exported here.
import type { QuestionnairesSeed } from './seedQuestionnaires';

export const otherQuestionnaires: QuestionnairesSeed = {
  questionnaires: [
    {
      slug: 'favorite-scenes',
      title: { en: 'The other garden’s questionnaire' },
      description: { en: 'Only for the other garden.' },
      rewardCoins: 5,
      editableUntilClose: false,
      opensInDays: -1,
      closesInDays: 30,
      questions: [
        {
          kind: 'FREE_TEXT',
          title: { en: 'A secret question' },
          required: true,
          ratingMax: null,
          maxLength: 100,
        },
      ],
      answers: { stranger: [{ text: 'a secret answer of the other garden' }] },
    },
  ],
};
