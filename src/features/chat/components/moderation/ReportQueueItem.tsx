import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type {
  ChatReportReason,
  ReportQueueItem_report$key,
} from '../../../../__generated__/ReportQueueItem_report.graphql';
import { useConfirm } from '../../../../design/useConfirm';
import { messagePath } from '../../messageLink';
import type { ChatReportAction } from '../../useResolveChatReportMutation';
import { RelativeTime } from '../RelativeTime';
import { reasonLabels } from '../report/reportReasons';

const resolutionLabels = defineMessages({
  HIDE_MESSAGE: { id: 'chat.moderation.resolution.HIDE_MESSAGE' },
  BLOCK_MEMBER: { id: 'chat.moderation.resolution.BLOCK_MEMBER' },
  DISMISS: { id: 'chat.moderation.resolution.DISMISS' },
} satisfies Record<ChatReportAction, { id: string }>);

// Declared here so that `npm run check:i18n` sees the ids useConfirm shows.
const confirmations = defineMessages({
  deleteTitle: { id: 'chat.moderation.confirmDelete.title' },
  deleteBody: { id: 'chat.moderation.confirmDelete.body' },
  deleteConfirm: { id: 'chat.moderation.deleteMessage' },
  blockTitle: { id: 'chat.moderation.confirmBlock.title' },
  blockBody: { id: 'chat.moderation.confirmBlock.body' },
  blockConfirm: { id: 'chat.moderation.blockMember' },
});

interface ReportQueueItemProps {
  report: ReportQueueItem_report$key;
  /** Operators may also block the fan's account; moderators may not. */
  canBlock: boolean;
  onResolve(reportId: string, action: ChatReportAction): void;
  busy: boolean;
}

/**
 * One report as a moderator reads it: why, about whom, what the message said when it was
 * reported (edits and deletions hide nothing), who reported it, and what to do.
 */
export function ReportQueueItem({ report, canBlock, onResolve, busy }: ReportQueueItemProps) {
  const intl = useIntl();
  const confirm = useConfirm();
  const data = useFragment(
    graphql`
      fragment ReportQueueItem_report on ChatReport {
        id
        reason
        note
        createdAt
        status
        resolution
        resolvedAt
        snapshotBody
        snapshotAuthorName
        reportedUser {
          id
        }
        reportedMessage {
          id
          isDeleted
          channel {
            id
            isPrivate
          }
        }
        reporter {
          displayName
        }
      }
    `,
    report,
  );
  const isMessageReport = data.snapshotBody != null;
  const name = data.snapshotAuthorName;
  const message = data.reportedMessage;

  return (
    <Paper component="article" radius="lg" shadow="xs" p="md" aria-label={name}>
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <Badge variant="light" color="red" radius="sm">
              {intl.formatMessage(
                reasonLabels[data.reason as ChatReportReason] ?? reasonLabels.OTHER,
              )}
            </Badge>
            <Badge variant="outline" color="gray" radius="sm">
              <FormattedMessage
                id={isMessageReport ? 'chat.moderation.kind.message' : 'chat.moderation.kind.fan'}
              />
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            <RelativeTime dateTime={data.createdAt} />
          </Text>
        </Group>
        <Text size="sm">
          <FormattedMessage
            id="chat.moderation.about"
            values={{
              name: data.reportedUser ? (
                <Anchor
                  component={Link}
                  to={`/profile/${encodeURIComponent(data.reportedUser.id)}`}
                >
                  {name}
                </Anchor>
              ) : (
                name
              ),
            }}
          />
        </Text>
        {data.snapshotBody != null && (
          <Text
            size="sm"
            className="garden-user-content"
            style={{
              borderInlineStart: '3px solid var(--mantine-color-red-4)',
              paddingInlineStart: 8,
            }}
          >
            {data.snapshotBody}
          </Text>
        )}
        {message && (
          <Group gap="xs">
            {message.isDeleted ? (
              <Text size="xs" c="dimmed">
                <FormattedMessage id="chat.moderation.messageDeleted" />
              </Text>
            ) : (
              <Anchor
                component={Link}
                size="xs"
                to={messagePath(
                  { id: message.channel.id, isPrivate: message.channel.isPrivate },
                  message.id,
                )}
              >
                <FormattedMessage id="chat.moderation.openMessage" />
              </Anchor>
            )}
          </Group>
        )}
        {data.note && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <FormattedMessage id="chat.moderation.note" values={{ note: data.note }} />
          </Text>
        )}
        {data.reporter && (
          <Text size="xs" c="dimmed">
            <FormattedMessage
              id="chat.moderation.reportedBy"
              values={{ name: data.reporter.displayName }}
            />
          </Text>
        )}
        {data.status === 'RESOLVED' ? (
          <Text size="sm" fw={600}>
            {data.resolution && intl.formatMessage(resolutionLabels[data.resolution])}
            {data.resolvedAt && (
              <Text span size="xs" c="dimmed" fw={400}>
                {' · '}
                <RelativeTime dateTime={data.resolvedAt} />
              </Text>
            )}
          </Text>
        ) : (
          <Group gap="xs" justify="flex-end" wrap="wrap">
            <Button
              variant="default"
              radius="xl"
              size="sm"
              disabled={busy}
              onClick={() => onResolve(data.id, 'DISMISS')}
            >
              <FormattedMessage id="chat.moderation.dismiss" />
            </Button>
            {isMessageReport && message && !message.isDeleted && (
              <Button
                color="red"
                variant="light"
                radius="xl"
                size="sm"
                disabled={busy}
                onClick={() =>
                  confirm({
                    titleId: confirmations.deleteTitle.id,
                    bodyId: confirmations.deleteBody.id,
                    confirmId: confirmations.deleteConfirm.id,
                    destructive: true,
                    onConfirm: () => onResolve(data.id, 'HIDE_MESSAGE'),
                  })
                }
              >
                <FormattedMessage {...confirmations.deleteConfirm} />
              </Button>
            )}
            {canBlock && data.reportedUser && (
              <Button
                color="red"
                radius="xl"
                size="sm"
                disabled={busy}
                onClick={() =>
                  confirm({
                    titleId: confirmations.blockTitle.id,
                    bodyId: confirmations.blockBody.id,
                    confirmId: confirmations.blockConfirm.id,
                    destructive: true,
                    onConfirm: () => onResolve(data.id, 'BLOCK_MEMBER'),
                  })
                }
              >
                <FormattedMessage {...confirmations.blockConfirm} />
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
