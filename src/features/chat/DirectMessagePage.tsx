import { Box, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DirectMessagePageQuery } from '../../__generated__/DirectMessagePageQuery.graphql';
import { useLastVisitedPrivateChannel } from '../../state/privateChat';
import { ChannelRequestBanner } from './components/ChannelRequestBanner';
import { ChatChannelNotFound } from './components/ChatChannelNotFound';
import { ChatComposer } from './components/ChatComposer';
import { ChatMessageList } from './components/ChatMessageList';
import { PrivateChannelHeader } from './components/PrivateChannelHeader';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useLinkedMessage } from './useLinkedMessage';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';

/** /messages/direct-messages/:privateChannelId. The route's loader has started the query. */
export function DirectMessagePage() {
  return <DirectMessageView queryRef={usePageQueryRef<DirectMessagePageQuery>()} />;
}

/**
 * A private channel: the messages, and below them the composer, the request to answer
 * (for a fan who was asked), or a note while the viewer's own request waits.
 */
export function DirectMessageView({
  queryRef,
}: {
  queryRef: PreloadedQuery<DirectMessagePageQuery>;
}) {
  const data = usePreloadedQuery<DirectMessagePageQuery>(directMessagePageQuery, queryRef);
  // Null for an unknown id, a channel the viewer is not in, or a public channel.
  const channel = data.node?.channel?.isPrivate ? data.node.channel : null;
  const [, rememberVisit] = useLastVisitedPrivateChannel();
  const link = useLinkedMessage(queryRef.variables.targetMessageId);
  const channelId = channel ? data.node?.id : undefined;
  useEffect(() => {
    if (channelId) rememberVisit(channelId);
  }, [channelId, rememberVisit]);
  useNotFoundStatus(channel == null || data.node == null);
  if (channel == null || data.node == null) return <ChatChannelNotFound />;

  const inviter = channel.otherMembers.find((member) => member.status === 'ACTIVE');
  return (
    <Stack
      gap={0}
      h="calc(100dvh - var(--app-shell-header-offset, 0px) - 2 * var(--app-shell-padding, 0px))"
      mih={320}
    >
      <PrivateChannelHeader channel={channel} />
      <ChatMessageList
        channel={channel}
        targetMessageId={link.targetMessageId}
        latestPath={link.latestPath}
      />
      <Box
        style={{
          borderTop: '1px solid var(--mantine-color-default-border)',
          background: 'var(--garden-color-surface)',
          paddingBottom: 'env(safe-area-inset-bottom)',
        }}
      >
        {channel.viewerMembershipStatus === 'REQUESTED' ? (
          <ChannelRequestBanner channelId={data.node.id} from={inviter?.user.displayName ?? ''} />
        ) : channel.viewerCanPost ? (
          <ChatComposer channel={channel} viewer={data.viewer} onPosting={link.showLatest} />
        ) : (
          <Text size="sm" c="dimmed" p="md" ta="center" role="status">
            <FormattedMessage id="chat.privateChannel.waitingForAnswer" />
          </Text>
        )}
      </Box>
    </Stack>
  );
}

// The route table imports the compiled artifact of this query, not this module, so the
// page's code can load in parallel with its data.
const directMessagePageQuery = graphql`
  query DirectMessagePageQuery($channelId: ID!, $messageCount: Int!, $targetMessageId: ID) {
    node(id: $channelId) {
      id
      ... on Channel @alias(as: "channel") {
        isPrivate
        viewerMembershipStatus
        viewerCanPost
        otherMembers {
          status
          user {
            displayName
          }
        }
        ...PrivateChannelHeader_channel
        # $messageCount = CHAT_PAGE_SIZE (src/state/chatList.ts), from the route's loader;
        # $targetMessageId from a ?message= link (messageLink.ts), else null.
        ...ChatMessageList_channel @arguments(count: $messageCount, around: $targetMessageId)
        ...ChatComposer_channel
      }
    }
    viewer {
      ...ChatComposer_viewer
    }
  }
`;
