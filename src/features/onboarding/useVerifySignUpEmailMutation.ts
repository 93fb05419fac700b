import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useVerifySignUpEmailMutation as VerifyMutation } from '../../__generated__/useVerifySignUpEmailMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export type VerifyEmailOutcome = { kind: 'verified' } | { kind: 'rejected'; message: string };

/** Ties the confirmed code to the account just created with its address. */
export function useVerifySignUpEmailMutation(): [
  (authCodeId: string) => Promise<VerifyEmailOutcome>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<VerifyMutation>(mutation);
  const verify = useCallback(
    (authCodeId: string) =>
      new Promise<VerifyEmailOutcome>((resolve, reject) => {
        commit({
          variables: { input: { clientMutationId: newClientMutationId(), authCodeId } },
          onCompleted: ({ verifySignUpEmail: result }) => {
            if (result.__typename === 'VerifySignUpEmailPayload') resolve({ kind: 'verified' });
            else if (result.__typename === '%other' || result.message === undefined)
              reject(new Error(`Unexpected verifySignUpEmail result ${result.__typename}`));
            else resolve({ kind: 'rejected', message: result.message });
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [verify, isInFlight];
}

const mutation = graphql`
  mutation useVerifySignUpEmailMutation($input: VerifySignUpEmailInput!) {
    verifySignUpEmail(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;
