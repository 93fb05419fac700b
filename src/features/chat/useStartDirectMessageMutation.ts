import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { useStartDirectMessageMutation as StartDirectMessageMutation } from '../../__generated__/useStartDirectMessageMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';
import { directMessagePath } from './directMessagePath';

/**
 * Opens the direct message with another fan (the one they share, or a new request) and
 * goes to it; a refusal shows as a notification.
 */
export function useStartDirectMessageMutation(): [(userId: string) => void, boolean] {
  const [commit, isInFlight] = useMutation<StartDirectMessageMutation>(startDirectMessageMutation);
  const navigate = useNavigate();
  const start = useCallback(
    (userId: string) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), userId } },
        onCompleted: ({ startDirectMessage: result }) => {
          if (result.__typename === 'StartDirectMessagePayload' && result.channel)
            navigate(directMessagePath(result.channel.id));
          else if (typeof result.message === 'string')
            notifications.show({ color: 'red', message: result.message });
        },
        onError: (error) => {
          notifications.show({ color: 'red', message: error.message });
        },
      });
    },
    [commit, navigate],
  );
  return [start, isInFlight];
}

const startDirectMessageMutation = graphql`
  mutation useStartDirectMessageMutation($input: StartDirectMessageInput!) {
    startDirectMessage(input: $input) {
      __typename
      ... on StartDirectMessagePayload {
        channel {
          id
          ...PrivateChannelListItem_channel
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
