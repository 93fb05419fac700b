import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEditChatMessageMutation } from '../useEditChatMessageMutation';

interface ChatMessageEditorProps {
  messageId: string;
  body: string;
  onDone(): void;
}

/** Edits a message in place of its bubble; a refusal stays under the box with its reason. */
export function ChatMessageEditor({ messageId, body, onDone }: ChatMessageEditorProps) {
  const intl = useIntl();
  const [edit, isInFlight] = useEditChatMessageMutation();
  const [text, setText] = useState(body);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    if (text.trim() === body.trim()) return onDone();
    edit(messageId, text, { onEdited: onDone, onRejected: setError });
  };
  return (
    <Stack gap={4} w="min(36rem, 100%)">
      <Textarea
        aria-label={intl.formatMessage({ id: 'chat.editor.label' })}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
        error={error}
        errorProps={{ role: 'alert' }}
        autosize
        minRows={1}
        maxRows={8}
        radius="md"
        data-autofocus
        autoFocus
      />
      <Group gap="xs" justify="flex-end">
        <Button variant="subtle" size="xs" onClick={onDone}>
          <FormattedMessage id="chat.editor.cancel" />
        </Button>
        <Button size="xs" onClick={save} loading={isInFlight} disabled={text.trim() === ''}>
          <FormattedMessage id="chat.editor.save" />
        </Button>
      </Group>
    </Stack>
  );
}
