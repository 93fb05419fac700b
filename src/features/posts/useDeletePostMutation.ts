import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeletePostMutation as DeletePostMutation } from '../../__generated__/useDeletePostMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/** Deletes one of the fan's posts; Relay drops it from every list that holds it. */
export function useDeletePostMutation(): (
  postId: string,
  callbacks: { onDeleted?(): void; onRejected(message: string | null): void },
) => void {
  const [commit] = useMutation<DeletePostMutation>(deletePostMutation);
  return useCallback(
    (postId, { onDeleted, onRejected }) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), postId } },
        onCompleted: ({ deletePost: result }) => {
          if (result.__typename === 'DeletePostPayload') onDeleted?.();
          else
            onRejected(
              'message' in result && typeof result.message === 'string' ? result.message : null,
            );
        },
        // The request failed (network, server error): the caller says so in its own words.
        onError: () => onRejected(null),
      });
    },
    [commit],
  );
}

const deletePostMutation = graphql`
  mutation useDeletePostMutation($input: DeletePostInput!) {
    deletePost(input: $input) {
      __typename
      ... on DeletePostPayload {
        deletedPostId @deleteRecord
      }
      ... on Error {
        message
      }
    }
  }
`;
