import { Anchor, Button, Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { PostVisibility } from '../../../__generated__/useCreatePostMutation.graphql';
import { useRequireMember } from '../../auth/useRequireMember';
import { useCreatePostMutation } from '../useCreatePostMutation';
import { usePublishPostDraftMutation } from '../usePublishPostDraftMutation';
import { useSavePostDraftMutation } from '../useSavePostDraftMutation';
import type { ComposerImage } from './ComposerImages';
import { ComposerFields } from './ComposerFields';
import { useComposerState } from './useComposerState';

/** A draft being edited: what the composer starts from. */
export interface EditedDraft {
  id: string;
  body: string;
  visibility: PostVisibility;
  topicId: string | null;
  images: readonly ComposerImage[];
}

interface PostComposerProps {
  /** The lists the new post goes to the top of (Relay connection ids). */
  connections: string[];
  /** The drafts lists a new draft goes to the top of (on the drafts page). */
  draftConnections?: string[];
  /** The topic the post is filed under, on a topic's page. */
  topicId?: string;
  /** Editing a saved draft (the drafts page) instead of writing a new post. */
  draft?: EditedDraft;
  /** The drafts list the edited draft is in: posting it takes it out. */
  draftConnectionId?: string;
  /** The draft was saved, published or the editing was cancelled. */
  onDone?(): void;
}

/**
 * Writes a post: the text, up to 4 images each with what it shows, and who may read it
 * (members of the garden by default, or anyone on the web). It posts now or saves a draft
 * for later (/draft-posts). A refused post stays in the box with the server's reason.
 */
export function PostComposer({
  connections,
  draftConnections = [],
  topicId,
  draft,
  draftConnectionId,
  onDone,
}: PostComposerProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const requireMember = useRequireMember();
  const [create, isPosting] = useCreatePostMutation();
  const [saveDraft, isSaving] = useSavePostDraftMutation();
  const [publishDraft, isPublishing] = usePublishPostDraftMutation();
  const state = useComposerState(draft);
  const { body, visibility, images, uploading, length, tooLong, setError, failed, reset } = state;
  const busy = isPosting || isSaving || isPublishing || uploading > 0;

  const current = () => ({ body, visibility, topicId: draft?.topicId ?? topicId, images });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (length === 0 || tooLong || busy || !requireMember()) return;
    setError(null);
    if (!draft) {
      create(current(), connections, {
        onPosted: reset,
        onRejected: setError,
        onFailed: failed,
      });
      return;
    }
    // A draft being edited: its changes are saved, then it is posted.
    saveDraft({ ...current(), draftId: draft.id }, [], {
      onSaved: (draftId) =>
        publishDraft(draftId, draftConnectionId ? [draftConnectionId] : [], {
          onPublished: (postId) => {
            onDone?.();
            notifications.show({ message: intl.formatMessage({ id: 'posts.drafts.published' }) });
            void navigate(`/posts/${encodeURIComponent(postId)}`);
          },
          onRejected: (message) => (message ? setError(message) : failed()),
        }),
      onRejected: setError,
      onFailed: failed,
    });
  };

  const onSaveDraft = () => {
    if (tooLong || busy || !requireMember()) return;
    setError(null);
    saveDraft({ ...current(), draftId: draft?.id }, draftConnections, {
      onSaved: () => {
        // Plain text: notifications render outside the router (the composer links to drafts).
        notifications.show({ message: intl.formatMessage({ id: 'posts.drafts.saved' }) });
        if (draft) onDone?.();
        else reset();
      },
      onRejected: setError,
      onFailed: failed,
    });
  };

  return (
    <Paper component="form" onSubmit={onSubmit} radius="lg" shadow="xs" p="md">
      <Stack gap="xs">
        <ComposerFields
          state={state}
          disabled={isPosting || isSaving || isPublishing}
          submit={{ labelId: 'posts.composer.submit', loading: isPosting || isPublishing }}
        >
          {draft && onDone && (
            <Button variant="subtle" color="gray" h={44} radius="xl" onClick={onDone}>
              <FormattedMessage id="posts.drafts.cancel" />
            </Button>
          )}
          <Button
            variant="light"
            h={44}
            radius="xl"
            onClick={onSaveDraft}
            disabled={tooLong || uploading > 0 || (length === 0 && images.length === 0)}
            loading={isSaving && !isPublishing}
          >
            <FormattedMessage id="posts.composer.saveDraft" />
          </Button>
        </ComposerFields>
        {/* A link to the drafts, except on the drafts page itself (it lists them below). */}
        {!draft && draftConnections.length === 0 && (
          <Anchor
            component={Link}
            to="/draft-posts"
            size="xs"
            c="dimmed"
            style={{ alignSelf: 'flex-end' }}
          >
            <FormattedMessage id="posts.composer.drafts" />
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
