import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useShowBadgeMutation as ShowBadgeMutation } from '../../__generated__/useShowBadgeMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/**
 * Chooses the badge shown next to the fan's name (null: none); the page's list updates, and
 * so does the viewer's own name in chat (their User record) without waiting for a refetch.
 */
export function useShowBadgeMutation(): [
  (badgeId: string | null, onRejected: (message: string | null) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<ShowBadgeMutation>(showBadgeMutation);
  const show = useCallback(
    (badgeId: string | null, onRejected: (message: string | null) => void) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), badgeId } },
        updater: (store) => {
          const list = store.getRootField('showBadge')?.getLinkedRecords('viewerBadges');
          if (!list) return;
          store.getRoot().setLinkedRecords(list, 'viewerBadges');
          const user = store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('user');
          const shown = list.find((entry) => entry?.getValue('shown') === true);
          const badge = shown?.getLinkedRecord('badge');
          if (!user) return;
          if (badge) user.setLinkedRecord(badge, 'shownBadge');
          else user.setValue(null, 'shownBadge');
        },
        onCompleted: ({ showBadge: result }) => {
          if (result.__typename !== 'ShowBadgePayload')
            onRejected(
              'message' in result && typeof result.message === 'string' ? result.message : null,
            );
        },
        onError: () => onRejected(null),
      });
    },
    [commit],
  );
  return [show, inFlight];
}

const showBadgeMutation = graphql`
  mutation useShowBadgeMutation($input: ShowBadgeInput!) {
    showBadge(input: $input) {
      __typename
      ... on ShowBadgePayload {
        viewerBadges {
          earnedAt
          shown
          badge {
            id
            name
            description
            symbol
            imageUrl
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
