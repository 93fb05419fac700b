import { Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ChatReplyQuote_message$key } from '../../../__generated__/ChatReplyQuote_message.graphql';
import { jumpToMessage } from './jumpToMessage';
import classes from './ChatMessageItem.module.css';

interface ChatReplyQuoteProps {
  message: ChatReplyQuote_message$key;
}

/**
 * The quote of the message a reply answers; tapping it brings that message into view when
 * it is loaded.
 */
export function ChatReplyQuote({ message }: ChatReplyQuoteProps) {
  const intl = useIntl();
  const data = useFragment(quoteFragment, message);
  return (
    <UnstyledButton
      className={classes.quote}
      onClick={() => {
        // A message above the loaded pages: say so rather than do nothing.
        if (!jumpToMessage(data.id))
          notifications.show({ message: intl.formatMessage({ id: 'chat.replyQuote.notLoaded' }) });
      }}
      aria-label={intl.formatMessage(
        { id: 'chat.replyQuote.jump' },
        { author: data.author.displayName },
      )}
    >
      <Text size="xs" fw={700} truncate="end">
        {data.author.displayName}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={2} className="garden-user-content">
        {data.isDeleted ? <FormattedMessage id="chat.messageItem.deleted" /> : data.body}
      </Text>
    </UnstyledButton>
  );
}

const quoteFragment = graphql`
  fragment ChatReplyQuote_message on ChatMessage {
    id
    body
    isDeleted
    author {
      displayName
    }
  }
`;
