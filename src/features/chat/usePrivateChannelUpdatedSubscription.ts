import { useMemo } from 'react';
import { ConnectionHandler, graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { usePrivateChannelUpdatedSubscription as PrivateChannelUpdatedSubscription } from '../../__generated__/usePrivateChannelUpdatedSubscription.graphql';
import { PRIVATE_CHANNELS_CONNECTION_KEY } from './privateChannelsConnection';

/**
 * Keeps the viewer's private channels live: in the list, a changed channel (a message, a
 * new request) moves to the top with its new last message and unread count; an open
 * conversation learns that its request was accepted or that members came or went, and
 * the messages tab's badge its new count.
 */
export function usePrivateChannelUpdatedSubscription(): void {
  const config = useMemo<GraphQLSubscriptionConfig<PrivateChannelUpdatedSubscription>>(
    () => ({
      subscription: privateChannelUpdatedSubscription,
      variables: {},
      updater: (store) => {
        const event = store.getRootField('privateChannelUpdated');
        const channel = event?.getLinkedRecord('channel');
        const viewer = store.getRoot().getLinkedRecord('viewer');
        const list =
          viewer && ConnectionHandler.getConnection(viewer, PRIVATE_CHANNELS_CONNECTION_KEY);
        if (!channel || !list) return;
        ConnectionHandler.deleteNode(list, channel.getDataID());
        const edge = ConnectionHandler.createEdge(store, list, channel, 'ChannelEdge');
        ConnectionHandler.insertEdgeBefore(list, edge);
      },
    }),
    [],
  );
  useSubscription(config);
}

const privateChannelUpdatedSubscription = graphql`
  subscription usePrivateChannelUpdatedSubscription {
    privateChannelUpdated {
      channel {
        id
        # The open conversation follows too: an accepted request unlocks the composer.
        viewerCanPost
        viewerMembershipStatus
        viewerHasJoined
        ...PrivateChannelHeader_channel
        ...PrivateChannelListItem_channel
      }
      # Relay stores every Viewer as one record (client:root:viewer): the tab badge follows.
      viewer {
        unreadPrivateChannelCount
      }
    }
  }
`;
