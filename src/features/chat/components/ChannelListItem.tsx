import { Badge, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ChannelListItem_channel$key } from '../../../__generated__/ChannelListItem_channel.graphql';
import { channelIconUrl } from './channelIcon';
import classes from './ChannelListItem.module.css';
import { MembersOnlyBadge } from './MembersOnlyBadge';
import { RelativeTime } from './RelativeTime';
import { channelPath } from '../messageLink';

interface ChannelListItemProps {
  channel: ChannelListItem_channel$key;
}

/** Beyond this the badge says "99+". */
const MAX_SHOWN_UNREAD = 99;

/**
 * One channel in the list: its icon, name (with a members badge for a members-only channel),
 * description, newest message, unread count and joined badge.
 */
export function ChannelListItem({ channel }: ChannelListItemProps) {
  const intl = useIntl();
  const data = useFragment(channelFragment, channel);
  const last = data.lastMessage;
  return (
    <UnstyledButton component={Link} to={channelPath(data.id)} className={classes.item}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Image src={channelIconUrl(data.id)} alt="" w={48} h={48} radius="md" />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <Text fw={700} truncate="end">
                {data.name}
              </Text>
              {/* Listed for every fan, so they learn what the membership gives. */}
              {data.isMembersOnly && <MembersOnlyBadge />}
            </Group>
            {last && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                <RelativeTime dateTime={last.createdAt} />
              </Text>
            )}
          </Group>
          {data.description && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {data.description}
            </Text>
          )}
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" truncate="end">
              {!data.viewerCanRead ? (
                // The server sends no preview of a members-only channel without the perk.
                <FormattedMessage id="chat.membersOnly.listHint" />
              ) : last ? (
                <FormattedMessage
                  id="chat.channelListItem.lastMessage"
                  values={{ author: last.author.displayName, body: last.body }}
                />
              ) : (
                <FormattedMessage id="chat.channelListItem.noMessages" />
              )}
            </Text>
            {data.viewerUnreadCount > 0 && (
              <Badge
                variant="filled"
                size="sm"
                circle={data.viewerUnreadCount < 10}
                aria-label={intl.formatMessage(
                  { id: 'chat.channelListItem.unread' },
                  { count: data.viewerUnreadCount },
                )}
              >
                {data.viewerUnreadCount > MAX_SHOWN_UNREAD
                  ? `${MAX_SHOWN_UNREAD}+`
                  : data.viewerUnreadCount}
              </Badge>
            )}
            {data.viewerHasJoined && (
              <Badge variant="light" color="gold" size="sm" className={classes.joined}>
                <FormattedMessage id="chat.channelListItem.joined" />
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

const channelFragment = graphql`
  fragment ChannelListItem_channel on Channel {
    id
    name
    description
    viewerHasJoined
    viewerUnreadCount
    isMembersOnly
    viewerCanRead
    lastMessage {
      body
      createdAt
      author {
        displayName
      }
    }
  }
`;
