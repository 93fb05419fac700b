import { Button, Group, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { OutboxMessage } from '../../../state/chatOutbox';
import classes from './ChatMessageItem.module.css';

interface OutboxMessageItemProps {
  message: OutboxMessage;
  onRetry(): void;
  onDiscard(): void;
}

/**
 * A message of the fan's that has not reached the garden: waiting for the connection
 * (pending), or refused, with the reason, to send again or discard.
 */
export function OutboxMessageItem({ message, onRetry, onDiscard }: OutboxMessageItemProps) {
  const failed = message.state === 'failed';
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      justify="flex-end"
      data-own
      data-outbox={message.state}
      className={classes.row}
    >
      <Stack gap={4} align="flex-end" className={classes.column}>
        <Text
          data-own
          className={`${classes.bubble} garden-user-content`}
          style={{ opacity: failed ? 1 : 0.7 }}
        >
          {message.body}
        </Text>
        {failed ? (
          <Stack gap={4} align="flex-end">
            <Text size="xs" c="red" role="alert" ta="right">
              {message.error}
            </Text>
            <Group gap={4}>
              <Button size="compact-xs" variant="light" radius="xl" onClick={onRetry}>
                <FormattedMessage id="chat.outbox.retry" />
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray"
                radius="xl"
                onClick={onDiscard}
              >
                <FormattedMessage id="chat.outbox.discard" />
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text size="xs" c="dimmed" role="status">
            <FormattedMessage id="chat.outbox.pending" />
          </Text>
        )}
      </Stack>
    </Group>
  );
}
