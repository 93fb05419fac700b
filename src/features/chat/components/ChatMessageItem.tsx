import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { FormattedMessage, FormattedTime } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ChatMessageItem_message$key } from '../../../__generated__/ChatMessageItem_message.graphql';

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
    >
      {!own && (
        <Avatar
          src={data.author.avatarUrl}
          alt=""
          size="sm"
          radius="xl"
          name={data.author.displayName}
        />
      )}
      <Stack gap={2} align={own ? 'flex-end' : 'flex-start'} maw="80%">
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" fw={700}>
            {own ? <FormattedMessage id="chat.messageItem.own" /> : data.author.displayName}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={data.createdAt}>
            <FormattedTime value={data.createdAt} hour="2-digit" minute="2-digit" />
          </Text>
        </Group>
        <Paper
          px="sm"
          py={6}
          radius="lg"
          bg={own ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
        >
          {/* Rendered as text (React escapes it); pre-wrap keeps the fan's line breaks. */}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {data.body}
          </Text>
        </Paper>
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
      displayName
      avatarUrl
    }
  }
`;
