import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeletePostDraftMutation as DeletePostDraftMutation } from '../../__generated__/useDeletePostDraftMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/** Deletes one of the fan's drafts and drops it from the drafts lists given as connection ids. */
export function useDeletePostDraftMutation(): (
  draftId: string,
  connections: string[],
  callbacks: { onRejected(message: string | null): void },
) => void {
  const [commit] = useMutation<DeletePostDraftMutation>(deletePostDraftMutation);
  return useCallback(
    (draftId, connections, { onRejected }) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), draftId }, connections },
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
  mutation useDeletePostDraftMutation($input: DeletePostDraftInput!, $connections: [ID!]!) {
    deletePostDraft(input: $input) {
      __typename
      ... on DeletePostDraftPayload {
        deletedDraftId @deleteEdge(connections: $connections)
      }
      ... on Error {
        message
      }
    }
  }
`;
