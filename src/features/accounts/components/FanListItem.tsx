import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { FanListItem_user$key } from '../../../__generated__/FanListItem_user.graphql';
import { FanAvatar } from '../../../design/FanAvatar';
import { FollowButton } from './FollowButton';

/** One fan in a follow list: picture, name and the first line of their bio, to their profile. */
export function FanListItem({ user }: { user: FanListItem_user$key }) {
  const data = useFragment(
    graphql`
      fragment FanListItem_user on User {
        id
        displayName
        avatarUrl
        bio
        ...FollowButton_user
      }
    `,
    user,
  );
  return (
    <Group justify="space-between" wrap="nowrap" px="sm" py="xs" mih={64}>
      <UnstyledButton
        component={Link}
        to={`/profile/${encodeURIComponent(data.id)}`}
        style={{ flex: 1, minWidth: 0 }}
      >
        <Group gap="sm" wrap="nowrap">
          <FanAvatar src={data.avatarUrl} seed={data.id} size={44} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {data.displayName}
            </Text>
            {data.bio && (
              <Text size="xs" c="dimmed" truncate>
                {data.bio}
              </Text>
            )}
          </Stack>
        </Group>
      </UnstyledButton>
      <FollowButton user={data} />
    </Group>
  );
}
