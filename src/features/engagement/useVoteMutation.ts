import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useVoteMutation as VoteMutation } from '../../__generated__/useVoteMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/** One vote for a candidate; `undefined` when cast, else the refusal's message. */
export function useVoteMutation(): [
  (
    candidateId: string,
    payWithCoins: boolean,
    onDone: (message: string | null | undefined) => void,
  ) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<VoteMutation>(voteMutation);
  const vote = useCallback(
    (
      candidateId: string,
      payWithCoins: boolean,
      onDone: (message: string | null | undefined) => void,
    ) => {
      commit({
        variables: {
          input: { clientMutationId: newClientMutationId(), candidateId, payWithCoins },
        },
        onCompleted: ({ vote: result }) => {
          if (result.__typename === 'VotePayload') onDone(undefined);
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
  return [vote, inFlight];
}

const voteMutation = graphql`
  mutation useVoteMutation($input: VoteInput!) {
    vote(input: $input) {
      __typename
      ... on VotePayload {
        viewer {
          ...CoinBalanceChip_viewer
        }
        candidate {
          ...CandidateCard_candidate
        }
        event {
          id
          viewerFreeVotesLeft
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
