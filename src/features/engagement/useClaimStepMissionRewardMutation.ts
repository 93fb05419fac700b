import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useClaimStepMissionRewardMutation as ClaimStepMutation } from '../../__generated__/useClaimStepMissionRewardMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/** Takes a step's reward; the track updates from the payload. */
export function useClaimStepMissionRewardMutation(): [
  (stepId: string, onRejected: (message: string | null) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<ClaimStepMutation>(claimStepMutation);
  const claim = useCallback(
    (stepId: string, onRejected: (message: string | null) => void) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), stepId } },
        onCompleted: ({ claimStepMissionReward: result }) => {
          if (result.__typename !== 'ClaimStepMissionRewardPayload')
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

const claimStepMutation = graphql`
  mutation useClaimStepMissionRewardMutation($input: ClaimStepMissionRewardInput!) {
    claimStepMissionReward(input: $input) {
      __typename
      ... on ClaimStepMissionRewardPayload {
        viewer {
          ...CoinBalanceChip_viewer
        }
        track {
          ...StepTrack_track
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
