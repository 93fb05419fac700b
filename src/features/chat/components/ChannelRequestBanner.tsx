import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useConfirm } from '../../../design/useConfirm';
import { useRespondToChannelRequestMutation } from '../useRespondToChannelRequestMutation';

// Declared here so that `npm run check:i18n` sees the ids useConfirm shows.
const rejectDialog = defineMessages({
  title: { id: 'chat.requestBanner.rejectTitle' },
  body: { id: 'chat.requestBanner.rejectBody' },
  confirm: { id: 'chat.requestBanner.reject' },
});

/**
 * Where the composer would be, for a fan asked into a private channel: accept to reply,
 * or reject (after confirming) to make it disappear.
 */
export function ChannelRequestBanner({ channelId, from }: { channelId: string; from: string }) {
  const [respond, isInFlight] = useRespondToChannelRequestMutation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  return (
    <Paper p="md" radius={0} bg="var(--garden-color-surface)">
      <Stack gap="xs">
        <Text size="sm" fw={700}>
          <FormattedMessage id="chat.requestBanner.title" values={{ name: from }} />
        </Text>
        <Text size="xs" c="dimmed">
          <FormattedMessage id="chat.requestBanner.body" />
        </Text>
        <Group gap="xs" justify="flex-end">
          <Button
            variant="default"
            h={44}
            disabled={isInFlight}
            onClick={() =>
              confirm({
                titleId: rejectDialog.title.id,
                bodyId: rejectDialog.body.id,
                confirmId: rejectDialog.confirm.id,
                destructive: true,
                onConfirm: () => respond(channelId, false, () => navigate('/messages?tab=direct')),
              })
            }
          >
            <FormattedMessage id="chat.requestBanner.reject" />
          </Button>
          <Button h={44} loading={isInFlight} onClick={() => respond(channelId, true)}>
            <FormattedMessage id="chat.requestBanner.accept" />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
