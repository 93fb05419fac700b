import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  QuestionAnswerInput,
  useAnswerQuestionnaireMutation as AnswerMutation,
} from '../../__generated__/useAnswerQuestionnaireMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export type AnswerOutcome =
  | { kind: 'answered'; rewardCoins: number }
  /** field: `answers.<question id>` when one answer was refused. */
  | { kind: 'invalid'; field: string; message: string }
  /** message null: the request failed (network), not a refusal. */
  | { kind: 'refused'; message: string | null };

/** Sends the viewer's answers; the questionnaire, the list's facts and the coins move in the store. */
export function useAnswerQuestionnaireMutation(): [
  (
    questionnaireId: string,
    answers: QuestionAnswerInput[],
    onDone: (outcome: AnswerOutcome) => void,
  ) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<AnswerMutation>(answerMutation);
  const answer = useCallback(
    (
      questionnaireId: string,
      answers: QuestionAnswerInput[],
      onDone: (outcome: AnswerOutcome) => void,
    ) => {
      commit({
        variables: {
          input: { clientMutationId: newClientMutationId(), questionnaireId, answers },
        },
        onCompleted: ({ answerQuestionnaire: result }) => {
          if (result.__typename === 'AnswerQuestionnairePayload')
            onDone({ kind: 'answered', rewardCoins: result.rewardCoins ?? 0 });
          else if (result.__typename === 'InvalidInputError')
            onDone({ kind: 'invalid', field: result.field ?? '', message: result.message ?? '' });
          else onDone({ kind: 'refused', message: result.message ?? null });
        },
        onError: () => onDone({ kind: 'refused', message: null }),
      });
    },
    [commit],
  );
  return [answer, inFlight];
}

const answerMutation = graphql`
  mutation useAnswerQuestionnaireMutation($input: AnswerQuestionnaireInput!) {
    answerQuestionnaire(input: $input) {
      __typename
      ... on AnswerQuestionnairePayload {
        rewardCoins
        questionnaire {
          responseCount
          ...QuestionnaireFacts_questionnaire
          ...QuestionnaireForm_questionnaire
        }
        viewer {
          ...CoinBalanceChip_viewer
        }
      }
      ... on InvalidInputError {
        field
      }
      ... on Error {
        message
      }
    }
  }
`;
