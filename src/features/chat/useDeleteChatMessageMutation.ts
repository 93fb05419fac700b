import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteChatMessageMutation as DeleteChatMessageMutation } from '../../__generated__/useDeleteChatMessageMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/** Deletes one of the viewer's messages; it stays in the list as a tombstone. */
export function useDeleteChatMessageMutation(): (
  messageId: string,
  onRejected: (message: string) => void,
) => void {
  const [commit] = useMutation<DeleteChatMessageMutation>(deleteChatMessageMutation);
  return useCallback(
    (messageId, onRejected) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), messageId } },
        onCompleted: ({ deleteChatMessage: result }) => {
          if (
            result.__typename !== 'DeleteChatMessagePayload' &&
            typeof result.message === 'string'
          )
            onRejected(result.message);
        },
        onError: (error) => onRejected(error.message),
      });
    },
    [commit],
  );
}

const deleteChatMessageMutation = graphql`
  mutation useDeleteChatMessageMutation($input: DeleteChatMessageInput!) {
    deleteChatMessage(input: $input) {
      __typename
      ... on DeleteChatMessagePayload {
        chatMessage {
          id
          ...ChatMessageItem_message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
