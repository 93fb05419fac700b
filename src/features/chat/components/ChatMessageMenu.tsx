import { ActionIcon, Menu } from '@mantine/core';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ChatMessageMenu_message$key } from '../../../__generated__/ChatMessageMenu_message.graphql';
import { useConfirm } from '../../../design/useConfirm';
import { useRequireMember } from '../../auth/useRequireMember';
import { useSetMessageHidden, useSetUserBlocked, useSetUserMuted } from '../useSafetyMutations';
import { useStartDirectMessageMutation } from '../useStartDirectMessageMutation';
import { ReportMessageDialog } from './report/ReportMessageDialog';

// Declared here so that `npm run check:i18n` sees the ids useConfirm shows.
const blockDialog = defineMessages({
  title: { id: 'chat.blockDialog.title' },
  body: { id: 'chat.blockDialog.body' },
  confirm: { id: 'chat.blockDialog.confirm' },
});

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
  const block = useSetUserBlocked();
  const confirm = useConfirm();
  const [reporting, setReporting] = useState(false);
  const asMember = (action: () => void) => () => {
    if (requireMember()) action();
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
            <Menu.Item
              color="red"
              onClick={asMember(() =>
                confirm({
                  titleId: blockDialog.title.id,
                  bodyId: blockDialog.body.id,
                  confirmId: blockDialog.confirm.id,
                  destructive: true,
                  onConfirm: () => block(data.author.id, true),
                }),
              )}
            >
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
        <ReportMessageDialog
          messageId={data.id}
          authorName={data.author.displayName}
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
    author {
      id
      displayName
    }
    viewerCanEdit
    viewerCanDelete
  }
`;
