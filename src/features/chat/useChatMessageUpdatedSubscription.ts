import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useChatMessageUpdatedSubscription as ChatMessageUpdatedSubscription } from '../../__generated__/useChatMessageUpdatedSubscription.graphql';

/**
 * Keeps the channel's messages current while it is open: reactions, edits and deletions
 * by anyone arrive over the same /stream and update the message in the store by its id.
 */
export function useChatMessageUpdatedSubscription(channelId: string): void {
  const config = useMemo<GraphQLSubscriptionConfig<ChatMessageUpdatedSubscription>>(
    () => ({ subscription: chatMessageUpdatedSubscription, variables: { channelId } }),
    [channelId],
  );
  useSubscription(config);
}

const chatMessageUpdatedSubscription = graphql`
  subscription useChatMessageUpdatedSubscription($channelId: ID!) {
    chatMessageUpdated(channelId: $channelId) {
      message {
        id
        ...ChatMessageItem_message
      }
    }
  }
`;
