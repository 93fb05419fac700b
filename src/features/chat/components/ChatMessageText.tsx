import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ChatMessageText_message$key } from '../../../__generated__/ChatMessageText_message.graphql';
import classes from './ChatMessageItem.module.css';

/**
 * A message's text in its bubble: translated into the fan's language when auto-translation
 * gave it a translation, with "show original" to read it as its author wrote it.
 */
export function ChatMessageText({
  message,
  own,
}: {
  message: ChatMessageText_message$key;
  own: boolean;
}) {
  const data = useFragment(messageTextFragment, message);
  const [showOriginal, setShowOriginal] = useState(false);
  const translated = data.translation && !showOriginal ? data.translation.text : null;
  return (
    <Stack gap={0} align={own ? 'flex-end' : 'flex-start'}>
      {/* Rendered as text (React escapes it); the class keeps the fan's line breaks and
          breaks even 1,000 characters without a space inside the bubble. */}
      <div
        className={`${classes.bubble} garden-user-content`}
        data-own={own || undefined}
        data-translated={translated != null || undefined}
      >
        {translated ?? data.body}
      </div>
      {data.translation && (
        <Group gap={4} px={4} wrap="nowrap">
          {!showOriginal && (
            <Text size="xs" c="dimmed">
              <FormattedMessage id="chat.translation.translated" />
            </Text>
          )}
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => setShowOriginal((shown) => !shown)}
          >
            {showOriginal ? (
              <FormattedMessage id="chat.translation.showTranslation" />
            ) : (
              <FormattedMessage id="chat.translation.showOriginal" />
            )}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

const messageTextFragment = graphql`
  fragment ChatMessageText_message on ChatMessage {
    body
    translation {
      text
    }
  }
`;
