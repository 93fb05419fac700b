import { Group, UnstyledButton } from '@mantine/core';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ChatReactionBar_message$key } from '../../../__generated__/ChatReactionBar_message.graphql';
import classes from './ChatMessageItem.module.css';

interface ChatReactionBarProps {
  message: ChatReactionBar_message$key;
  /** Toggles the viewer's reaction with this emoji. */
  onToggle(emoji: string): void;
}

/** The reactions under a bubble: each emoji with its count; the viewer's own are marked. */
export function ChatReactionBar({ message, onToggle }: ChatReactionBarProps) {
  const intl = useIntl();
  const { reactions } = useFragment(reactionsFragment, message);
  if (reactions.length === 0) return null;
  return (
    <Group
      gap={4}
      px={4}
      role="group"
      aria-label={intl.formatMessage({ id: 'chat.reactionBar.label' })}
    >
      {reactions.map((reaction) => (
        <UnstyledButton
          key={reaction.emoji}
          className={classes.reaction}
          data-mine={reaction.viewerHasReacted || undefined}
          aria-pressed={reaction.viewerHasReacted}
          aria-label={intl.formatMessage(
            { id: 'chat.reactionBar.reaction' },
            { emoji: reaction.emoji, count: reaction.count },
          )}
          onClick={() => onToggle(reaction.emoji)}
        >
          <span aria-hidden>{reaction.emoji}</span>
          <span aria-hidden className={classes.reactionCount}>
            {reaction.count}
          </span>
        </UnstyledButton>
      ))}
    </Group>
  );
}

const reactionsFragment = graphql`
  fragment ChatReactionBar_message on ChatMessage {
    reactions {
      emoji
      count
      viewerHasReacted
    }
  }
`;
