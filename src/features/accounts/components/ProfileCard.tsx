import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  defineMessages,
  FormattedDate,
  FormattedMessage,
  type MessageDescriptor,
} from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ProfileCard_user$key } from '../../../__generated__/ProfileCard_user.graphql';
import { FanAvatar } from '../../../design/FanAvatar';
import { FanSafetyMenu } from '../../chat/components/FanSafetyMenu';
import { StartDirectMessageButton } from '../../chat/components/StartDirectMessageButton';
import { FollowButton } from './FollowButton';
import { RoleBadge } from './RoleBadge';

const messages = defineMessages({
  following: { id: 'accounts.profile.followingCount' },
  followers: { id: 'accounts.profile.followerCount' },
});

/**
 * A fan's profile at the top of their page: picture, name, bio, when they joined and
 * their follows. The counts link to the follow lists when the profile is the viewer's.
 */
export function ProfileCard({ user }: { user: ProfileCard_user$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileCard_user on User {
        id
        displayName
        avatarUrl
        bio
        joinedAt
        followerCount
        followingCount
        isViewer
        ...FollowButton_user
        ...StartDirectMessageButton_user
        ...FanSafetyMenu_user
        ...RoleBadge_user
      }
    `,
    user,
  );
  const count = (value: number, tab: 'following' | 'followers', message: MessageDescriptor) => {
    const content = (
      <FormattedMessage
        {...message}
        values={{ count: value, strong: (chunks) => <strong>{chunks}</strong> }}
      />
    );
    return data.isViewer ? (
      <Anchor component={Link} to={`/follow-list?tab=${tab}`} size="sm" c="inherit">
        {content}
      </Anchor>
    ) : (
      <Text size="sm">{content}</Text>
    );
  };

  return (
    <Paper radius="lg" shadow="xs" p="lg">
      <Stack gap="md">
        {/* Picture and follow button on one row, the name below: long names never squeeze the button (as on X). */}
        {/* On a narrow phone the buttons go under the avatar, right-aligned, not off the card. */}
        <Group justify="space-between" align="flex-end" gap="sm">
          <FanAvatar src={data.avatarUrl} seed={data.id} size={88} />
          <Group gap="xs" wrap="nowrap" ml="auto">
            <StartDirectMessageButton user={data} />
            <FollowButton user={data} />
          </Group>
        </Group>
        <Stack gap={4}>
          {/* Mute, block and report sit by the name: the row above is full on a phone. */}
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="wrap">
              <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
                {data.displayName}
              </Title>
              <RoleBadge user={data} />
            </Group>
            <FanSafetyMenu user={data} />
          </Group>
          <Text size="xs" c="dimmed">
            <FormattedMessage
              id="accounts.profile.joined"
              values={{
                date: (
                  <FormattedDate value={data.joinedAt} year="numeric" month="long" day="numeric" />
                ),
              }}
            />
          </Text>
        </Stack>
        {data.bio ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {data.bio}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="accounts.profile.noBio" />
          </Text>
        )}
        <Group gap="lg">
          {count(data.followingCount, 'following', messages.following)}
          {count(data.followerCount, 'followers', messages.followers)}
        </Group>
      </Stack>
    </Paper>
  );
}
