import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useEditChatMessageMutation as EditChatMessageMutation } from '../../__generated__/useEditChatMessageMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export interface EditCallbacks {
  onEdited(): void;
  /** A typed error result (already in the fan's language), or a failed request's text. */
  onRejected(message: string): void;
}

/** Replaces the text of one of the viewer's messages; the bubble updates from the answer. */
export function useEditChatMessageMutation(): [
  (messageId: string, body: string, callbacks: EditCallbacks) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<EditChatMessageMutation>(editChatMessageMutation);
  const edit = useCallback(
    (messageId: string, body: string, { onEdited, onRejected }: EditCallbacks) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), messageId, body } },
        onCompleted: ({ editChatMessage: result }) => {
          if (result.__typename === 'EditChatMessagePayload') onEdited();
          else if (typeof result.message === 'string') onRejected(result.message);
        },
        onError: (error) => onRejected(error.message),
      });
    },
    [commit],
  );
  return [edit, isInFlight];
}

const editChatMessageMutation = graphql`
  mutation useEditChatMessageMutation($input: EditChatMessageInput!) {
    editChatMessage(input: $input) {
      __typename
      ... on EditChatMessagePayload {
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
