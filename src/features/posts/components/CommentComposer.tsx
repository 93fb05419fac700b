import { Button, Group, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_COMMENT_LENGTH } from '../../../../common/limits';
import { useRequireMember } from '../../auth/useRequireMember';
import { useCommentOnPostMutation } from '../useCommentOnPostMutation';

/** Writes a comment under a post; a refused comment stays with the server's reason. */
export function CommentComposer({ postId }: { postId: string }) {
  const intl = useIntl();
  const requireMember = useRequireMember();
  const [comment, isInFlight] = useCommentOnPostMutation();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const length = [...body.trim()].length;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (length === 0 || !requireMember()) return;
    setError(null);
    comment(postId, body, {
      onPosted: () => setBody(''),
      onRejected: (message) => setError(message ?? intl.formatMessage({ id: 'posts.failed' })),
    });
  };

  return (
    <form onSubmit={onSubmit}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          aria-label={intl.formatMessage({ id: 'posts.comments.label' })}
          placeholder={intl.formatMessage({ id: 'posts.comments.placeholder' })}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            setError(null);
          }}
          error={
            error ?? (length > MAX_COMMENT_LENGTH ? `${length} / ${MAX_COMMENT_LENGTH}` : null)
          }
          errorProps={{ role: 'alert' }}
          autosize
          minRows={1}
          maxRows={6}
          radius="xl"
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          type="submit"
          h={44}
          radius="xl"
          disabled={length === 0 || length > MAX_COMMENT_LENGTH}
          loading={isInFlight}
        >
          <FormattedMessage id="posts.comments.submit" />
        </Button>
      </Group>
    </form>
  );
}
