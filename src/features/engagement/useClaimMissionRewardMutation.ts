import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useClaimMissionRewardMutation as ClaimMutation } from '../../__generated__/useClaimMissionRewardMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/** Takes a mission's reward; the card updates from the payload, a refusal hands over its message. */
export function useClaimMissionRewardMutation(): [
  (missionId: string, onRejected: (message: string | null) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<ClaimMutation>(claimMissionRewardMutation);
  const claim = useCallback(
    (missionId: string, onRejected: (message: string | null) => void) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), missionId } },
        onCompleted: ({ claimMissionReward: result }) => {
          if (result.__typename !== 'ClaimMissionRewardPayload')
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

const claimMissionRewardMutation = graphql`
  mutation useClaimMissionRewardMutation($input: ClaimMissionRewardInput!) {
    claimMissionReward(input: $input) {
      __typename
      ... on ClaimMissionRewardPayload {
        viewer {
          ...CoinBalanceChip_viewer
        }
        mission {
          ...MissionCard_mission
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
