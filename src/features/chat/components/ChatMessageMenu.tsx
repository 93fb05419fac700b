import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ChatMessageMenu_message$key } from '../../../__generated__/ChatMessageMenu_message.graphql';
import { useConfirmBlock } from './safety/useConfirmBlock';
import { useRequireMember } from '../../auth/useRequireMember';
import { useSetMessageHidden, useSetUserMuted } from '../useSafetyMutations';
import { useStartDirectMessageMutation } from '../useStartDirectMessageMutation';
import { messagePath } from '../messageLink';
import { ReportDialog } from './report/ReportDialog';

interface ChatMessageMenuProps {
  message: ChatMessageMenu_message$key;
  onReply(): void;
  onReact(): void;
  onEdit(): void;
  onDelete(): void;
}

/**
 * What a fan can do with a message: reply, react, copy, and edit or delete their own;
 * with another fan's: write to them directly, hide the message, mute, block or report them.
 */
export function ChatMessageMenu({
  message,
  onReply,
  onReact,
  onEdit,
  onDelete,
}: ChatMessageMenuProps) {
  const intl = useIntl();
  const data = useFragment(menuFragment, message);
  const [startDirectMessage] = useStartDirectMessageMutation();
  const requireMember = useRequireMember();
  const hide = useSetMessageHidden();
  const mute = useSetUserMuted();
  const confirmBlock = useConfirmBlock();
  const [reporting, setReporting] = useState(false);
  const asMember = (action: () => void) => () => {
    if (requireMember()) action();
  };
  const copyLink = async () => {
    const url = new URL(
      messagePath({ id: data.channel.id, isPrivate: data.channel.isPrivate }, data.id),
      window.location.origin,
    ).href;
    try {
      await navigator.clipboard.writeText(url);
      notifications.show({ message: intl.formatMessage({ id: 'chat.messageMenu.linkCopied' }) });
    } catch {
      // No clipboard (an insecure page, a refused permission): show the link to copy by hand.
      notifications.show({
        color: 'red',
        message: intl.formatMessage({ id: 'chat.messageMenu.linkNotCopied' }, { url }),
      });
    }
  };
  return (
    <Menu position="bottom-end" shadow="md" radius="md" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          c="dimmed"
          radius="xl"
          size={28}
          aria-label={intl.formatMessage({ id: 'chat.messageMenu.label' })}
        >
          <span aria-hidden>⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onReply}>
          <FormattedMessage id="chat.messageMenu.reply" />
        </Menu.Item>
        <Menu.Item onClick={onReact}>
          <FormattedMessage id="chat.messageMenu.react" />
        </Menu.Item>
        <Menu.Item onClick={() => void navigator.clipboard?.writeText(data.body)}>
          <FormattedMessage id="chat.messageMenu.copy" />
        </Menu.Item>
        <Menu.Item onClick={() => void copyLink()}>
          <FormattedMessage id="chat.messageMenu.copyLink" />
        </Menu.Item>
        {!data.viewerIsAuthor && (
          <>
            <Menu.Item onClick={asMember(() => startDirectMessage(data.author.id))}>
              <FormattedMessage
                id="chat.messageMenu.directMessage"
                values={{ name: data.author.displayName }}
              />
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item onClick={asMember(() => hide(data.id, true))}>
              <FormattedMessage id="chat.messageMenu.hide" />
            </Menu.Item>
            <Menu.Item onClick={asMember(() => mute(data.author.id, true))}>
              <FormattedMessage
                id="chat.messageMenu.mute"
                values={{ name: data.author.displayName }}
              />
            </Menu.Item>
            <Menu.Item color="red" onClick={asMember(() => confirmBlock(data.author.id))}>
              <FormattedMessage
                id="chat.messageMenu.block"
                values={{ name: data.author.displayName }}
              />
            </Menu.Item>
            <Menu.Item color="red" onClick={asMember(() => setReporting(true))}>
              <FormattedMessage id="chat.messageMenu.report" />
            </Menu.Item>
          </>
        )}
        {data.viewerCanEdit && (
          <Menu.Item onClick={onEdit}>
            <FormattedMessage id="chat.messageMenu.edit" />
          </Menu.Item>
        )}
        {data.viewerCanDelete && (
          <Menu.Item color="red" onClick={onDelete}>
            <FormattedMessage id="chat.messageMenu.delete" />
          </Menu.Item>
        )}
      </Menu.Dropdown>
      {reporting && (
        <ReportDialog
          subject={{ messageId: data.id }}
          name={data.author.displayName}
          onClose={() => setReporting(false)}
        />
      )}
    </Menu>
  );
}

const menuFragment = graphql`
  fragment ChatMessageMenu_message on ChatMessage {
    id
    body
    viewerIsAuthor
    channel {
      id
      isPrivate
    }
    author {
      id
      displayName
    }
    viewerCanEdit
    viewerCanDelete
  }
`;
