import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSavePostDraftMutation as SavePostDraftMutation } from '../../__generated__/useSavePostDraftMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';
import type { NewPost } from './useCreatePostMutation';

export interface SaveDraftCallbacks {
  onSaved(draftId: string): void;
  /** A typed error result: its message is already in the fan's language. */
  onRejected(message: string): void;
  onFailed(error: Error): void;
}

/**
 * Saves the composer's post as a draft: a new one (put at the top of the drafts lists
 * given as connection ids) or, with `draftId`, the same draft changed in place.
 */
export function useSavePostDraftMutation(): [
  (
    draft: NewPost & { draftId?: string | null },
    connections: string[],
    callbacks: SaveDraftCallbacks,
  ) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<SavePostDraftMutation>(savePostDraftMutation);
  const save = useCallback(
    (
      draft: NewPost & { draftId?: string | null },
      connections: string[],
      { onSaved, onRejected, onFailed }: SaveDraftCallbacks,
    ) => {
      commit({
        variables: {
          input: {
            clientMutationId: newClientMutationId(),
            draftId: draft.draftId ?? null,
            body: draft.body,
            visibility: draft.visibility,
            topicId: draft.topicId ?? null,
            images: (draft.images ?? []).map(({ uploadId, altText }) => ({ uploadId, altText })),
          },
          // A changed draft is already in its list: Relay updates it by id.
          connections: draft.draftId ? [] : connections,
        },
        onCompleted: ({ savePostDraft: result }) => {
          if (result.__typename === 'SavePostDraftPayload' && result.draftEdge)
            onSaved(result.draftEdge.node.id);
          else if ('message' in result && typeof result.message === 'string')
            onRejected(result.message);
          else onFailed(new Error(`Unexpected savePostDraft result ${result.__typename}`));
        },
        onError: onFailed,
      });
    },
    [commit],
  );
  return [save, isInFlight];
}

const savePostDraftMutation = graphql`
  mutation useSavePostDraftMutation($input: SavePostDraftInput!, $connections: [ID!]!) {
    savePostDraft(input: $input) {
      __typename
      ... on SavePostDraftPayload {
        draftEdge @prependEdge(connections: $connections) {
          cursor
          node {
            id
            ...DraftCard_draft
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
