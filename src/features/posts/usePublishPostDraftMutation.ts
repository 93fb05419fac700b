import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { usePublishPostDraftMutation as PublishPostDraftMutation } from '../../__generated__/usePublishPostDraftMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/** Posts one of the fan's drafts and drops it from the drafts lists given as connection ids. */
export function usePublishPostDraftMutation(): [
  (
    draftId: string,
    connections: string[],
    callbacks: { onPublished(postId: string): void; onRejected(message: string | null): void },
  ) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<PublishPostDraftMutation>(publishPostDraftMutation);
  const publish = useCallback(
    (
      draftId: string,
      connections: string[],
      {
        onPublished,
        onRejected,
      }: { onPublished(postId: string): void; onRejected(message: string | null): void },
    ) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), draftId }, connections },
        onCompleted: ({ publishPostDraft: result }) => {
          if (result.__typename === 'PublishPostDraftPayload' && result.postEdge)
            onPublished(result.postEdge.node.id);
          else
            onRejected(
              'message' in result && typeof result.message === 'string' ? result.message : null,
            );
        },
        onError: () => onRejected(null),
      });
    },
    [commit],
  );
  return [publish, isInFlight];
}

const publishPostDraftMutation = graphql`
  mutation usePublishPostDraftMutation($input: PublishPostDraftInput!, $connections: [ID!]!) {
    publishPostDraft(input: $input) {
      __typename
      ... on PublishPostDraftPayload {
        deletedDraftId @deleteEdge(connections: $connections)
        postEdge {
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
