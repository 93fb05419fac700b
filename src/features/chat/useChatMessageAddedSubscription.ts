import { useMemo } from 'react';
import { ConnectionHandler, graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useChatMessageAddedSubscription as ChatMessageAddedSubscription } from '../../__generated__/useChatMessageAddedSubscription.graphql';
import { useOnStreamReconnected } from '../../relay/GardenRelayProvider';
import { CHAT_MESSAGES_CONNECTION_KEY } from './usePostChatMessageMutation';

interface ChatMessageAddedOptions {
  /**
   * Called after the stream came back: events sent while it was down are never
   * replayed, so the caller fetches the messages it may have missed.
   */
  onReconnected(): void;
  /**
   * The linked message whose page (a connection of its own) live messages also join, or
   * null. The newest messages' connection always gets them.
   */
  around?: string | null;
}

/** Appends messages posted in the channel, live, to its message list. */
export function useChatMessageAddedSubscription(
  channelId: string,
  { onReconnected, around = null }: ChatMessageAddedOptions,
): void {
  const config = useMemo<GraphQLSubscriptionConfig<ChatMessageAddedSubscription>>(
    () => ({
      subscription: chatMessageAddedSubscription,
      variables: {
        channelId,
        connections: [
          ConnectionHandler.getConnectionID(channelId, CHAT_MESSAGES_CONNECTION_KEY),
          ...(around == null
            ? []
            : [
                ConnectionHandler.getConnectionID(channelId, CHAT_MESSAGES_CONNECTION_KEY, {
                  around,
                }),
              ]),
        ],
      },
    }),
    [around, channelId],
  );
  useSubscription(config);
  useOnStreamReconnected(onReconnected);
}

const chatMessageAddedSubscription = graphql`
  subscription useChatMessageAddedSubscription($channelId: ID!, $connections: [ID!]!) {
    chatMessageAdded(channelId: $channelId) {
      messageEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          viewerClientMutationId
          ...ChatMessageItem_message
        }
      }
    }
  }
`;
