import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { defineMessages, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ChatMessageItem_message$key } from '../../../__generated__/ChatMessageItem_message.graphql';
import { FanAvatar } from '../../../design/FanAvatar';
import { useConfirm } from '../../../design/useConfirm';
import { useReplyTarget } from '../../../state/replyTarget';
import { useDeleteChatMessageMutation } from '../useDeleteChatMessageMutation';
import { isPendingMessageId } from '../pendingMessage';
import { useSetChatMessageReactionMutation } from '../useSetChatMessageReactionMutation';
import { ChatMessageEditor } from './ChatMessageEditor';
import classes from './ChatMessageItem.module.css';
import { ChatMessageMenu } from './ChatMessageMenu';
import { ChatReactionBar } from './ChatReactionBar';
import { ChatReplyQuote } from './ChatReplyQuote';
import { ChatMessageText } from './ChatMessageText';
import { EmojiReactionPicker } from './EmojiReactionPicker';
import { MESSAGE_ID_ATTRIBUTE } from './jumpToMessage';
import { ShownBadge } from '../../engagement/components/ShownBadge';

// Declared here so that `npm run check:i18n` sees the ids useConfirm shows.
const deleteDialog = defineMessages({
  title: { id: 'chat.deleteDialog.title' },
  body: { id: 'chat.deleteDialog.body' },
  confirm: { id: 'chat.deleteDialog.confirm' },
});

interface ChatMessageItemProps {
  message: ChatMessageItem_message$key;
  /** The community whose reply target the message's "reply" sets. */
  communityId: string;
  /** Came in while the log was open: it fades in. */
  arrived?: boolean;
}

/**
 * One message: who wrote it, what and when, the message it replies to, its reactions and
 * its menu; the fan's own messages sit on the right. A deleted message is a tombstone.
 */
