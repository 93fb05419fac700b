import { useCallback } from 'react';
import { ConnectionHandler, graphql, useMutation } from 'react-relay';
import type { usePostChatMessageMutation as PostChatMessageMutation } from '../../__generated__/usePostChatMessageMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export const CHAT_MESSAGES_CONNECTION_KEY = 'ChatMessageList_messages';

const OPTIMISTIC_ID_PREFIX = 'client:optimistic:';

/** Whether a message is the app's pending copy of one the fan is sending. */
export function isPendingMessageId(id: string): boolean {
  return id.startsWith(OPTIMISTIC_ID_PREFIX);
}

export interface PostChatMessageCallbacks {
  onPosted?(): void;
  /** A typed error result: its message is already in the fan's language. */
  onRejected(message: string): void;
  /** The request itself failed (network, server error). */
  onFailed(error: Error): void;
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
    ) => {
      const clientMutationId = newClientMutationId();
      commit({
        variables: {
          input: { clientMutationId, channelId, body, replyToMessageId },
          connections: [ConnectionHandler.getConnectionID(channelId, CHAT_MESSAGES_CONNECTION_KEY)],
        },
        // The message shows at once; Relay replaces it with the server's edge, or removes
        // it if the server refuses the message.
        optimisticResponse: {
          postChatMessage: {
            __typename: 'PostChatMessagePayload',
            channel: { id: channelId, viewerCanPost: true },
            messageEdge: {
              cursor: `optimistic:${clientMutationId}`,
              node: {
                id: `${OPTIMISTIC_ID_PREFIX}${clientMutationId}`,
                viewerClientMutationId: clientMutationId,
                body,
                createdAt: new Date().toISOString(),
                viewerIsAuthor: true,
                isDeleted: false,
                editedAt: null,
                // The quote shows once the server answers with the posted message.
                replyTo: null,
                reactions: [],
                viewerCanEdit: false,
                viewerCanDelete: false,
                viewerVisibility: 'VISIBLE',
                // Own messages show "you", not a name or avatar, so no real profile is needed.
                author: {
                  id: 'client:optimistic:author',
                  displayName: '',
                  avatarUrl: null,
                  role: 'MEMBER',
                  shownBadge: null,
                },
              },
            },
          },
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
  mutation usePostChatMessageMutation($input: PostChatMessageInput!, $connections: [ID!]!)
  @raw_response_type {
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
