import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useConfirmSignUpCodeMutation as ConfirmMutation } from '../../__generated__/useConfirmSignUpCodeMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export type ConfirmCodeOutcome =
  | { kind: 'confirmed' }
  /** needsNewCode: the code expired or took too many wrong tries. */
  | { kind: 'rejected'; message: string; needsNewCode: boolean };

/** Checks the 6 digits the fan typed against the mailed code. */
export function useConfirmSignUpCodeMutation(): [
  (authCodeId: string, code: string) => Promise<ConfirmCodeOutcome>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<ConfirmMutation>(mutation);
  const confirm = useCallback(
    (authCodeId: string, code: string) =>
      new Promise<ConfirmCodeOutcome>((resolve, reject) => {
        commit({
          variables: { input: { clientMutationId: newClientMutationId(), authCodeId, code } },
          onCompleted: ({ confirmSignUpCode: result }) => {
            if (result.__typename === 'ConfirmSignUpCodePayload') resolve({ kind: 'confirmed' });
            else if (result.__typename === '%other' || result.message === undefined)
              reject(new Error(`Unexpected confirmSignUpCode result ${result.__typename}`));
            else
              resolve({
                kind: 'rejected',
                message: result.message,
                needsNewCode:
                  result.authenticationCodeProblem === 'EXPIRED' ||
                  result.authenticationCodeProblem === 'TOO_MANY_ATTEMPTS',
              });
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [confirm, isInFlight];
}

const mutation = graphql`
  mutation useConfirmSignUpCodeMutation($input: ConfirmSignUpCodeInput!) {
    confirmSignUpCode(input: $input) {
      __typename
      ... on AuthenticationCodeError {
        authenticationCodeProblem
      }
      ... on Error {
        message
      }
    }
  }
`;