export function ChatMessageItem({ message, communityId, arrived = false }: ChatMessageItemProps) {
  const intl = useIntl();
  const data = useFragment(messageFragment, message);
  const own = data.viewerIsAuthor;
  const { replyTo } = useReplyTarget(communityId);
  const toggleReaction = useSetChatMessageReactionMutation();
  const deleteMessage = useDeleteChatMessageMutation();
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const [pickerOpened, setPickerOpened] = useState(false);
  // A muted message shows collapsed until the fan chooses to read it.
  const [expanded, setExpanded] = useState(false);
  // Optimistic messages have no server id yet: nothing can be done with them until then.
  const actionable = !data.isDeleted && !isPendingMessageId(data.id);

  const showRefusal = (text: string) => notifications.show({ color: 'red', message: text });
  const react = (emoji: string) => toggleReaction(data, emoji, { onRejected: showRefusal });
  const confirmDelete = () =>
    confirm({
      titleId: deleteDialog.title.id,
      bodyId: deleteDialog.body.id,
      confirmId: deleteDialog.confirm.id,
      destructive: true,
      onConfirm: () => deleteMessage(data.id, showRefusal),
    });

  // Hidden by the fan, or of a fan in a block with them: not shown at all.
  if (data.viewerVisibility === 'HIDDEN' || data.viewerVisibility === 'BLOCKED') {
    return <div {...{ [MESSAGE_ID_ATTRIBUTE]: data.id }} data-hidden-message />;
  }
  const muted =
    !expanded && (data.viewerVisibility === 'MUTED_USER' || data.viewerVisibility === 'MUTED_WORD');
  if (muted) {
    return (
      <Group
        gap="xs"
        px="xs"
        py={4}
        {...{ [MESSAGE_ID_ATTRIBUTE]: data.id }}
        className={classes.row}
      >
        <Text size="xs" c="dimmed">
          <FormattedMessage
            id={
              data.viewerVisibility === 'MUTED_USER'
                ? 'chat.messageItem.mutedUser'
                : 'chat.messageItem.mutedWord'
            }
          />
        </Text>
        <Button variant="subtle" size="compact-xs" onClick={() => setExpanded(true)}>
          <FormattedMessage id="chat.messageItem.showMuted" />
        </Button>
      </Group>
    );
  }

  return (
    <Group
      align="flex-start"
      gap="xs"
      wrap="nowrap"
      justify={own ? 'flex-end' : 'flex-start'}
      data-own={own || undefined}
      {...{ [MESSAGE_ID_ATTRIBUTE]: data.id }}
      className={arrived ? `${classes.row} garden-arrive` : classes.row}
    >
      {!own && (
        // The author's picture opens their profile, where a fan can message or follow them.
        <Link
          to={`/profile/${encodeURIComponent(data.author.id)}`}
          aria-label={intl.formatMessage(
            { id: 'chat.messageItem.authorProfile' },
            { name: data.author.displayName },
          )}
        >
          <FanAvatar src={data.author.avatarUrl} seed={data.author.id} size={36} mt={2} />
        </Link>
      )}
      <Stack gap={2} align={own ? 'flex-end' : 'flex-start'} className={classes.column}>
        <Group gap="xs" wrap="nowrap" px={4}>
          <Text size="xs" fw={700} truncate="end">
            {own ? <FormattedMessage id="chat.messageItem.own" /> : data.author.displayName}
          </Text>
          <ShownBadge user={data.author} />
          {data.author.role === 'OFFICIAL' && (
            <Badge size="xs" variant="filled" color="gold" radius="sm">
              <FormattedMessage id="chat.messageItem.official" />
            </Badge>
          )}
          <Text size="xs" c="dimmed" component="time" dateTime={data.createdAt}>
            <FormattedTime value={data.createdAt} hour="2-digit" minute="2-digit" />
          </Text>
          {data.editedAt && !data.isDeleted && (
            <Text size="xs" c="dimmed">
              <FormattedMessage id="chat.messageItem.edited" />
            </Text>
          )}
          {actionable && (
            <ChatMessageMenu
              message={data}
              onReply={() =>
                replyTo({
                  messageId: data.id,
                  authorName: data.author.displayName,
                  body: data.body,
                })
              }
              onReact={() => setPickerOpened(true)}
              onEdit={() => setEditing(true)}
              onDelete={confirmDelete}
            />
          )}
        </Group>
        {data.replyTo && <ChatReplyQuote message={data.replyTo} />}
        {data.isDeleted ? (
          <div className={classes.tombstone}>
            <FormattedMessage id="chat.messageItem.deleted" />
          </div>
        ) : editing ? (
          <ChatMessageEditor
            messageId={data.id}
            body={data.body}
            onDone={() => setEditing(false)}
          />
        ) : (
          <ChatMessageText message={data} own={own} />
        )}
        {actionable && (
          <Group gap={4} wrap="nowrap" justify={own ? 'flex-end' : 'flex-start'}>
            <ChatReactionBar message={data} onToggle={react} />
            <EmojiReactionPicker opened={pickerOpened} onChange={setPickerOpened} onPick={react}>
              <ActionIcon
                variant="subtle"
                color="gray"
                c="dimmed"
                radius="xl"
                size={28}
                onClick={() => setPickerOpened((opened) => !opened)}
                aria-label={intl.formatMessage({ id: 'chat.reactionBar.add' })}
              >
                <span aria-hidden>☺︎</span>
              </ActionIcon>
            </EmojiReactionPicker>
          </Group>
        )}
      </Stack>
    </Group>
  );
}

const messageFragment = graphql`
  fragment ChatMessageItem_message on ChatMessage {
    id
    body
    createdAt
    viewerIsAuthor
    isDeleted
    editedAt
    author {
      id
      displayName
      avatarUrl
      role
      ...ShownBadge_user
    }
    replyTo {
      ...ChatReplyQuote_message
    }
    # The current counts, read by reactionsAfterToggle (reactionCounts.ts), so that a
    # toggle shows its result before the server answers.
    # eslint-disable-next-line relay/unused-fields
    reactions {
      # eslint-disable-next-line relay/unused-fields
      emoji
      # eslint-disable-next-line relay/unused-fields
      count
      # eslint-disable-next-line relay/unused-fields
      viewerHasReacted
    }
    viewerVisibility
    ...ChatReactionBar_message
    ...ChatMessageMenu_message
    ...ChatMessageText_message
  }
`;
