import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { defineMessages, FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type {
  ChatReportReason,
  MyReportList_viewer$key,
} from '../../../../__generated__/MyReportList_viewer.graphql';
import { EmptyState } from '../../../shell/EmptyState';
import { reasonLabels } from './reportReasons';

/** Reports fetched per page (Viewer.chatReports allows up to 50). */
const REPORTS_PAGE_SIZE = 20;

const statusLabels = defineMessages({
  OPEN: { id: 'chat.support.status.open' },
  RESOLVED: { id: 'chat.support.status.resolved' },
});

/**
 * The fan's own reports, the latest first: what they reported (as it was), why, and
 * whether the moderators have dealt with it. What the moderators did is theirs to keep.
 */
export function MyReportList({ viewer }: { viewer: MyReportList_viewer$key }) {
  const intl = useIntl();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(reportsFragment, viewer);
  const edges = data.chatReports.edges;
  if (edges.length === 0) {
    return (
      <EmptyState
        title={<FormattedMessage id="chat.support.reportsEmpty" />}
        description={<FormattedMessage id="chat.support.reportsEmptyHint" />}
      />
    );
  }
  return (
    <Stack gap="xs">
      <ul
        aria-label={intl.formatMessage({ id: 'chat.support.reportsTitle' })}
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
      >
        {edges.map(({ node }) => (
          <li key={node.id}>
            <Paper radius="lg" shadow="xs" p="md">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={700} truncate="end">
                    {intl.formatMessage(
                      reasonLabels[node.reason as ChatReportReason] ?? reasonLabels.OTHER,
                    )}
                  </Text>
                  <Badge
                    variant={node.status === 'OPEN' ? 'light' : 'filled'}
                    color={node.status === 'OPEN' ? 'gray' : 'gold'}
                    radius="sm"
                  >
                    {intl.formatMessage(
                      node.status === 'OPEN' ? statusLabels.OPEN : statusLabels.RESOLVED,
                    )}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  <FormattedMessage
                    id="chat.support.reportOf"
                    values={{ name: node.snapshotAuthorName }}
                  />
                  {' · '}
                  <FormattedDate value={node.createdAt} dateStyle="medium" />
                </Text>
                {node.snapshotBody && (
                  <Text
                    size="sm"
                    className="garden-user-content"
                    lineClamp={3}
                    style={{
                      borderInlineStart: '3px solid var(--mantine-color-default-border)',
                      paddingInlineStart: 8,
                    }}
                  >
                    {node.snapshotBody}
                  </Text>
                )}
              </Stack>
            </Paper>
          </li>
        ))}
      </ul>
      {hasNext && (
        <Button
          variant="subtle"
          loading={isLoadingNext}
          onClick={() => loadNext(REPORTS_PAGE_SIZE)}
        >
          <FormattedMessage id="chat.support.more" />
        </Button>
      )}
    </Stack>
  );
}

const reportsFragment = graphql`
  fragment MyReportList_viewer on Viewer
  @refetchable(queryName: "MyReportListPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    chatReports(first: $count, after: $cursor) @connection(key: "MyReportList_chatReports") {
      edges {
        node {
          id
          reason
          status
          createdAt
          snapshotBody
          snapshotAuthorName
        }
      }
    }
  }
`;
