import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  ChatReportReason,
  useReportChatMessageMutation as ReportChatMessageMutation,
} from '../../__generated__/useReportChatMessageMutation.graphql';

export type { ChatReportReason };

export interface ReportCallbacks {
  onReported(): void;
  /** A typed error (already reported, not found…), in the fan's language. */
  onRejected(message: string): void;
}

/** How either report mutation's answer reaches the dialog. */
export function reportAnswerHandlers({ onReported, onRejected }: ReportCallbacks) {
  return {
    onCompleted: (result: { readonly __typename: string; readonly message?: string }) => {
      if (result.__typename === 'ReportPayload') onReported();
      else onRejected(result.message ?? '');
    },
    onError: (error: Error) => onRejected(error.message),
  };
}

/**
 * Reports a message to the garden's moderators. The clientMutationId is made once per
 * dialog (the caller keeps it), so pressing "send" again after a lost answer cannot file
 * a second report.
 */
export function useReportChatMessageMutation(): [
  (
    input: { clientMutationId: string; messageId: string; reason: ChatReportReason; note: string },
    callbacks: ReportCallbacks,
  ) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<ReportChatMessageMutation>(reportMutation);
  const report = useCallback(
    (
      input: {
        clientMutationId: string;
        messageId: string;
        reason: ChatReportReason;
        note: string;
      },
      callbacks: ReportCallbacks,
    ) => {
      const { onCompleted, onError } = reportAnswerHandlers(callbacks);
      commit({
        variables: { input: { ...input, note: input.note.trim() || null } },
        onCompleted: ({ reportChatMessage }) => onCompleted(reportChatMessage),
        onError,
      });
    },
    [commit],
  );
  return [report, isInFlight];
}

const reportMutation = graphql`
  mutation useReportChatMessageMutation($input: ReportChatMessageInput!) {
    reportChatMessage(input: $input) {
      __typename
      ... on ReportPayload {
        report {
          id
          status
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
