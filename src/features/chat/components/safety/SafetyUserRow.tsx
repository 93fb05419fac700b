import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SafetyUserRow_user$key } from '../../../../__generated__/SafetyUserRow_user.graphql';
import { FanAvatar } from '../../../../design/FanAvatar';

/** One fan in a settings list, with the button that undoes (or redoes) what was set. */
export function SafetyUserRow({
  user,
  action,
}: {
  user: SafetyUserRow_user$key;
  action: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment SafetyUserRow_user on User {
        id
        displayName
        avatarUrl
      }
    `,
    user,
  );
  return (
    <Group justify="space-between" wrap="nowrap" py={6} px="xs">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <FanAvatar src={data.avatarUrl} seed={data.id} size={36} />
        <Text size="sm" truncate="end">
          {data.displayName}
        </Text>
      </Group>
      {action}
    </Group>
  );
}

/** The undo button of a row: outlined to undo, filled to set again. */
export function UndoButton({
  active,
  onClick,
  label,
}: {
  active: boolean;
  onClick(): void;
  label: ReactNode;
}) {
  return (
    <Button size="xs" h={36} radius="xl" variant={active ? 'default' : 'light'} onClick={onClick}>
      {label}
    </Button>
  );
}
