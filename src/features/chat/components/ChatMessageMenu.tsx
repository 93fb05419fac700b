import { ActionIcon, Menu } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ChatMessageMenu_message$key } from '../../../__generated__/ChatMessageMenu_message.graphql';

interface ChatMessageMenuProps {
  message: ChatMessageMenu_message$key;
  onReply(): void;
  onReact(): void;
  onEdit(): void;
  onDelete(): void;
}

/** What a fan can do with a message: reply, react, copy, and edit or delete their own. */
export function ChatMessageMenu({
  message,
  onReply,
  onReact,
  onEdit,
  onDelete,
}: ChatMessageMenuProps) {
  const intl = useIntl();
  const data = useFragment(menuFragment, message);
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
    </Menu>
  );
}

const menuFragment = graphql`
  fragment ChatMessageMenu_message on ChatMessage {
    body
    viewerCanEdit
    viewerCanDelete
  }
`;
