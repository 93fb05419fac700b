import { Avatar, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PrivateChannelListItem_channel$key } from '../../../__generated__/PrivateChannelListItem_channel.graphql';
import { FanAvatar } from '../../../design/FanAvatar';
import { directMessagePath } from '../directMessagePath';
import classes from './ChannelListItem.module.css';
import { RelativeTime } from './RelativeTime';

/** Beyond this the badge says "99+". */
const MAX_SHOWN_UNREAD = 99;

/**
 * One private channel in the viewer's list: the other fans' pictures and names, the
 * newest message, when it came, the unread count, and a "request" mark when the viewer
 * has been asked and not answered yet.
 */
export function PrivateChannelListItem({
  channel,
  isLastVisited = false,
}: {
  channel: PrivateChannelListItem_channel$key;
  /** The private channel the fan opened last: marked so they find their way back. */
  isLastVisited?: boolean;
}) {
  const intl = useIntl();
  const data = useFragment(channelFragment, channel);
  const last = data.lastMessage;
  const isRequest = data.viewerMembershipStatus === 'REQUESTED';
  return (
    <UnstyledButton
      component={Link}
      to={directMessagePath(data.id)}
      className={classes.item}
      aria-current={isLastVisited ? 'true' : undefined}
      data-last-visited={isLastVisited || undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar.Group spacing="md">
          {data.otherMembers.slice(0, 2).map(({ user }) => (
            <FanAvatar key={user.id} src={user.avatarUrl} seed={user.id} size={48} />
          ))}
        </Avatar.Group>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700} truncate="end">
              {data.name || intl.formatMessage({ id: 'chat.privateChannel.nobody' })}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              <RelativeTime dateTime={last?.createdAt ?? data.lastActivityAt} />
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" truncate="end" c={last ? undefined : 'dimmed'}>
              {last ? (
                last.isDeleted ? (
                  <FormattedMessage id="chat.messageItem.deleted" />
                ) : (
                  <FormattedMessage
                    id="chat.channelListItem.lastMessage"
                    values={{ author: last.author.displayName, body: last.body }}
                  />
                )
              ) : (
                <FormattedMessage id="chat.channelListItem.noMessages" />
              )}
            </Text>
            {isRequest && (
              <Badge variant="light" color="gold" size="sm" className={classes.joined}>
                <FormattedMessage id="chat.privateChannel.requestBadge" />
              </Badge>
            )}
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
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

const channelFragment = graphql`
  fragment PrivateChannelListItem_channel on Channel {
    id
    name
    viewerMembershipStatus
    viewerUnreadCount
    lastActivityAt
    otherMembers {
      user {
        id
        avatarUrl
      }
    }
    lastMessage {
      body
      createdAt
      isDeleted
      author {
        displayName
      }
    }
  }
`;
