import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { AddMemberDialogQuery } from '../../../__generated__/AddMemberDialogQuery.graphql';
import { FanAvatar } from '../../../design/FanAvatar';
import { useAddPrivateChannelMemberMutation } from '../useAddPrivateChannelMemberMutation';

/** The fans offered in the dialog: the ones the viewer follows (the first page). */
export const ADD_MEMBER_CANDIDATES = 50;

/**
 * The add-member dialog (spec §3): the fans the viewer follows who are not in the channel
 * yet, each with "Add". The server's refusal (the group is full) shows in the dialog.
 */
export function AddMemberDialog({
  channelId,
  memberIds,
  queryRef,
  onClose,
}: {
  channelId: string;
  memberIds: ReadonlySet<string>;
  queryRef: PreloadedQuery<AddMemberDialogQuery>;
  onClose(): void;
}) {
  const intl = useIntl();
  const data = usePreloadedQuery<AddMemberDialogQuery>(addMemberDialogQuery, queryRef);
  const [add, isInFlight] = useAddPrivateChannelMemberMutation();
  const [error, setError] = useState<string | null>(null);
  const candidates = (data.viewer.user?.following.edges ?? [])
    .map((edge) => edge.node)
    .filter((user) => !memberIds.has(user.id));
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      title={intl.formatMessage({ id: 'chat.addMember.title' })}
    >
      <Stack gap="sm">
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        {candidates.length === 0 ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="chat.addMember.empty" />
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            <Stack gap="xs">
              {candidates.map((user) => (
                <Group key={user.id} justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <FanAvatar src={user.avatarUrl} seed={user.id} size={36} />
                    <Text size="sm" truncate="end">
                      {user.displayName}
                    </Text>
                  </Group>
                  <Button
                    size="xs"
                    h={36}
                    disabled={isInFlight}
                    aria-label={intl.formatMessage(
                      { id: 'chat.addMember.addLabel' },
                      { name: user.displayName },
                    )}
                    onClick={() =>
                      add(channelId, user.id, { onDone: onClose, onRejected: setError })
                    }
                  >
                    <FormattedMessage id="chat.addMember.add" />
                  </Button>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Modal>
  );
}

export const addMemberDialogQuery = graphql`
  query AddMemberDialogQuery($count: Int!) {
    viewer {
      user {
        following(first: $count) {
          edges {
            node {
              id
              displayName
              avatarUrl
            }
          }
        }
      }
    }
  }
`;
