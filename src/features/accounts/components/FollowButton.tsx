import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { FollowButton_user$key } from '../../../__generated__/FollowButton_user.graphql';
import { useRequireMember } from '../../auth/useRequireMember';
import { useFollowUserMutation } from '../useFollowUserMutation';

const messages = defineMessages({
  follow: { id: 'accounts.follow.follow' },
  following: { id: 'accounts.follow.following' },
  followLabel: { id: 'accounts.follow.followLabel' },
  unfollowLabel: { id: 'accounts.follow.unfollowLabel' },
});

/** Follow / following (unfollow) for another fan; nothing on one's own profile. */
export function FollowButton({ user }: { user: FollowButton_user$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment FollowButton_user on User {
        id
        displayName
        isViewer
        viewerIsFollowing
        followerCount
      }
    `,
    user,
  );
  const [changeFollow, isInFlight] = useFollowUserMutation();
  const requireMember = useRequireMember();
  if (data.isViewer) return null;

  const onClick = () => {
    if (!requireMember()) return;
    changeFollow({ id: data.id, followerCount: data.followerCount }, !data.viewerIsFollowing, {
      onRejected: (message) => notifications.show({ color: 'red', message }),
      onFailed: () =>
        notifications.show({
          color: 'red',
          message: intl.formatMessage({ id: 'accounts.follow.failed' }),
        }),
    });
  };
  return (
    <Button
      h={44}
      miw={120}
      radius="xl"
      variant={data.viewerIsFollowing ? 'outline' : 'filled'}
      aria-pressed={data.viewerIsFollowing}
      aria-label={intl.formatMessage(
        data.viewerIsFollowing ? messages.unfollowLabel : messages.followLabel,
        { name: data.displayName },
      )}
      disabled={isInFlight}
      onClick={onClick}
    >
      <FormattedMessage {...(data.viewerIsFollowing ? messages.following : messages.follow)} />
    </Button>
  );
}
