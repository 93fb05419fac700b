import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useEditPostMutation as EditPostMutation } from '../../__generated__/useEditPostMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';
import type { CreatePostCallbacks, NewPost } from './useCreatePostMutation';

/**
 * Saves the fan's changes to one of their posts. The answer carries the post with the
 * card's fragment, so every list and page showing it updates in place.
 */
export function useEditPostMutation(): [
  (postId: string, post: NewPost, callbacks: CreatePostCallbacks) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<EditPostMutation>(editPostMutation);
  const edit = useCallback(
    (postId: string, post: NewPost, { onPosted, onRejected, onFailed }: CreatePostCallbacks) => {
      commit({
        variables: {
          input: {
            clientMutationId: newClientMutationId(),
            postId,
            body: post.body,
            visibility: post.visibility,
            topicId: post.topicId ?? null,
            images: (post.images ?? []).map(({ uploadId, altText }) => ({ uploadId, altText })),
          },
        },
        onCompleted: ({ editPost: result }) => {
          if (result.__typename === 'EditPostPayload') onPosted();
          else if ('message' in result && typeof result.message === 'string')
            onRejected(result.message);
          else onFailed(new Error(`Unexpected editPost result ${result.__typename}`));
        },
        onError: onFailed,
      });
    },
    [commit],
  );
  return [edit, isInFlight];
}

const editPostMutation = graphql`
  mutation useEditPostMutation($input: EditPostInput!) {
    editPost(input: $input) {
      __typename
      ... on EditPostPayload {
        post {
          id
          ...PostCard_post
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
