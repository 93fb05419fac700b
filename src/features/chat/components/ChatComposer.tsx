import { ActionIcon, Box, Button, Group, Text, Textarea } from '@mantine/core';
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ChatComposer_channel$key } from '../../../__generated__/ChatComposer_channel.graphql';
import type { ChatComposer_viewer$key } from '../../../__generated__/ChatComposer_viewer.graphql';
import { useReplyTarget } from '../../../state/replyTarget';
import { useRequireMember } from '../../auth/useRequireMember';
import { usePostChatMessageMutation } from '../usePostChatMessageMutation';
import classes from './ChatMessageItem.module.css';
import { newClientMutationId } from '../../../relay/clientMutationId';
import { NetworkError } from '../../../relay/errors';
import { useChatOutbox } from '../../../state/chatOutbox';
import { useWaitingForMembership } from './waitingForMembership';

interface ChatComposerProps {
  channel: ChatComposer_channel$key;
  viewer: ChatComposer_viewer$key;
  /** Called as a message goes out (a linked message's page then shows the newest). */
  onPosting?(): void;
}

/**
 * Writes a message to the channel. Enter sends, Shift+Enter starts a new line. A fan who
 * is signed out or has not joined is sent to the login modal first, and the message goes
 * out once they have joined. A refused message stays in the box, with the server's reason
 * under it, so the fan can fix it.
 */
export function ChatComposer({ channel, viewer, onPosting }: ChatComposerProps) {
  const intl = useIntl();
  const { id: channelId, community } = useFragment(channelFragment, channel);
  const reply = useReplyTarget(community.id);
  const { joinedCommunity } = useFragment(viewerFragment, viewer);
  const isMember = joinedCommunity?.id != null;
  const requireMember = useRequireMember();
  // Sending does not wait for the previous message: each has its own clientMutationId.
  const [post] = usePostChatMessageMutation();
  const outbox = useChatOutbox(channelId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The text the fan tried to send before joining; it goes out when the viewer becomes a member
  // (also after the onboarding pages, back in this channel).
  const [waitingForMembership, setWaitingForMembership] = useWaitingForMembership(channelId);
  const canSend = body.trim().length > 0;

  const postNow = (text: string) => {
    setError(null);
    // The message shows in the list at once (optimistically), so the box empties at once;
    // if the server refuses it, the text comes back unless the fan has started another.
    const giveBack = (message: string) => {
      setBody((current) => (current === '' ? text : current));
      setError(message);
    };
    setBody('');
    const replyToMessageId = reply.target?.messageId ?? null;
    reply.clear();
    onPosting?.();
    const clientMutationId = newClientMutationId();
    const queued = { clientMutationId, channelId, body: text, replyToMessageId };
    // Offline, the message waits in the outbox (shown as pending) and goes out once the
    // connection is back, with this same clientMutationId.
    if (!navigator.onLine) {
      outbox.add(queued);
      return;
    }
    post(
      channelId,
      text,
      replyToMessageId,
      {
        onRejected: giveBack,
        onFailed: (error) => {
          if (error instanceof NetworkError || !navigator.onLine) outbox.add(queued);
          else giveBack(intl.formatMessage({ id: 'chat.composer.sendFailed' }));
        },
      },
      { clientMutationId },
    );
  };

  const send = () => {
    if (!canSend) return;
    if (requireMember()) postNow(body);
    else setWaitingForMembership(body);
  };

  useEffect(() => {
    if (waitingForMembership == null || !isMember) return;
    setWaitingForMembership(null);
    postNow(waitingForMembership);
    // Runs when membership arrives; postNow is recreated every render and reads only setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isMember, waitingForMembership]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an IME is composing (Japanese input), Enter confirms the conversion instead.
    // Safari reports the confirming Enter only through keyCode 229.
    const composing = event.nativeEvent.isComposing || event.keyCode === 229;
    if (event.key !== 'Enter' || event.shiftKey || composing) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={onSubmit}>
      {reply.target && (
        <Group gap="xs" wrap="nowrap" px="sm" pt="xs">
          <Box className={classes.replyTarget} style={{ flex: 1, minWidth: 0 }}>
            <Text size="xs" fw={700} truncate="end">
              <FormattedMessage
                id="chat.composer.replyingTo"
                values={{ author: reply.target.authorName }}
              />
            </Text>
            <Text size="xs" c="dimmed" truncate="end" className="garden-user-content">
              {reply.target.body}
            </Text>
          </Box>
          <ActionIcon
            variant="subtle"
            color="gray"
            c="dimmed"
            radius="xl"
            size={36}
            onClick={reply.clear}
            aria-label={intl.formatMessage({ id: 'chat.composer.cancelReply' })}
          >
            <span aria-hidden>×</span>
          </ActionIcon>
        </Group>
      )}
      <Group align="flex-end" gap="xs" wrap="nowrap" p="sm">
        <Textarea
          aria-label={intl.formatMessage({ id: 'chat.composer.label' })}
          placeholder={intl.formatMessage({ id: 'chat.composer.placeholder' })}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            setError(null);
            // Editing means the fan no longer wants exactly that text sent after joining.
            setWaitingForMembership(null);
          }}
          onKeyDown={onKeyDown}
          error={error}
          // Announced when it appears: the fan may not be looking under the box.
          errorProps={{ role: 'alert' }}
          autosize
          minRows={1}
          maxRows={6}
          radius="xl"
          size="md"
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" disabled={!canSend} h={44} px="lg">
          <FormattedMessage id="chat.composer.send" />
        </Button>
      </Group>
    </form>
  );
}

const channelFragment = graphql`
  fragment ChatComposer_channel on Channel {
    id
    community {
      id
    }
  }
`;

// All the fields requireMember() reads from the store, so that it can decide (and open
// the login modal for a signed-in fan who has not joined) without a request.
const viewerFragment = graphql`
  fragment ChatComposer_viewer on Viewer {
    # eslint-disable-next-line relay/unused-fields
    isSignedIn
    joinedCommunity {
      id
    }
  }
`;
