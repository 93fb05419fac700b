import { Button, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PostEditor_post$key } from '../../../__generated__/PostEditor_post.graphql';
import { useRequireMember } from '../../auth/useRequireMember';
import { useEditPostMutation } from '../useEditPostMutation';
import { useStoredComposerImages } from './ComposerImages';
import { ComposerFields } from './ComposerFields';
import { useComposerState } from './useComposerState';

/**
 * One of the fan's posts in the composer, as it is now: change the text, the images or
 * who may read it, then save (the card shows it as edited) or cancel. A refused change
 * stays in the box with the server's reason.
 */
export function PostEditor({ post, onDone }: { post: PostEditor_post$key; onDone(): void }) {
  const intl = useIntl();
  const requireMember = useRequireMember();
  const titleId = useId();
  const data = useFragment(postEditorFragment, post);
  const [edit, isSaving] = useEditPostMutation();
  const images = useStoredComposerImages(data.images);
  const state = useComposerState({ body: data.body, visibility: data.visibility, images });
  const { length, tooLong, uploading } = state;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (length === 0 || tooLong || isSaving || uploading > 0 || !requireMember()) return;
    state.setError(null);
    edit(
      data.id,
      {
        body: state.body,
        visibility: state.visibility,
        topicId: data.topic?.id ?? null,
        images: state.images,
      },
      {
        onPosted: () => {
          notifications.show({ message: intl.formatMessage({ id: 'posts.edit.saved' }) });
          onDone();
        },
        onRejected: state.setError,
        onFailed: state.failed,
      },
    );
  };

  return (
    <Paper
      component="form"
      onSubmit={onSubmit}
      radius="lg"
      shadow="xs"
      p="md"
      aria-labelledby={titleId}
    >
      <Stack gap="xs">
        <Text id={titleId} fw={700} size="sm">
          <FormattedMessage id="posts.edit.label" />
        </Text>
        <ComposerFields
          state={state}
          disabled={isSaving}
          submit={{ labelId: 'posts.edit.save', loading: isSaving }}
        >
          <Button variant="subtle" color="gray" h={44} radius="xl" onClick={onDone}>
            <FormattedMessage id="posts.edit.cancel" />
          </Button>
        </ComposerFields>
      </Stack>
    </Paper>
  );
}

const postEditorFragment = graphql`
  fragment PostEditor_post on Post {
    id
    body
    visibility
    topic {
      id
    }
    images {
      ...ComposerImages_stored
    }
  }
`;
