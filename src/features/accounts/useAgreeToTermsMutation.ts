import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAgreeToTermsMutation as AgreeToTermsMutation } from '../../__generated__/useAgreeToTermsMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export type AgreeOutcome = { kind: 'agreed' } | { kind: 'rejected'; message: string };

/** Records that the viewer agreed to the terms version they were shown. */
export function useAgreeToTermsMutation(): [
  (termsVersion: string) => Promise<AgreeOutcome>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<AgreeToTermsMutation>(mutation);
  const agree = useCallback(
    (termsVersion: string) =>
      new Promise<AgreeOutcome>((resolve, reject) => {
        commit({
          variables: { input: { clientMutationId: newClientMutationId(), termsVersion } },
          onCompleted: ({ agreeToTerms: result }) => {
            if (result.__typename === 'AgreeToTermsPayload') resolve({ kind: 'agreed' });
            else if (result.__typename === '%other' || result.message === undefined)
              reject(new Error(`Unexpected agreeToTerms result ${result.__typename}`));
            else resolve({ kind: 'rejected', message: result.message });
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [agree, isInFlight];
}

const mutation = graphql`
  mutation useAgreeToTermsMutation($input: AgreeToTermsInput!) {
    agreeToTerms(input: $input) {
      __typename
      ... on AgreeToTermsPayload {
        viewer {
          needsTermsAgreement
          termsAgreementRequired
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
