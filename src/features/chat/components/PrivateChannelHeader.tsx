import { ActionIcon, Avatar, Box, Group, Menu, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useQueryLoader } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import type { AddMemberDialogQuery } from '../../../__generated__/AddMemberDialogQuery.graphql';
import type { PrivateChannelHeader_channel$key } from '../../../__generated__/PrivateChannelHeader_channel.graphql';
import { PRIVATE_CHANNEL_MAX_MEMBERS } from '../../../../common/limits';
import { FanAvatar } from '../../../design/FanAvatar';
import { useConfirm } from '../../../design/useConfirm';
import { useLeavePrivateChannelMutation } from '../useLeavePrivateChannelMutation';
import { useSetUserBlocked } from '../useSafetyMutations';
import { ADD_MEMBER_CANDIDATES, AddMemberDialog, addMemberDialogQuery } from './AddMemberDialog';

// Declared here so that `npm run check:i18n` sees the ids useConfirm shows.
const blockDialog = defineMessages({
  title: { id: 'chat.blockDialog.title' },
  body: { id: 'chat.blockDialog.body' },
  confirm: { id: 'chat.blockDialog.confirm' },
});
const leaveDialog = defineMessages({
  title: { id: 'chat.privateChannel.leaveTitle' },
  body: { id: 'chat.privateChannel.leaveBody' },
  confirm: { id: 'chat.privateChannel.leave' },
});

/**
 * A private channel's header: back to the list, the other fans' pictures and names, how
 * many are still asked, and the menu (add a member, leave).
 */
export function PrivateChannelHeader({ channel }: { channel: PrivateChannelHeader_channel$key }) {
  const intl = useIntl();
  const data = useFragment(headerFragment, channel);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const leave = useLeavePrivateChannelMutation();
  const block = useSetUserBlocked();
  const [dialogRef, loadDialog, disposeDialog] =
    useQueryLoader<AddMemberDialogQuery>(addMemberDialogQuery);
  const asked = data.otherMembers.filter((member) => member.status === 'REQUESTED').length;
  const isActive = data.viewerMembershipStatus === 'ACTIVE';
  const isFull = data.otherMembers.length + 1 >= PRIVATE_CHANNEL_MAX_MEMBERS;
  // A direct message (one other fan) can block that fan from here.
  const other = data.otherMembers.length === 1 ? data.otherMembers[0].user : null;

  return (
    <Group
      gap="xs"
      wrap="nowrap"
      px="xs"
      py={6}
      style={{
        borderBottom: '1px solid var(--mantine-color-default-border)',
        background: 'var(--garden-color-surface)',
        borderRadius: 'var(--mantine-radius-lg) var(--mantine-radius-lg) 0 0',
      }}
    >
      <ActionIcon
        component={Link}
        to="/messages?tab=direct"
        variant="subtle"
        size={44}
        radius="xl"
        aria-label={intl.formatMessage({ id: 'chat.privateChannel.back' })}
      >
        <span aria-hidden style={{ fontSize: 20 }}>
          ←
        </span>
      </ActionIcon>
      <Avatar.Group spacing="sm">
        {data.otherMembers.slice(0, 3).map(({ user }) => (
          <FanAvatar key={user.id} src={user.avatarUrl} seed={user.id} size={36} />
        ))}
      </Avatar.Group>
      <Box style={{ minWidth: 0, flex: 1 }}>
        <Title order={1} size="h4" lineClamp={1}>
          {data.name || intl.formatMessage({ id: 'chat.privateChannel.nobody' })}
        </Title>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {asked > 0 ? (
            <FormattedMessage id="chat.privateChannel.waiting" values={{ count: asked }} />
          ) : (
            <FormattedMessage
              id="chat.privateChannel.members"
              values={{ count: data.otherMembers.length + 1 }}
            />
          )}
        </Text>
      </Box>
      <Menu position="bottom-end" shadow="md" radius="md" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={44}
            radius="xl"
            aria-label={intl.formatMessage({ id: 'chat.privateChannel.menu' })}
          >
            <span aria-hidden>⋯</span>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {isActive && (
            <Menu.Item
              disabled={isFull}
              onClick={() =>
                loadDialog({ count: ADD_MEMBER_CANDIDATES }, { fetchPolicy: 'store-and-network' })
              }
            >
              <FormattedMessage
                id={isFull ? 'chat.privateChannel.full' : 'chat.privateChannel.addMember'}
                values={{ limit: PRIVATE_CHANNEL_MAX_MEMBERS }}
              />
            </Menu.Item>
          )}
          {other && (
            <Menu.Item
              color="red"
              onClick={() =>
                other.viewerHasBlocked
                  ? block(other.id, false)
                  : confirm({
                      titleId: blockDialog.title.id,
                      bodyId: blockDialog.body.id,
                      confirmId: blockDialog.confirm.id,
                      destructive: true,
                      onConfirm: () => block(other.id, true),
                    })
              }
            >
              <FormattedMessage
                id={
                  other.viewerHasBlocked ? 'chat.privateChannel.unblock' : 'chat.messageMenu.block'
                }
                values={{ name: other.displayName }}
              />
            </Menu.Item>
          )}
          <Menu.Item
            color="red"
            onClick={() =>
              confirm({
                titleId: leaveDialog.title.id,
                bodyId: leaveDialog.body.id,
                confirmId: leaveDialog.confirm.id,
                destructive: true,
                onConfirm: () => leave(data.id, () => navigate('/messages?tab=direct')),
              })
            }
          >
            <FormattedMessage id="chat.privateChannel.leave" />
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialogRef && (
        <Suspense fallback={null}>
          <AddMemberDialog
            channelId={data.id}
            memberIds={new Set(data.otherMembers.map(({ user }) => user.id))}
            queryRef={dialogRef}
            onClose={disposeDialog}
          />
        </Suspense>
      )}
    </Group>
  );
}

const headerFragment = graphql`
  fragment PrivateChannelHeader_channel on Channel {
    id
    name
    viewerMembershipStatus
    otherMembers {
      status
      user {
        id
        displayName
        avatarUrl
        viewerHasBlocked
      }
    }
  }
`;
