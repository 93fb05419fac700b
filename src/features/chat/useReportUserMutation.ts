import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useReportUserMutation as ReportUserMutation } from '../../__generated__/useReportUserMutation.graphql';
import {
  reportAnswerHandlers,
  type ChatReportReason,
  type ReportCallbacks,
} from './useReportChatMessageMutation';

/**
 * Reports a fan (their profile, their behaviour) to the garden's moderators, once per
 * reporter and fan. As for a message, the dialog keeps one clientMutationId.
 */
export function useReportUserMutation(): [
  (
    input: { clientMutationId: string; userId: string; reason: ChatReportReason; note: string },
    callbacks: ReportCallbacks,
  ) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<ReportUserMutation>(reportUserMutation);
  const report = useCallback(
    (
      input: { clientMutationId: string; userId: string; reason: ChatReportReason; note: string },
      callbacks: ReportCallbacks,
    ) => {
      const { onCompleted, onError } = reportAnswerHandlers(callbacks);
      commit({
        variables: { input: { ...input, note: input.note.trim() || null } },
        onCompleted: ({ reportUser }) => onCompleted(reportUser),
        onError,
      });
    },
    [commit],
  );
  return [report, isInFlight];
}

const reportUserMutation = graphql`
  mutation useReportUserMutation($input: ReportUserInput!) {
    reportUser(input: $input) {
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
