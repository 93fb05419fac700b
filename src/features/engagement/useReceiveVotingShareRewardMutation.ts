import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useReceiveVotingShareRewardMutation as ShareMutation } from '../../__generated__/useReceiveVotingShareRewardMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/** The one-time share reward; `undefined` when received, else the refusal's message. */
export function useReceiveVotingShareRewardMutation(): [
  (eventId: string, onDone: (message: string | null | undefined) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<ShareMutation>(shareMutation);
  const receive = useCallback(
    (eventId: string, onDone: (message: string | null | undefined) => void) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), eventId } },
        onCompleted: ({ receiveVotingShareReward: result }) => {
          if (result.__typename === 'ReceiveVotingShareRewardPayload') onDone(undefined);
          else
            onDone(
              'message' in result && typeof result.message === 'string' ? result.message : null,
            );
        },
        onError: () => onDone(null),
      });
    },
    [commit],
  );
  return [receive, inFlight];
}

const shareMutation = graphql`
  mutation useReceiveVotingShareRewardMutation($input: ReceiveVotingShareRewardInput!) {
    receiveVotingShareReward(input: $input) {
      __typename
      ... on ReceiveVotingShareRewardPayload {
        viewer {
          ...CoinBalanceChip_viewer
        }
        event {
          id
          viewerReceivedShareReward
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
