import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetChatMessageReactionMutation as SetChatMessageReactionMutation } from '../../__generated__/useSetChatMessageReactionMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';
import { reactionsAfterToggle, type ReactionCount } from './reactionCounts';

export interface ReactionCallbacks {
  /** A typed error result (already in the fan's language), or a failed request's text. */
  onRejected(message: string): void;
}

/**
 * Adds or takes back the viewer's reaction with one emoji. The counts change at once
 * (optimistically); the server's answer, or a refusal, replaces them.
 */
export function useSetChatMessageReactionMutation(): (
  message: { id: string; reactions: readonly ReactionCount[] },
  emoji: string,
  callbacks: ReactionCallbacks,
) => void {
  const [commit] = useMutation<SetChatMessageReactionMutation>(setChatMessageReactionMutation);
  return useCallback(
    (message, emoji, { onRejected }) => {
      const reacted = !message.reactions.some(
        (reaction) => reaction.emoji === emoji && reaction.viewerHasReacted,
      );
      commit({
        variables: {
          input: { clientMutationId: newClientMutationId(), messageId: message.id, emoji, reacted },
        },
        optimisticResponse: {
          setChatMessageReaction: {
            __typename: 'SetChatMessageReactionPayload',
            chatMessage: {
              id: message.id,
              reactions: reactionsAfterToggle(message.reactions, emoji, reacted),
            },
          },
        },
        onCompleted: ({ setChatMessageReaction: result }) => {
          if (
            result.__typename !== 'SetChatMessageReactionPayload' &&
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

const setChatMessageReactionMutation = graphql`
  mutation useSetChatMessageReactionMutation($input: SetChatMessageReactionInput!) {
    setChatMessageReaction(input: $input) {
      __typename
      ... on SetChatMessageReactionPayload {
        chatMessage {
          id
          reactions {
            emoji
            count
            viewerHasReacted
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
