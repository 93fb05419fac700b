import { useCallback } from 'react';
import { ConnectionHandler, graphql, useMutation } from 'react-relay';
import type { useCommentOnPostMutation as CommentOnPostMutation } from '../../__generated__/useCommentOnPostMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export const POST_COMMENTS_CONNECTION_KEY = 'CommentList_comments';

/** Comments on a post and appends the comment to the post's list; the count follows. */
export function useCommentOnPostMutation(): [
  (
    postId: string,
    body: string,
    callbacks: { onPosted(): void; onRejected(message: string | null): void },
  ) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<CommentOnPostMutation>(commentOnPostMutation);
  const comment = useCallback(
    (
      postId: string,
      body: string,
      { onPosted, onRejected }: { onPosted(): void; onRejected(message: string | null): void },
    ) => {
      commit({
        variables: {
          input: { clientMutationId: newClientMutationId(), postId, body },
          connections: [ConnectionHandler.getConnectionID(postId, POST_COMMENTS_CONNECTION_KEY)],
        },
        onCompleted: ({ commentOnPost: result }) => {
          if (result.__typename === 'CommentOnPostPayload') onPosted();
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
  return [comment, isInFlight];
}

const commentOnPostMutation = graphql`
  mutation useCommentOnPostMutation($input: CommentOnPostInput!, $connections: [ID!]!) {
    commentOnPost(input: $input) {
      __typename
      ... on CommentOnPostPayload {
        commentEdge @appendEdge(connections: $connections) {
          cursor
          node {
            id
            ...CommentItem_comment
          }
        }
        post {
          id
          commentCount
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
