// The questionnaires feature: operators' forms of choice, free-text, rating and date
// questions; a fan's one answer with its reward of free coins; the operators' results and CSV.
import type { CommunityLoaders } from '../community/loaders';
import { defineServerFeature } from '../platform/serverFeature';
import { answerResolvers } from './answerQuestionnaire';
import { createQuestionnairesLoaders } from './loaders';
import { questionnaireOperatorResolvers } from './operatorResolvers';
import { questionnaireResolvers } from './questionnaireResolvers';
import {
  questionnaireAnswers,
  questionnaireQuestions,
  questionnaireResponses,
  questionnaires,
} from './tables';

export const questionnairesFeature = defineServerFeature({
  name: 'questionnaires',
  resolvers: [questionnaireResolvers, answerResolvers, questionnaireOperatorResolvers],
  tables: { questionnaires, questionnaireQuestions, questionnaireResponses, questionnaireAnswers },
  loaders: (scope, others) =>
    createQuestionnairesLoaders(scope, others as { community: CommunityLoaders }),
  nodeTypes: {
    Questionnaire: (loaders) => loaders.questionnaireById,
    QuestionnaireQuestion: (loaders) => loaders.questionById,
  },
});
