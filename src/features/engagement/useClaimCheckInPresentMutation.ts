import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useClaimCheckInPresentMutation as ClaimPresentMutation } from '../../__generated__/useClaimCheckInPresentMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/** Takes a check-in present; the card updates from the payload. */
export function useClaimCheckInPresentMutation(): [
  (presentId: string, onRejected: (message: string | null) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<ClaimPresentMutation>(claimPresentMutation);
  const claim = useCallback(
    (presentId: string, onRejected: (message: string | null) => void) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), presentId } },
        onCompleted: ({ claimCheckInPresent: result }) => {
          if (result.__typename !== 'ClaimCheckInPresentPayload')
            onRejected(
              'message' in result && typeof result.message === 'string' ? result.message : null,
            );
        },
        onError: () => onRejected(null),
      });
    },
    [commit],
  );
  return [claim, inFlight];
}

const claimPresentMutation = graphql`
  mutation useClaimCheckInPresentMutation($input: ClaimCheckInPresentInput!) {
    claimCheckInPresent(input: $input) {
      __typename
      ... on ClaimCheckInPresentPayload {
        viewer {
          ...CoinBalanceChip_viewer
        }
        present {
          ...PresentCard_present
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
