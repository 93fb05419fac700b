// Questionnaires: the garden's list and one questionnaire with its questions, a member's
// answer checked per question (a required one left out, an answer of the wrong kind), the
// first answer rewarded and a second refused, a visitor refused, and the operators'
// mutations refused to a member — the same on the real server and the mock.
import { expect } from 'vitest';
import { defineContract } from './contractServer';
import { joinAs } from './documents';

const LIST = /* GraphQL */ `
  query ContractQuestionnaires {
    community {
      questionnaires(first: 5) {
        edges {
          node {
            questionnaireId
            title
            status
            rewardCoins
            editableUntilClose
          }
        }
      }
    }
  }
`;

const ONE = /* GraphQL */ `
  query ContractQuestionnaire($questionnaireId: String!) {
    community {
      questionnaire(questionnaireId: $questionnaireId) {
        id
        questionnaireId
        title
        status
        rewardCoins
        resultsCsvPath
        viewerRewardCoins
        viewerAnswers {
          choiceKeys
          rating
        }
        questions {
          id
          kind
          title
          required
          choices {
            key
            label
          }
          ratingMax
          maxLength
          result {
            answerCount
          }
        }
      }
    }
  }
`;

const ANSWER = /* GraphQL */ `
  mutation ContractAnswerQuestionnaire($input: AnswerQuestionnaireInput!) {
    answerQuestionnaire(input: $input) {
      __typename
      ... on AnswerQuestionnairePayload {
        rewardCoins
        questionnaire {
          viewerRewardCoins
        }
      }
      ... on QuestionnaireError {
        questionnaireProblem
      }
      ... on InvalidInputError {
        field
        reason
        limit
      }
      ... on Error {
        message
      }
    }
  }
`;

