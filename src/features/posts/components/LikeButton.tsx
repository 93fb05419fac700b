import { Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { LikeButton_post$key } from '../../../__generated__/LikeButton_post.graphql';
import { useRequireMember } from '../../auth/useRequireMember';
import { useLikePostMutation } from '../useLikePostMutation';

/**
 * The heart under a post: every tap is one more like, up to the garden's cap per fan
 * (fans cheer a post they love several times). The count is everyone's; the tooltip says
 * how many of them are the fan's own.
 */
export function LikeButton({ post }: { post: LikeButton_post$key }) {
  const intl = useIntl();
  const data = useFragment(likeFragment, post);
  const like = useLikePostMutation();
  const requireMember = useRequireMember();
  const atCap = data.viewerLikeCount >= data.maxLikesPerFan;
  const liked = data.viewerLikeCount > 0;

  const onClick = () => {
    if (!requireMember() || atCap) return;
    like(data, (message) =>
      notifications.show({
        color: 'red',
        message: message ?? intl.formatMessage({ id: 'posts.failed' }),
      }),
    );
  };

  return (
    <Tooltip
      label={intl.formatMessage(
        { id: 'posts.like.yours' },
        { count: data.viewerLikeCount, max: data.maxLikesPerFan },
      )}
      withArrow
    >
      <Button
        variant={liked ? 'light' : 'subtle'}
        color={liked ? 'crimson' : 'gray'}
        size="compact-md"
        h={44}
        radius="xl"
        onClick={onClick}
        aria-disabled={atCap || undefined}
        data-at-cap={atCap || undefined}
        aria-label={
          atCap
            ? intl.formatMessage(
                { id: 'posts.like.atCap' },
                { count: data.likeCount, max: data.maxLikesPerFan },
              )
            : intl.formatMessage({ id: 'posts.like.label' }, { count: data.likeCount })
        }
        leftSection={<span aria-hidden>{liked ? '♥' : '♡'}</span>}
      >
        <FormattedMessage id="posts.like.count" values={{ count: data.likeCount }} />
      </Button>
    </Tooltip>
  );
}

const likeFragment = graphql`
  fragment LikeButton_post on Post {
    # The mutation names the post by it (useLikePostMutation).
    # eslint-disable-next-line relay/unused-fields
    id
    likeCount
    viewerLikeCount
    maxLikesPerFan
  }
`;
