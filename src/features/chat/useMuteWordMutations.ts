import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMuteWordMutationsAddMutation } from '../../__generated__/useMuteWordMutationsAddMutation.graphql';
import type { useMuteWordMutationsRemoveMutation } from '../../__generated__/useMuteWordMutationsRemoveMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/**
 * Adds a mute word to the viewer's list (first in it); a refusal (the cap, a word too long)
 * comes back as text for the form to show.
 */
export function useAddMuteWord(): [
  (word: string, callbacks: { onDone(): void; onRejected(message: string): void }) => void,
  boolean,
] {
  const [commit, isInFlight] = useMutation<useMuteWordMutationsAddMutation>(addMutation);
  const add = useCallback(
    (
      word: string,
      { onDone, onRejected }: { onDone(): void; onRejected(message: string): void },
    ) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), word } },
        updater: (store, response) => {
          if (response?.addMuteWord.__typename !== 'AddMuteWordPayload') return;
          const added = store.getRootField('addMuteWord')?.getLinkedRecord('muteWord');
          const viewer = store.getRoot().getLinkedRecord('viewer');
          if (!added || !viewer) return;
          const current = viewer.getLinkedRecords('muteWords') ?? [];
          if (current.some((record) => record?.getDataID() === added.getDataID())) return;
          viewer.setLinkedRecords([added, ...current], 'muteWords');
        },
        onCompleted: ({ addMuteWord: result }) => {
          if (result.__typename === 'AddMuteWordPayload') onDone();
          else if (typeof result.message === 'string') onRejected(result.message);
        },
        onError: (error) => onRejected(error.message),
      });
    },
    [commit],
  );
  return [add, isInFlight];
}

/** Removes one of the viewer's mute words from their list. */
export function useRemoveMuteWord(): (
  muteWordId: string,
  onRejected: (message: string) => void,
) => void {
  const [commit] = useMutation<useMuteWordMutationsRemoveMutation>(removeMutation);
  return useCallback(
    (muteWordId, onRejected) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), muteWordId } },
        updater: (store, response) => {
          if (response?.removeMuteWord.__typename !== 'RemoveMuteWordPayload') return;
          const viewer = store.getRoot().getLinkedRecord('viewer');
          const current = viewer?.getLinkedRecords('muteWords');
          if (!viewer || !current) return;
          viewer.setLinkedRecords(
            current.filter((record) => record?.getDataID() !== muteWordId),
            'muteWords',
          );
        },
        onCompleted: ({ removeMuteWord: result }) => {
          if (result.__typename !== 'RemoveMuteWordPayload' && typeof result.message === 'string')
            onRejected(result.message);
        },
        onError: (error) => onRejected(error.message),
      });
    },
    [commit],
  );
}

const addMutation = graphql`
  mutation useMuteWordMutationsAddMutation($input: AddMuteWordInput!) {
    addMuteWord(input: $input) {
      __typename
      ... on AddMuteWordPayload {
        muteWord {
          id
          word
          createdAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const removeMutation = graphql`
  mutation useMuteWordMutationsRemoveMutation($input: RemoveMuteWordInput!) {
    removeMuteWord(input: $input) {
      __typename
      ... on RemoveMuteWordPayload {
        muteWordId
      }
      ... on Error {
        message
      }
    }
  }
`;
