import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeletePostDraftMutation as DeletePostDraftMutation } from '../../__generated__/useDeletePostDraftMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/** Deletes one of the fan's drafts; Relay drops it from the drafts list. */
export function useDeletePostDraftMutation(): (
  draftId: string,
  callbacks: { onRejected(message: string | null): void },
) => void {
  const [commit] = useMutation<DeletePostDraftMutation>(deletePostDraftMutation);
  return useCallback(
    (draftId, { onRejected }) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), draftId } },
        onCompleted: ({ deletePostDraft: result }) => {
          if (result.__typename !== 'DeletePostDraftPayload')
            onRejected(
              'message' in result && typeof result.message === 'string' ? result.message : null,
            );
        },
        onError: () => onRejected(null),
      });
    },
    [commit],
  );
}

const deletePostDraftMutation = graphql`
  mutation useDeletePostDraftMutation($input: DeletePostDraftInput!) {
    deletePostDraft(input: $input) {
      __typename
      ... on DeletePostDraftPayload {
        deletedDraftId @deleteRecord
      }
      ... on Error {
        message
      }
    }
  }
`;
