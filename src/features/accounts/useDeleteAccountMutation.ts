import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteAccountMutation as DeleteAccountMutation } from '../../__generated__/useDeleteAccountMutation.graphql';

export type DeleteAccountOutcome =
  { kind: 'deleted' } | { kind: 'requires-recent-login' } | { kind: 'rejected'; message: string };

/** Deletes the viewer's account in this garden (see Mutation.deleteAccount). */
export function useDeleteAccountMutation(): [
  (clientMutationId: string) => Promise<DeleteAccountOutcome>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<DeleteAccountMutation>(mutation);
  const remove = useCallback(
    (clientMutationId: string) =>
      new Promise<DeleteAccountOutcome>((resolve, reject) => {
        commit({
          variables: { input: { clientMutationId, confirmed: true } },
          onCompleted: ({ deleteAccount: result }) => {
            if (result.__typename === 'DeleteAccountPayload') resolve({ kind: 'deleted' });
            else if (result.__typename === 'RequiresRecentLoginError')
              resolve({ kind: 'requires-recent-login' });
            else if (result.__typename === '%other' || result.message === undefined)
              reject(new Error(`Unexpected deleteAccount result ${result.__typename}`));
            else resolve({ kind: 'rejected', message: result.message });
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [remove, isInFlight];
}

const mutation = graphql`
  mutation useDeleteAccountMutation($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      __typename
      ... on DeleteAccountPayload {
        signInAccountDeleted
      }
      ... on Error {
        message
      }
    }
  }
`;
