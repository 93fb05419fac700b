import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MuteWordsSettings_viewer$key } from '../../../../__generated__/MuteWordsSettings_viewer.graphql';
import { MAX_MUTE_WORD_LENGTH, MAX_MUTE_WORDS } from '../../../../../common/limits';
import { useAddMuteWord, useRemoveMuteWord } from '../../useMuteWordMutations';

/**
 * The viewer's mute words: add one (messages containing it collapse), remove one. The
 * server's refusal (past the maximum, spec §8 "mute word max limit") shows under the box.
 */
export function MuteWordsSettings({ viewer }: { viewer: MuteWordsSettings_viewer$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment MuteWordsSettings_viewer on Viewer {
        muteWords {
          id
          word
        }
      }
    `,
    viewer,
  );
  const [add, isAdding] = useAddMuteWord();
  const remove = useRemoveMuteWord();
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (word.trim() === '') return;
    setError(null);
    add(word, { onDone: () => setWord(''), onRejected: setError });
  };

  return (
    <Stack gap="md">
      <Paper radius="lg" shadow="xs" p="md" component="form" onSubmit={onSubmit}>
        <Stack gap="xs">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={intl.formatMessage({ id: 'chat.safety.muteWordLabel' })}
              placeholder={intl.formatMessage({ id: 'chat.safety.muteWordPlaceholder' })}
              value={word}
              maxLength={MAX_MUTE_WORD_LENGTH}
              onChange={(event) => setWord(event.currentTarget.value)}
              error={error}
            />
            <Button type="submit" h={36} loading={isAdding} disabled={word.trim() === ''}>
              <FormattedMessage id="chat.safety.addMuteWord" />
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            <FormattedMessage
              id="chat.safety.muteWordCount"
              values={{ count: data.muteWords.length, max: MAX_MUTE_WORDS }}
            />
          </Text>
        </Stack>
      </Paper>
      {data.muteWords.length > 0 && (
        <Group gap="xs" aria-label={intl.formatMessage({ id: 'chat.safety.muteWordsLabel' })}>
          {data.muteWords.map((entry) => (
            <Badge
              key={entry.id}
              size="lg"
              variant="light"
              radius="xl"
              style={{ textTransform: 'none' }}
              rightSection={
                <ActionIcon
                  size="sm"
                  variant="transparent"
                  radius="xl"
                  aria-label={intl.formatMessage(
                    { id: 'chat.safety.removeMuteWord' },
                    { word: entry.word },
                  )}
                  onClick={() => remove(entry.id, setError)}
                >
                  <span aria-hidden>×</span>
                </ActionIcon>
              }
            >
              {entry.word}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
