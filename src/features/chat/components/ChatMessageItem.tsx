import { Group, Stack, Text } from '@mantine/core';
import { FormattedMessage, FormattedTime } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ChatMessageItem_message$key } from '../../../__generated__/ChatMessageItem_message.graphql';
import { FanAvatar } from '../../../design/FanAvatar';
import classes from './ChatMessageItem.module.css';

interface ChatMessageItemProps {
  message: ChatMessageItem_message$key;
}

/** One message: who wrote it, what and when; the fan's own messages sit on the right. */
export function ChatMessageItem({ message }: ChatMessageItemProps) {
  const data = useFragment(messageFragment, message);
  const own = data.viewerIsAuthor;
  return (
    <Group
      align="flex-start"
      gap="xs"
      wrap="nowrap"
      justify={own ? 'flex-end' : 'flex-start'}
      data-own={own || undefined}
      className={`${classes.row} garden-arrive`}
    >
      {!own && <FanAvatar src={data.author.avatarUrl} seed={data.author.id} size={36} mt={2} />}
      <Stack gap={2} align={own ? 'flex-end' : 'flex-start'} className={classes.column}>
        <Group gap="xs" wrap="nowrap" px={4}>
          <Text size="xs" fw={700} truncate="end">
            {own ? <FormattedMessage id="chat.messageItem.own" /> : data.author.displayName}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={data.createdAt}>
            <FormattedTime value={data.createdAt} hour="2-digit" minute="2-digit" />
          </Text>
        </Group>
        {/* Rendered as text (React escapes it); the class keeps the fan's line breaks
            and breaks even 1,000 characters without a space inside the bubble. */}
        <div className={`${classes.bubble} garden-user-content`} data-own={own || undefined}>
          {data.body}
        </div>
      </Stack>
    </Group>
  );
}

const messageFragment = graphql`
  fragment ChatMessageItem_message on ChatMessage {
    body
    createdAt
    viewerIsAuthor
    author {
      id
      displayName
      avatarUrl
    }
  }
`;
