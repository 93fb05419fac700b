import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetSupporterLeaderboardVisibilityMutation as SetVisibilityMutation } from '../../__generated__/useSetSupporterLeaderboardVisibilityMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/**
 * The fan appears on leaderboards by name or as an anonymous supporter; the season's standing
 * and its leaderboard come back in the answer, so the page shows the change at once.
 */
export function useSetSupporterLeaderboardVisibilityMutation(): [
  (seasonId: string, hidden: boolean, onRejected: (message: string | null) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<SetVisibilityMutation>(setVisibilityMutation);
  const setHidden = useCallback(
    (seasonId: string, hidden: boolean, onRejected: (message: string | null) => void) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), seasonId, hidden } },
        onCompleted: ({ setSupporterLeaderboardVisibility: result }) => {
          if (result.__typename !== 'SetSupporterLeaderboardVisibilityPayload')
            onRejected(
              'message' in result && typeof result.message === 'string' ? result.message : null,
            );
        },
        onError: () => onRejected(null),
      });
    },
    [commit],
  );
  return [setHidden, inFlight];
}

const setVisibilityMutation = graphql`
  mutation useSetSupporterLeaderboardVisibilityMutation(
    $input: SetSupporterLeaderboardVisibilityInput!
  ) {
    setSupporterLeaderboardVisibility(input: $input) {
      __typename
      ... on SetSupporterLeaderboardVisibilityPayload {
        season {
          id
          viewerStanding {
            id
            hiddenFromLeaderboard
          }
          leaderboard(first: 100) {
            edges {
              node {
                id
                isViewer
                anonymous
                user {
                  id
                  displayName
                  avatarUrl
                }
              }
            }
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
