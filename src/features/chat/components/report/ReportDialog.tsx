import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_REPORT_NOTE_LENGTH } from '../../../../../common/limits';
import { newClientMutationId } from '../../../../relay/clientMutationId';
import {
  useReportChatMessageMutation,
  type ChatReportReason,
} from '../../useReportChatMessageMutation';
import { useReportUserMutation } from '../../useReportUserMutation';
import { reasonLabels, REPORT_REASONS } from './reportReasons';

/** What is reported: one message, or a fan as a whole (from their profile). */
export type ReportSubject = { messageId: string } | { userId: string };

/**
 * Reports a message or a fan: a reason (required) and a few words (optional) for the
 * moderators. A message's report keeps what it said; nobody is told who reported them.
 */
export function ReportDialog({
  subject,
  name,
  onClose,
}: {
  subject: ReportSubject;
  /** The display name of the fan reported, or of the message's author. */
  name: string;
  onClose(): void;
}) {
  const intl = useIntl();
  const [reportMessage, isReportingMessage] = useReportChatMessageMutation();
  const [reportUser, isReportingUser] = useReportUserMutation();
  const isInFlight = isReportingMessage || isReportingUser;
  const [reason, setReason] = useState<ChatReportReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One id for this dialog: a second press after a lost answer replays the first report.
  const [clientMutationId] = useState(newClientMutationId);

  const send = () => {
    if (!reason) return;
    setError(null);
    const callbacks = {
      onReported: () => {
        notifications.show({ message: intl.formatMessage({ id: 'chat.report.sent' }) });
        onClose();
      },
      onRejected: setError,
    };
    if ('messageId' in subject) {
      reportMessage({ clientMutationId, messageId: subject.messageId, reason, note }, callbacks);
    } else {
      reportUser({ clientMutationId, userId: subject.userId, reason, note }, callbacks);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      radius="lg"
      title={
        'messageId' in subject
          ? intl.formatMessage({ id: 'chat.report.title' }, { name })
          : intl.formatMessage({ id: 'chat.report.userTitle' }, { name })
      }
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <FormattedMessage id="chat.report.lead" />
        </Text>
        <Radio.Group
          label={intl.formatMessage({ id: 'chat.report.reasonLabel' })}
          value={reason}
          onChange={(value) => setReason(value as ChatReportReason)}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {REPORT_REASONS.map((value) => (
              <Radio key={value} value={value} label={intl.formatMessage(reasonLabels[value])} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={intl.formatMessage({ id: 'chat.report.noteLabel' })}
          description={intl.formatMessage(
            { id: 'chat.report.noteHint' },
            { limit: MAX_REPORT_NOTE_LENGTH },
          )}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={MAX_REPORT_NOTE_LENGTH}
          autosize
          minRows={2}
          maxRows={5}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" h={44} onClick={onClose}>
            <FormattedMessage id="chat.report.cancel" />
          </Button>
          <Button color="red" h={44} disabled={!reason} loading={isInFlight} onClick={send}>
            <FormattedMessage id="chat.report.send" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
