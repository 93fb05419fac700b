import { defineMessages } from 'react-intl';
import type { QuestionnairePageQuery } from '../../__generated__/QuestionnairePageQuery.graphql';
import type { QuestionnairesPageQuery } from '../../__generated__/QuestionnairesPageQuery.graphql';
import { featureRoutes, pageQuery } from '../../routing/routeDeclaration';
import { QUESTIONNAIRES_PAGE_SIZE, TEXT_ANSWERS_PAGE_SIZE } from './questionnairesPageSize';

const messages = defineMessages({
  questionnaires: { id: 'common.nav.questionnaires' },
});

/** The garden's questionnaires and one questionnaire's form. */
export const questionnairesRoutes = featureRoutes('questionnaires', [
  {
    path: 'questionnaires',
    page: 'QuestionnairesPage',
    // The coin balance chip speaks the engagement feature's words.
    namespaces: ['questionnaires', 'engagement'],
    query: pageQuery<QuestionnairesPageQuery>(
      () => import('../../__generated__/QuestionnairesPageQuery.graphql'),
      () => ({ count: QUESTIONNAIRES_PAGE_SIZE }),
      'network-only',
    ),
    handle: {
      navigation: {
        section: 'more',
        label: messages.questionnaires,
        icon: 'questionnaires',
        order: 23,
      },
    },
  },
  {
    path: 'questionnaires/:questionnaireId',
    page: 'QuestionnairePage',
    namespaces: ['questionnaires', 'engagement'],
    // network-only: the deadline, the viewer's answer and the results change by the minute.
    query: pageQuery<QuestionnairePageQuery>(
      () => import('../../__generated__/QuestionnairePageQuery.graphql'),
      (params) => ({
        questionnaireId: params.questionnaireId ?? '',
        textCount: TEXT_ANSWERS_PAGE_SIZE,
      }),
      'network-only',
    ),
  },
]);
