import { Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_POST_LENGTH } from '../../../../common/limits';
import type { PostVisibility } from '../../../__generated__/useCreatePostMutation.graphql';
import { ComposerImages } from './ComposerImages';
import type { ComposerState } from './useComposerState';

/**
 * The fields of a post being written or edited: the text, its images with what each
 * shows, who may read it, the length so far, the composer's own buttons and its submit.
 */
export function ComposerFields({
  state,
  disabled,
  submit,
  children,
}: {
  state: ComposerState;
  /** A save is under way: the images stay as they are. */
  disabled: boolean;
  /** The form's submit button (post, save the edit), last: offered once there is text. */
  submit: { labelId: string; loading: boolean };
  /** The composer's other buttons, between the length and the submit button. */
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
          <Button
            type="submit"
            h={44}
            radius="xl"
            disabled={state.length === 0 || state.tooLong || state.uploading > 0}
            loading={submit.loading}
          >
            <FormattedMessage id={submit.labelId} />
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
