import { ActionIcon, Box, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ChatChannelPageQuery } from '../../__generated__/ChatChannelPageQuery.graphql';
import { channelIconUrl } from './components/channelIcon';
import { AutoTranslationSwitch } from './components/AutoTranslationSwitch';
import { ChatChannelNotFound } from './components/ChatChannelNotFound';
import { ChatComposer } from './components/ChatComposer';
import { ChatMessageList } from './components/ChatMessageList';
import { MembersOnlyBadge } from './components/MembersOnlyBadge';
import { MembersOnlyChannelPanel } from './components/MembersOnlyChannelPanel';
import { OfflineReadingNotice } from './components/OfflineReadingNotice';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useLinkedMessage } from './useLinkedMessage';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';

/** /messages/chat/:channelId. The route's loader has already started the query. */
export function ChatChannelPage() {
  return <ChatChannelView queryRef={usePageQueryRef<ChatChannelPageQuery>()} />;
}

/** One channel's messages and the composer, or not-found for an unknown channel id. */
export function ChatChannelView({ queryRef }: { queryRef: PreloadedQuery<ChatChannelPageQuery> }) {
  const intl = useIntl();
  const data = usePreloadedQuery<ChatChannelPageQuery>(chatChannelPageQuery, queryRef);
  const link = useLinkedMessage(queryRef.variables.targetMessageId);
  // Null for an unknown id, or for an id of something other than a channel.
  const channel = data.node?.channel;
  useNotFoundStatus(channel == null);
  if (channel == null) return <ChatChannelNotFound />;

  return (
    // The page fills the app shell's main area (below the header, inside its padding), so
    // that only the message list scrolls and the composer stays in view.
    <Stack
      gap={0}
      h="calc(100dvh - var(--app-shell-header-offset, 0px) - 2 * var(--app-shell-padding, 0px))"
      mih={320}
    >
      <Group
        gap="xs"
        wrap="nowrap"
        px="xs"
        py={6}
        style={{
          borderBottom: '1px solid var(--mantine-color-default-border)',
          background: 'var(--garden-color-surface)',
          borderRadius: 'var(--mantine-radius-lg) var(--mantine-radius-lg) 0 0',
        }}
      >
        <ActionIcon
          component={Link}
          to="/messages"
          variant="subtle"
          size={44}
          radius="xl"
          aria-label={intl.formatMessage({ id: 'chat.channel.back' })}
        >
          <span aria-hidden style={{ fontSize: 20 }}>
            ←
          </span>
        </ActionIcon>
        <Image src={channelIconUrl(data.node?.id ?? '')} alt="" w={36} h={36} radius="md" />
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <Title order={1} size="h4" lineClamp={1}>
              # {channel.name}
            </Title>
            {channel.isMembersOnly && <MembersOnlyBadge />}
          </Group>
          {channel.description && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {channel.description}
            </Text>
          )}
        </Box>
        <AutoTranslationSwitch available={data.translationAvailable} />
      </Group>
      <OfflineReadingNotice />
      {/* Without the LIMITED_CHAT perk the server sends no messages: say why, and where to join. */}
      {channel.viewerCanRead ? (
        <>
          <ChatMessageList
            channel={channel}
            targetMessageId={link.targetMessageId}
            latestPath={link.latestPath}
          />
          <Box
            style={{
              borderTop: '1px solid var(--mantine-color-default-border)',
              background: 'var(--garden-color-surface)',
              // Clear of the iPhone's home indicator in the installed app.
              paddingBottom: 'env(safe-area-inset-bottom)',
            }}
          >
            <ChatComposer channel={channel} viewer={data.viewer} onPosting={link.showLatest} />
          </Box>
        </>
      ) : (
        <MembersOnlyChannelPanel channel={channel} />
      )}
    </Stack>
  );
}

// The route table imports the compiled artifact of this query, not this module, so the
// page's code can load in parallel with its data.
const chatChannelPageQuery = graphql`
  query ChatChannelPageQuery($channelId: ID!, $messageCount: Int!, $targetMessageId: ID) {
    node(id: $channelId) {
      id
      ... on Channel @alias(as: "channel") {
        name
        description
        isMembersOnly
        viewerCanRead
        ...MembersOnlyChannelPanel_channel
        # $messageCount = CHAT_PAGE_SIZE (src/state/chatList.ts), from the route's loader;
        # $targetMessageId from a ?message= link (messageLink.ts), else null.
        ...ChatMessageList_channel @arguments(count: $messageCount, around: $targetMessageId)
        ...ChatComposer_channel
      }
    }
    viewer {
      ...ChatComposer_viewer
    }
    # Without a translation service the auto-translation switch is not offered.
    translationAvailable
  }
`;
