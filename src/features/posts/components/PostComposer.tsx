import { Button, Group, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_POST_LENGTH } from '../../../../common/limits';
import type { PostVisibility } from '../../../__generated__/useCreatePostMutation.graphql';
import { useRequireMember } from '../../auth/useRequireMember';
import { useCreatePostMutation } from '../useCreatePostMutation';

interface PostComposerProps {
  /** The lists the new post goes to the top of (Relay connection ids). */
  connections: string[];
  /** The topic the post is filed under, on a topic's page. */
  topicId?: string;
}

/**
 * Writes a post: the text, and who may read it (members of the garden by default, or
 * anyone on the web). A refused post stays in the box with the server's reason.
 */
export function PostComposer({ connections, topicId }: PostComposerProps) {
  const intl = useIntl();
  const requireMember = useRequireMember();
  const [create, isInFlight] = useCreatePostMutation();
  const [body, setBody] = useState('');
  const [visibility, setVisibility] = useState<PostVisibility>('MEMBERS');
  const [error, setError] = useState<string | null>(null);
  const length = [...body.trim()].length;
  const tooLong = length > MAX_POST_LENGTH;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (length === 0 || tooLong || !requireMember()) return;
    setError(null);
    create({ body, visibility, topicId }, connections, {
      onPosted: () => setBody(''),
      onRejected: setError,
      onFailed: () => setError(intl.formatMessage({ id: 'posts.composer.failed' })),
    });
  };

  return (
    <Paper component="form" onSubmit={onSubmit} radius="lg" shadow="xs" p="md">
      <Stack gap="xs">
        <Textarea
          aria-label={intl.formatMessage({ id: 'posts.composer.label' })}
          placeholder={intl.formatMessage({ id: 'posts.composer.placeholder' })}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          errorProps={{ role: 'alert' }}
          autosize
          minRows={2}
          maxRows={10}
          radius="md"
        />
        <Group justify="space-between" gap="xs">
          <SegmentedControl
            size="xs"
            radius="xl"
            value={visibility}
            onChange={(value) => setVisibility(value as PostVisibility)}
            aria-label={intl.formatMessage({ id: 'posts.composer.visibility' })}
            data={[
              { value: 'MEMBERS', label: intl.formatMessage({ id: 'posts.visibility.members' }) },
              { value: 'PUBLIC', label: intl.formatMessage({ id: 'posts.visibility.public' }) },
            ]}
          />
          <Group gap="xs">
            <Text size="xs" c={tooLong ? 'red' : 'dimmed'} aria-live="polite">
              {length} / {MAX_POST_LENGTH}
            </Text>
            <Button
              type="submit"
              h={44}
              radius="xl"
              disabled={length === 0 || tooLong}
              loading={isInFlight}
            >
              <FormattedMessage id="posts.composer.submit" />
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
