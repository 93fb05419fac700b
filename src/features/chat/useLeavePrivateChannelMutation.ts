import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { ConnectionHandler, graphql, useMutation } from 'react-relay';
import type { useLeavePrivateChannelMutation as LeaveMutation } from '../../__generated__/useLeavePrivateChannelMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';
import { PRIVATE_CHANNELS_CONNECTION_KEY } from './privateChannelsConnection';

/** The viewer leaves a private channel: it leaves their list; `onDone` after a success. */
export function useLeavePrivateChannelMutation(): (channelId: string, onDone: () => void) => void {
  const [commit] = useMutation<LeaveMutation>(leaveMutation);
  return useCallback(
    (channelId, onDone) => {
      commit({
        variables: {
          input: { clientMutationId: newClientMutationId(), channelId },
          connections: [
            ConnectionHandler.getConnectionID(
              'client:root:viewer',
              PRIVATE_CHANNELS_CONNECTION_KEY,
            ),
          ],
        },
        onCompleted: ({ leavePrivateChannel: result }) => {
          if (result.__typename === 'LeavePrivateChannelPayload') onDone();
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
}

const leaveMutation = graphql`
  mutation useLeavePrivateChannelMutation($input: LeavePrivateChannelInput!, $connections: [ID!]!) {
    leavePrivateChannel(input: $input) {
      __typename
      ... on LeavePrivateChannelPayload {
        channelId @deleteEdge(connections: $connections)
      }
      ... on Error {
        message
      }
    }
  }
`;
