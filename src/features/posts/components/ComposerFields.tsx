import { Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MAX_POST_LENGTH } from '../../../../common/limits';
import type { PostVisibility } from '../../../__generated__/useCreatePostMutation.graphql';
import { ComposerImages } from './ComposerImages';
import type { ComposerState } from './useComposerState';

/**
 * The fields of a post being written or edited: the text, its images with what each
 * shows, who may read it and the length so far. The composer's own buttons come last.
 */
export function ComposerFields({
  state,
  disabled,
  children,
}: {
  state: ComposerState;
  /** A save is under way: the images stay as they are. */
  disabled: boolean;
  /** The composer's buttons, after the length. */
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Stack gap="xs">
      <Textarea
        aria-label={intl.formatMessage({ id: 'posts.composer.label' })}
        placeholder={intl.formatMessage({ id: 'posts.composer.placeholder' })}
        value={state.body}
        onChange={(event) => state.setBody(event.currentTarget.value)}
        error={state.error}
        errorProps={{ role: 'alert' }}
        autosize
        minRows={2}
        maxRows={10}
        radius="md"
      />
      <ComposerImages
        images={state.images}
        uploading={state.uploading}
        onAdd={(files) => void state.addImages(files)}
        onChange={state.setImages}
        disabled={disabled}
      />
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          size="xs"
          radius="xl"
          value={state.visibility}
          onChange={(value) => state.setVisibility(value as PostVisibility)}
          aria-label={intl.formatMessage({ id: 'posts.composer.visibility' })}
          data={[
            { value: 'MEMBERS', label: intl.formatMessage({ id: 'posts.visibility.members' }) },
            { value: 'PUBLIC', label: intl.formatMessage({ id: 'posts.visibility.public' }) },
          ]}
        />
        <Group gap="xs">
          <Text size="xs" c={state.tooLong ? 'red' : 'dimmed'} aria-live="polite">
            {state.length} / {MAX_POST_LENGTH}
          </Text>
          {children}
        </Group>
      </Group>
    </Stack>
  );
}
