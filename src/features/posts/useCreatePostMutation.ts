import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  PostVisibility,
  useCreatePostMutation as CreatePostMutation,
} from '../../__generated__/useCreatePostMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export interface CreatePostCallbacks {
  onPosted(): void;
  /** A typed error result: its message is already in the fan's language. */
  onRejected(message: string): void;
  onFailed(error: Error): void;
}

export interface NewPost {
  body: string;
  visibility: PostVisibility;
  topicId?: string | null;
  /** Uploads (POST /uploads/post-image) in order, with what each shows. */
  images?: readonly { uploadId: string; altText: string }[];
}

/**
 * Posts to the garden and puts the new post at the top of the lists given as
 * connection ids (the timeline, a topic's posts).
 */
export function useCreatePostMutation(): [
  (post: NewPost, connections: string[], callbacks: CreatePostCallbacks) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<CreatePostMutation>(createPostMutation);
  const create = useCallback(
    (
      post: NewPost,
      connections: string[],
      { onPosted, onRejected, onFailed }: CreatePostCallbacks,
    ) => {
      commit({
        variables: {
          input: {
            clientMutationId: newClientMutationId(),
            body: post.body,
            visibility: post.visibility,
            topicId: post.topicId ?? null,
            images: (post.images ?? []).map(({ uploadId, altText }) => ({ uploadId, altText })),
          },
          connections,
        },
        onCompleted: ({ createPost: result }) => {
          if (result.__typename === 'CreatePostPayload') onPosted();
          else if ('message' in result && typeof result.message === 'string')
            onRejected(result.message);
          else onFailed(new Error(`Unexpected createPost result ${result.__typename}`));
        },
        onError: onFailed,
      });
    },
    [commit],
  );
  return [create, isInFlight];
}

const createPostMutation = graphql`
  mutation useCreatePostMutation($input: CreatePostInput!, $connections: [ID!]!) {
    createPost(input: $input) {
      __typename
      ... on CreatePostPayload {
        postEdge @prependEdge(connections: $connections) {
          cursor
          node {
            id
            ...PostCard_post
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
