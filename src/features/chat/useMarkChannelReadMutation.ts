import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMarkChannelReadMutation as MarkChannelReadMutation } from '../../__generated__/useMarkChannelReadMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/**
 * Tells the server how far the fan has read a channel; the answer updates the channel's
 * unread count in the store, so the channel list is right when the fan goes back, and
 * the messages tab's badge.
 * A failure only leaves the count as it was, so it is not reported.
 */
export function useMarkChannelReadMutation(): (messageId: string) => void {
  const [commit] = useMutation<MarkChannelReadMutation>(markChannelReadMutation);
  return useCallback(
    (messageId) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), messageId } },
      });
    },
    [commit],
  );
}

const markChannelReadMutation = graphql`
  mutation useMarkChannelReadMutation($input: MarkChannelReadInput!) {
    markChannelRead(input: $input) {
      __typename
      ... on MarkChannelReadPayload {
        channel {
          id
          viewerUnreadCount
        }
        viewer {
          unreadPrivateChannelCount
        }
      }
    }
  }
`;
