import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { DraftCard_draft$key } from '../../../__generated__/DraftCard_draft.graphql';
import { useConfirm } from '../../../design/useConfirm';
import { RelativeTime } from '../../chat/components/RelativeTime';
import { useDeletePostDraftMutation } from '../useDeletePostDraftMutation';
import { usePublishPostDraftMutation } from '../usePublishPostDraftMutation';
import { useStoredComposerImages } from './ComposerImages';
import { PostComposer } from './PostComposer';
import { PostImageGrid } from './PostImageGrid';

/** One of the fan's drafts: read it, edit it in the composer, post it or delete it. */
export function DraftCard({
  draft,
  connectionId,
}: {
  draft: DraftCard_draft$key;
  /** The drafts list it is in: posting or deleting it takes it out. */
  connectionId: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const data = useFragment(draftFragment, draft);
  const storedImages = useStoredComposerImages(data.images);
  const [editing, setEditing] = useState(false);
  const [publish, isPublishing] = usePublishPostDraftMutation();
  const deleteDraft = useDeletePostDraftMutation();
  const [error, setError] = useState<string | null>(null);
  const failed = (message: string | null) =>
    setError(message ?? intl.formatMessage({ id: 'posts.failed' }));

  if (editing) {
    return (
      <PostComposer
        connections={[]}
        draft={{
          id: data.id,
          body: data.body,
          visibility: data.visibility,
          topicId: data.topic?.id ?? null,
          images: storedImages,
        }}
        draftConnectionId={connectionId}
        onDone={() => setEditing(false)}
      />
    );
  }

  const onPublish = () => {
    setError(null);
    publish(data.id, [connectionId], {
      onPublished: (postId) => {
        notifications.show({ message: intl.formatMessage({ id: 'posts.drafts.published' }) });
        void navigate(`/posts/${encodeURIComponent(postId)}`);
      },
      onRejected: failed,
    });
  };

  const onDelete = () =>
    confirm({
      titleId: 'posts.drafts.deleteTitle',
      bodyId: 'posts.drafts.deleteBody',
      confirmId: 'posts.drafts.deleteConfirm',
      destructive: true,
      onConfirm: () => deleteDraft(data.id, [connectionId], { onRejected: failed }),
    });

  return (
    <Card
      component="article"
      radius="lg"
      shadow="xs"
      padding="md"
      aria-label={intl.formatMessage({ id: 'posts.drafts.card' })}
    >
      <Stack gap="xs">
        <Group gap={6} c="dimmed">
          <Text size="xs">
            <FormattedMessage id="posts.drafts.updated" />{' '}
            <RelativeTime dateTime={data.updatedAt} />
          </Text>
          <Text size="xs">
            {data.visibility === 'MEMBERS' ? (
              <FormattedMessage id="posts.visibility.members" />
            ) : (
              <FormattedMessage id="posts.visibility.public" />
            )}
          </Text>
          {data.topic && <Text size="xs"># {data.topic.name}</Text>}
        </Group>
        {data.body ? (
          <Text className="garden-user-content" style={{ whiteSpace: 'pre-wrap' }}>
            {data.body}
          </Text>
        ) : (
          <Text c="dimmed" fs="italic">
            <FormattedMessage id="posts.drafts.noText" />
          </Text>
        )}
        <PostImageGrid images={data.images} />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group gap="xs" justify="flex-end">
          <Button variant="subtle" color="red" h={44} radius="xl" onClick={onDelete}>
            <FormattedMessage id="posts.drafts.delete" />
          </Button>
          <Button variant="light" h={44} radius="xl" onClick={() => setEditing(true)}>
            <FormattedMessage id="posts.drafts.edit" />
          </Button>
          <Button
            h={44}
            radius="xl"
            onClick={onPublish}
            loading={isPublishing}
            disabled={data.body.trim() === ''}
          >
            <FormattedMessage id="posts.drafts.publish" />
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

const draftFragment = graphql`
  fragment DraftCard_draft on PostDraft {
    id
    body
    visibility
    updatedAt
    topic {
      id
      name
    }
    images {
      ...ComposerImages_stored
      ...PostImageGrid_images
    }
  }
`;
