import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { ConnectionHandler, graphql, useMutation } from 'react-relay';
import type {
  ChatReportAction,
  useResolveChatReportMutation as ResolveChatReportMutation,
} from '../../__generated__/useResolveChatReportMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export type { ChatReportAction };

/** The moderators' queue connection key (ReportQueue's fragment). */
export const REPORT_QUEUE_CONNECTION_KEY = 'ReportQueue_reports';

/**
 * Closes a report from the moderators' queue. Once resolved it leaves the open list and
 * the open count goes down; a refusal (not allowed, already gone) shows as a notification.
 * A retry after a lost answer repeats the same clientMutationId through the network layer.
 */
export function useResolveChatReportMutation(
  queueId: string,
): [(reportId: string, action: ChatReportAction) => void, boolean] {
  const [commit, isInFlight] = useMutation<ResolveChatReportMutation>(resolveMutation);
  const resolve = useCallback(
    (reportId: string, action: ChatReportAction) => {
      commit({
        variables: {
          input: { clientMutationId: newClientMutationId(), reportId, action },
          connections: [
            ConnectionHandler.getConnectionID(queueId, REPORT_QUEUE_CONNECTION_KEY, {
              status: 'OPEN',
            }),
          ],
        },
        updater: (store, data) => {
          if (data?.resolveChatReport.__typename !== 'ResolveChatReportPayload') return;
          const queue = store.get(queueId);
          const openCount = queue?.getValue('openCount');
          if (queue && typeof openCount === 'number' && openCount > 0)
            queue.setValue(openCount - 1, 'openCount');
        },
        onCompleted: ({ resolveChatReport: result }) => {
          if (result.__typename !== 'ResolveChatReportPayload' && result.message)
            notifications.show({ color: 'red', message: result.message });
        },
        onError: (error) => {
          notifications.show({ color: 'red', message: error.message });
        },
      });
    },
    [commit, queueId],
  );
  return [resolve, isInFlight];
}

const resolveMutation = graphql`
  mutation useResolveChatReportMutation($input: ResolveChatReportInput!, $connections: [ID!]!) {
    resolveChatReport(input: $input) {
      __typename
      ... on ResolveChatReportPayload {
        report {
          id @deleteEdge(connections: $connections)
          status
          resolution
          resolvedAt
          reportedMessage {
            id
            isDeleted
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
