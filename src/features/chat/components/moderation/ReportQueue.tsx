import { Button, SegmentedControl, Stack } from '@mantine/core';
import { useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ChatReportStatus } from '../../../../__generated__/ReportQueuePaginationQuery.graphql';
import type { ReportQueue_query$key } from '../../../../__generated__/ReportQueue_query.graphql';
import { EmptyState } from '../../../shell/EmptyState';
import { useResolveChatReportMutation } from '../../useResolveChatReportMutation';
import { ReportQueueItem } from './ReportQueueItem';
import { REPORT_QUEUE_PAGE_SIZE } from './reportQueuePageSize';

/** The moderators' queue: the open reports (the oldest first) or the resolved ones. */
export function ReportQueue({
  query,
  canBlock,
}: {
  query: ReportQueue_query$key;
  canBlock: boolean;
}) {
  const intl = useIntl();
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    queueFragment,
    query,
  );
  const [isSwitching, startTransition] = useTransition();
  // The page query asks for the open reports first.
  const [status, setStatus] = useState<ChatReportStatus>('OPEN');
  const queue = data.chatReportQueue;
  const [resolve, isResolving] = useResolveChatReportMutation(queue.__id);
  if (queue.reports == null) return null;
  const edges = queue.reports.edges;
  const show = (next: string) => {
    setStatus(next as ChatReportStatus);
    startTransition(() => {
      refetch({ status: next as ChatReportStatus }, { fetchPolicy: 'network-only' });
    });
  };

  return (
    <Stack gap="md">
      <SegmentedControl
        radius="xl"
        value={status}
        onChange={show}
        disabled={isSwitching}
        data={[
          {
            value: 'OPEN',
            label: intl.formatMessage(
              { id: 'chat.moderation.tab.open' },
              { count: queue.openCount ?? 0 },
            ),
          },
          { value: 'RESOLVED', label: intl.formatMessage({ id: 'chat.moderation.tab.resolved' }) },
        ]}
      />
      {edges.length === 0 ? (
        <EmptyState
          title={
            <FormattedMessage
              id={status === 'OPEN' ? 'chat.moderation.emptyOpen' : 'chat.moderation.emptyResolved'}
            />
          }
        />
      ) : (
        <ul
          aria-label={intl.formatMessage({ id: 'chat.moderation.title' })}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}
        >
          {edges.map(({ node }) => (
            <li key={node.id}>
              <ReportQueueItem
                report={node}
                canBlock={canBlock}
                onResolve={resolve}
                busy={isResolving}
              />
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <Button
          variant="subtle"
          loading={isLoadingNext}
          onClick={() => loadNext(REPORT_QUEUE_PAGE_SIZE)}
        >
          <FormattedMessage id="chat.support.more" />
        </Button>
      )}
    </Stack>
  );
}

const queueFragment = graphql`
  fragment ReportQueue_query on Query
  @refetchable(queryName: "ReportQueuePaginationQuery")
  @argumentDefinitions(
    status: { type: "ChatReportStatus!" }
    count: { type: "Int!" }
    cursor: { type: "String" }
  ) {
    chatReportQueue {
      __id
      ... on ChatReportQueue {
        openCount
        reports(status: $status, first: $count, after: $cursor)
          @connection(key: "ReportQueue_reports") {
          edges {
            node {
              id
              ...ReportQueueItem_report
            }
          }
        }
      }
    }
  }
`;
