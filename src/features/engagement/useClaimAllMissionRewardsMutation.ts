import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useClaimAllMissionRewardsMutation as ClaimAllMutation } from '../../__generated__/useClaimAllMissionRewardsMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/** Takes every reward the fan can take now; answers how many were taken. */
export function useClaimAllMissionRewardsMutation(): [
  (onDone: (claimed: number | null, message: string | null) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<ClaimAllMutation>(claimAllMutation);
  const claimAll = useCallback(
    (onDone: (claimed: number | null, message: string | null) => void) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId() } },
        onCompleted: ({ claimAllMissionRewards: result }) => {
          if (result.__typename === 'ClaimAllMissionRewardsPayload')
            onDone(result.claimedMissions?.length ?? 0, null);
          else
            onDone(
              null,
              'message' in result && typeof result.message === 'string' ? result.message : null,
            );
        },
        onError: () => onDone(null, null),
      });
    },
    [commit],
  );
  return [claimAll, inFlight];
}

const claimAllMutation = graphql`
  mutation useClaimAllMissionRewardsMutation($input: ClaimAllMissionRewardsInput!) {
    claimAllMissionRewards(input: $input) {
      __typename
      ... on ClaimAllMissionRewardsPayload {
        viewer {
          ...CoinBalanceChip_viewer
        }
        claimedMissions {
          id
          ...MissionCard_mission
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
