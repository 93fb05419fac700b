import { Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';

/** "Edited", with when on hover (and for screen readers, in its label). */
export function EditedMark({ editedAt }: { editedAt: string }) {
  const intl = useIntl();
  const when = intl.formatMessage(
    { id: 'posts.card.editedAt' },
    { time: intl.formatDate(new Date(editedAt), { dateStyle: 'medium', timeStyle: 'short' }) },
  );
  return (
    <Text size="xs" component="time" dateTime={editedAt} title={when} aria-label={when}>
      <FormattedMessage id="posts.card.edited" />
    </Text>
  );
}
