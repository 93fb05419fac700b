import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ChannelListItem_channel$key } from '../../../__generated__/ChannelListItem_channel.graphql';
import { RelativeTime } from './RelativeTime';

interface ChannelListItemProps {
  channel: ChannelListItem_channel$key;
}

/** One channel in the list: its name, description, newest message and joined badge. */
export function ChannelListItem({ channel }: ChannelListItemProps) {
  const data = useFragment(channelFragment, channel);
  const last = data.lastMessage;
  return (
    <UnstyledButton
      component={Link}
      to={`/messages/chat/${encodeURIComponent(data.id)}`}
      p="sm"
      style={{ display: 'block', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} truncate>
            # {data.name}
          </Text>
          {data.viewerHasJoined && (
            <Badge variant="light" size="sm">
              <FormattedMessage id="chat.channelListItem.joined" />
            </Badge>
          )}
        </Group>
        {data.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {data.description}
          </Text>
        )}
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" truncate>
            {last ? (
              <FormattedMessage
                id="chat.channelListItem.lastMessage"
                values={{ author: last.author.displayName, body: last.body }}
              />
            ) : (
              <FormattedMessage id="chat.channelListItem.noMessages" />
            )}
          </Text>
          {last && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              <RelativeTime dateTime={last.createdAt} />
            </Text>
          )}
        </Group>
      </Stack>
    </UnstyledButton>
  );
}

const channelFragment = graphql`
  fragment ChannelListItem_channel on Channel {
    id
    name
    description
    viewerHasJoined
    lastMessage {
      body
      createdAt
      author {
        displayName
      }
    }
  }
`;
