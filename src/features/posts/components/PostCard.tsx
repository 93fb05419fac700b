import { ActionIcon, Badge, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PostCard_post$key } from '../../../__generated__/PostCard_post.graphql';
import { FanAvatar } from '../../../design/FanAvatar';
import { useConfirm } from '../../../design/useConfirm';
import { RelativeTime } from '../../chat/components/RelativeTime';
import { useDeletePostMutation } from '../useDeletePostMutation';
import { EditedMark } from './EditedMark';
import { LikeButton } from './LikeButton';
import { PostEditor } from './PostEditor';
import { PostImageGrid } from './PostImageGrid';

interface PostCardProps {
  post: PostCard_post$key;
  /** On the post's own page the card is not a link to itself. */
  standalone?: boolean;
  /** Came in while its timeline was open: it fades in. */
  arrived?: boolean;
}

/** One post: who wrote it and when, its topic, the text, likes and comments. */
export function PostCard({ post, standalone = false, arrived = false }: PostCardProps) {
  const intl = useIntl();
  const data = useFragment(postFragment, post);
  const confirm = useConfirm();
  const deletePost = useDeletePostMutation();
  const [editing, setEditing] = useState(false);
  const postPath = `/posts/${encodeURIComponent(data.id)}`;

  const onDelete = () =>
    confirm({
      titleId: 'posts.delete.title',
      bodyId: 'posts.delete.body',
      confirmId: 'posts.delete.confirm',
      destructive: true,
      onConfirm: () =>
        deletePost(data.id, {
          onRejected: (message) =>
            notifications.show({
              color: 'red',
              message: message ?? intl.formatMessage({ id: 'posts.failed' }),
            }),
        }),
    });

  if (editing) return <PostEditor post={data} onDone={() => setEditing(false)} />;

  return (
    <Card
      component="article"
      radius="lg"
      shadow="xs"
      padding="md"
      withBorder={data.isOfficial}
      aria-label={intl.formatMessage({ id: 'posts.card.label' }, { name: data.author.displayName })}
      className={arrived ? 'garden-arrive' : undefined}
    >
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <FanAvatar src={data.author.avatarUrl} seed={data.author.id} size={40} />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text fw={700} size="sm" truncate="end">
                {data.author.displayName}
              </Text>
              {data.isOfficial && (
                <Badge size="sm" variant="filled" color="crimson">
                  <FormattedMessage id="posts.card.official" />
                </Badge>
              )}
            </Group>
            <Group gap={6} c="dimmed">
              {standalone ? (
                <Text size="xs">
                  <RelativeTime dateTime={data.createdAt} />
                </Text>
              ) : (
                <Text size="xs" component={Link} to={postPath} c="dimmed">
                  <RelativeTime dateTime={data.createdAt} />
                </Text>
              )}
              {data.editedAt && <EditedMark editedAt={data.editedAt} />}
              {data.visibility === 'MEMBERS' && (
                <Text size="xs">
                  <FormattedMessage id="posts.card.membersOnly" />
                </Text>
              )}
            </Group>
          </Stack>
          {data.viewerCanDelete && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  c="dimmed"
                  size={44}
                  aria-label={intl.formatMessage({ id: 'posts.card.menu' })}
                >
                  <span aria-hidden>⋯</span>
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {data.viewerIsAuthor && (
                  <Menu.Item onClick={() => setEditing(true)}>
                    <FormattedMessage id="posts.edit.action" />
                  </Menu.Item>
                )}
                <Menu.Item color="red" onClick={onDelete}>
                  <FormattedMessage id="posts.delete.action" />
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        {data.topic && (
          <Badge
            component={Link}
            to={`/topics/${encodeURIComponent(data.topic.id)}`}
            variant="light"
            color="plum"
            radius="sm"
            style={{ cursor: 'pointer', alignSelf: 'flex-start' }}
          >
            # {data.topic.name}
          </Badge>
        )}
        {/* Rendered as text (React escapes it); the class keeps the fan's line breaks. */}
        <Text className="garden-user-content" size="md" style={{ whiteSpace: 'pre-wrap' }}>
          {data.body}
        </Text>
        <PostImageGrid images={data.images} postPath={standalone ? undefined : postPath} />
        <Group gap="xs">
          <LikeButton post={data} />
          {standalone ? (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="posts.card.comments" values={{ count: data.commentCount }} />
            </Text>
          ) : (
            <Text component={Link} to={postPath} size="sm" c="dimmed" py="xs">
              <FormattedMessage id="posts.card.comments" values={{ count: data.commentCount }} />
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

const postFragment = graphql`
  fragment PostCard_post on Post {
    id
    body
    createdAt
    isOfficial
    visibility
    commentCount
    editedAt
    viewerIsAuthor
    viewerCanDelete
    author {
      id
      displayName
      avatarUrl
    }
    topic {
      id
      name
    }
    images {
      ...PostImageGrid_images
    }
    ...LikeButton_post
    ...PostEditor_post
  }
`;
