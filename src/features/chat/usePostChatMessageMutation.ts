import { useCallback } from 'react';
import { ConnectionHandler, graphql, useMutation } from 'react-relay';
import type { usePostChatMessageMutation as PostChatMessageMutation } from '../../__generated__/usePostChatMessageMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';
import { insertPendingMessage } from './pendingMessage';

export const CHAT_MESSAGES_CONNECTION_KEY = 'ChatMessageList_messages';

export interface PostChatMessageCallbacks {
  onPosted?(): void;
  /** A typed error result: its message is already in the fan's language. */
  onRejected(message: string): void;
  /** The request itself failed (network, server error). */
  onFailed(error: Error): void;
}

export interface PostChatMessageOptions {
  /** A message sent again (from the outbox) keeps the id it was first sent with. */
  clientMutationId?: string;
  /** False when the message already shows elsewhere (the outbox's pending bubble). */
  optimistic?: boolean;
}

/**
 * Posts a message and appends the new edge to the channel's message list. The live
 * subscription (or a catch-up page) appends the same edge too, possibly before the
 * mutation's answer: Relay skips a node already in the connection, and the list hides the
 * pending copy once a message with its clientMutationId is there (ChatMessageList).
 */
export function usePostChatMessageMutation(): [
  (
    channelId: string,
    body: string,
    replyToMessageId: string | null,
    callbacks: PostChatMessageCallbacks,
    options?: PostChatMessageOptions,
  ) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<PostChatMessageMutation>(postChatMessageMutation);
  const post = useCallback(
    (
      channelId: string,
      body: string,
      replyToMessageId: string | null,
      { onPosted, onRejected, onFailed }: PostChatMessageCallbacks,
      { clientMutationId = newClientMutationId(), optimistic = true }: PostChatMessageOptions = {},
    ) => {
      const connectionId = ConnectionHandler.getConnectionID(
        channelId,
        CHAT_MESSAGES_CONNECTION_KEY,
      );
      commit({
        variables: {
          input: { clientMutationId, channelId, body, replyToMessageId },
          connections: [connectionId],
        },
        // The message shows at once; Relay removes the pending copy when the server
        // answers (its edge is appended then) or refuses the message.
        optimisticUpdater: optimistic
          ? (store) => insertPendingMessage(store, { connectionId, clientMutationId, body })
          : undefined,
        // Refused because a request waits for an answer: the page learned it late (or never),
        // so the server's answer puts the waiting state in place of the composer. Refused for
        // a membership that lapsed while the page was open: the members' panel takes the
        // place of the messages.
        updater: (store, data) => {
          if (data?.postChatMessage.__typename === 'ChannelRequestPendingError')
            store.get(channelId)?.setValue(false, 'viewerCanPost');
          if (data?.postChatMessage.__typename === 'MembershipRequiredError')
            store.get(channelId)?.setValue(false, 'viewerCanRead');
        },
        onCompleted: ({ postChatMessage: result }) => {
          if (result.__typename === 'PostChatMessagePayload') onPosted?.();
          else if ('message' in result && typeof result.message === 'string')
            onRejected(result.message);
          else onFailed(new Error(`Unexpected postChatMessage result ${result.__typename}`));
        },
        onError: onFailed,
      });
    },
    [commit],
  );
  return [post, isInFlight];
}

const postChatMessageMutation = graphql`
  mutation usePostChatMessageMutation($input: PostChatMessageInput!, $connections: [ID!]!) {
    postChatMessage(input: $input) {
      __typename
      ... on PostChatMessagePayload {
        # A request's first message uses up what the sender may post until an answer.
        channel {
          id
          viewerCanPost
        }
        messageEdge @appendEdge(connections: $connections) {
          cursor
          node {
            id
            viewerClientMutationId
            ...ChatMessageItem_message
          }
        }
      }
      ... on Error {
        message
      }
      ... on InvalidInputError {
        field
        reason
        limit
      }
    }
  }
`;
