import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { ConnectionHandler, graphql, useMutation } from 'react-relay';
import type { useRespondToChannelRequestMutation as RespondMutation } from '../../__generated__/useRespondToChannelRequestMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';
import { PRIVATE_CHANNELS_CONNECTION_KEY } from './privateChannelsConnection';

/**
 * Accepts or rejects the viewer's request into a private channel. Rejecting removes the
 * channel from the viewer's list; `onDone` runs after a success (e.g. leave the page).
 */
export function useRespondToChannelRequestMutation(): [
  (channelId: string, accept: boolean, onDone?: () => void) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<RespondMutation>(respondMutation);
  const respond = useCallback(
    (channelId: string, accept: boolean, onDone?: () => void) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), channelId, accept } },
        updater: (store, response) => {
          if (
            accept ||
            response?.respondToChannelRequest.__typename !== 'RespondToChannelRequestPayload'
          )
            return;
          const viewer = store.getRoot().getLinkedRecord('viewer');
          const list =
            viewer && ConnectionHandler.getConnection(viewer, PRIVATE_CHANNELS_CONNECTION_KEY);
          if (list) ConnectionHandler.deleteNode(list, channelId);
        },
        onCompleted: ({ respondToChannelRequest: result }) => {
          if (result.__typename === 'RespondToChannelRequestPayload') onDone?.();
          else if (typeof result.message === 'string')
            notifications.show({ color: 'red', message: result.message });
        },
        onError: (error) => {
          notifications.show({ color: 'red', message: error.message });
        },
      });
    },
    [commit],
  );
  return [respond, isInFlight];
}

const respondMutation = graphql`
  mutation useRespondToChannelRequestMutation($input: RespondToChannelRequestInput!) {
    respondToChannelRequest(input: $input) {
      __typename
      ... on RespondToChannelRequestPayload {
        channel {
          id
          viewerMembershipStatus
          viewerCanPost
          viewerHasJoined
          ...PrivateChannelListItem_channel
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
