import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLikePostMutation as LikePostMutation } from '../../__generated__/useLikePostMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export interface LikeState {
  id: string;
  likeCount: number;
  viewerLikeCount: number;
  maxLikesPerFan: number;
}

/**
 * One more like on a post. The count moves at once (optimistically); a refusal (e.g. the
 * fan's likes already at the cap) rolls it back and hands over the server's message.
 */
export function useLikePostMutation(): (
  post: LikeState,
  onRejected: (message: string | null) => void,
) => void {
  const [commit] = useMutation<LikePostMutation>(likePostMutation);
  return useCallback(
    (post, onRejected) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), postId: post.id } },
        optimisticResponse: {
          likePost: {
            __typename: 'LikePostPayload',
            post: {
              id: post.id,
              likeCount: post.likeCount + 1,
              viewerLikeCount: post.viewerLikeCount + 1,
              maxLikesPerFan: post.maxLikesPerFan,
            },
          },
        },
        onCompleted: ({ likePost: result }) => {
          if (result.__typename !== 'LikePostPayload')
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

const likePostMutation = graphql`
  mutation useLikePostMutation($input: LikePostInput!) @raw_response_type {
    likePost(input: $input) {
      __typename
      ... on LikePostPayload {
        post {
          id
          likeCount
          viewerLikeCount
          maxLikesPerFan
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