const CLOSE = /* GraphQL */ `
  mutation ContractCloseQuestionnaire($input: CloseQuestionnaireInput!) {
    closeQuestionnaire(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

type Question = { id: string; kind: string };

export default defineContract('questionnaires', [
  {
    name: 'lists the garden’s questionnaires, open ones first',
    async run(server) {
      const result = await server.call(LIST, {}, { language: 'ja' });
      expect(
        result.data?.community.questionnaires.edges.map((edge: { node: unknown }) => edge.node),
      ).toEqual([
        {
          questionnaireId: 'favorite-scenes',
          title: '好きな場面アンケート',
          status: 'OPEN',
          rewardCoins: 50,
          editableUntilClose: false,
        },
        {
          questionnaireId: 'season2-expectations',
          title: '第2期 放送前アンケート',
          status: 'CLOSED',
          rewardCoins: 30,
          editableUntilClose: true,
        },
      ]);
    },
  },
  {
    name: 'shows a questionnaire’s questions, results only to operators',
    async run(server) {
      const result = await server.call(
        ONE,
        { questionnaireId: 'favorite-scenes' },
        { language: 'en' },
      );
      const questionnaire = result.data?.community.questionnaire;
      expect(questionnaire).toMatchObject({
        questionnaireId: 'favorite-scenes',
        title: 'Your favourite scenes',
        status: 'OPEN',
        rewardCoins: 50,
        resultsCsvPath: null,
        viewerRewardCoins: 0,
        viewerAnswers: [],
      });
      expect(questionnaire.questions.map((question: Question) => question.kind)).toEqual([
        'SINGLE_CHOICE',
        'MULTIPLE_CHOICE',
        'RATING',
        'FREE_TEXT',
        'DATE',
      ]);
      expect(questionnaire.questions[0]).toMatchObject({
        title: 'Which scene is your favourite?',
        required: true,
        ratingMax: null,
        maxLength: null,
        result: null,
      });
      expect(questionnaire.questions[0].choices[4]).toEqual({
        key: 'c5',
        label: 'The night of the name (episode 12)',
      });
      expect(questionnaire.questions[2].ratingMax).toBe(5);
      expect(questionnaire.questions[3].maxLength).toBe(400);
      const unknown = await server.call(ONE, { questionnaireId: 'no-such-questionnaire' });
      expect(unknown.data?.community.questionnaire).toBeNull();
    },
  },
  {
    name: 'checks each answer, rewards the first and refuses a second',
    async run(server) {
      await joinAs(server, 'contract-answerer');
      const read = await server.call(ONE, { questionnaireId: 'favorite-scenes' });
      const { id, questions } = read.data?.community.questionnaire as {
        id: string;
        questions: Question[];
      };
      const send = async (answers: unknown[], clientMutationId: string, as?: string) =>
        (
          await server.call(
            ANSWER,
            { input: { clientMutationId, questionnaireId: id, answers } },
            { as, language: 'en' },
          )
        ).data?.answerQuestionnaire;
      expect((await send([], 'qa-0')).__typename).toBe('ShouldBeLoggedInOrSignedUpError');
      const as = 'contract-answerer';
      expect(await send([{ questionId: questions[0].id, choiceKeys: ['c5'] }], 'qa-1', as)).toEqual(
        {
          __typename: 'InvalidInputError',
          field: `answers.${questions[2].id}`,
          reason: 'REQUIRED',
          limit: null,
          message: '“How much did you enjoy season 1?” is required. Please answer it.',
        },
      );
      expect(
        await send(
          [
            { questionId: questions[0].id, choiceKeys: ['c5'] },
            { questionId: questions[2].id, rating: 9 },
          ],
          'qa-2',
          as,
        ),
      ).toMatchObject({ field: `answers.${questions[2].id}`, reason: 'INVALID_FORMAT' });
      const valid = [
        { questionId: questions[0].id, choiceKeys: ['c5'] },
        { questionId: questions[2].id, rating: 5 },
      ];
      expect(await send(valid, 'qa-3', as)).toEqual({
        __typename: 'AnswerQuestionnairePayload',
        rewardCoins: 50,
        questionnaire: { viewerRewardCoins: 50 },
      });
      // A retry replays the first answer.
      expect((await send(valid, 'qa-3', as)).rewardCoins).toBe(50);
      expect(await send(valid, 'qa-4', as)).toEqual({
        __typename: 'QuestionnaireError',
        questionnaireProblem: 'ALREADY_ANSWERED',
        message: 'You have already answered this questionnaire, and answers cannot be changed.',
      });
      const mine = await server.call(
        ONE,
        { questionnaireId: 'favorite-scenes' },
        { as, language: 'en' },
      );
      expect(mine.data?.community.questionnaire.viewerAnswers).toEqual([
        { choiceKeys: ['c5'], rating: null },
        { choiceKeys: [], rating: 5 },
      ]);
    },
  },
  {
    name: 'refuses a closed questionnaire’s answers and the operators’ mutations to a member',
    async run(server) {
      await joinAs(server, 'contract-late');
      const closed = await server.call(ONE, { questionnaireId: 'season2-expectations' });
      const { id, questions } = closed.data?.community.questionnaire as {
        id: string;
        questions: Question[];
      };
      const late = await server.call(
        ANSWER,
        {
          input: {
            clientMutationId: 'late-1',
            questionnaireId: id,
            answers: [{ questionId: questions[0].id, choiceKeys: ['c1'] }],
          },
        },
        { as: 'contract-late', language: 'ja' },
      );
      expect(late.data?.answerQuestionnaire).toEqual({
        __typename: 'QuestionnaireError',
        questionnaireProblem: 'CLOSED',
        message: 'このアンケートの受付は終了しました。',
      });
      const close = await server.call(
        CLOSE,
        { input: { clientMutationId: 'close-1', id } },
        { as: 'contract-late', language: 'en' },
      );
      expect(close.data?.closeQuestionnaire).toEqual({
        __typename: 'PermissionDeniedError',
        message: "Only the garden's operators can do this.",
      });
    },
  },
]);
