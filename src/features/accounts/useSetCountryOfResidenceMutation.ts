import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetCountryOfResidenceMutation as SetCountryMutation } from '../../__generated__/useSetCountryOfResidenceMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export type SaveOutcome = { kind: 'saved' } | { kind: 'rejected'; message: string };

/** Saves the viewer's country of residence; Viewer.countryOfResidence takes the new value. */
export function useSetCountryOfResidenceMutation(): [
  (countryCode: string) => Promise<SaveOutcome>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<SetCountryMutation>(mutation);
  const save = useCallback(
    (countryCode: string) =>
      new Promise<SaveOutcome>((resolve, reject) => {
        commit({
          variables: { input: { clientMutationId: newClientMutationId(), countryCode } },
          onCompleted: ({ setCountryOfResidence: result }) => {
            if (result.__typename === 'SetCountryOfResidencePayload') resolve({ kind: 'saved' });
            else if (result.__typename === '%other' || result.message === undefined)
              reject(new Error(`Unexpected setCountryOfResidence result ${result.__typename}`));
            else resolve({ kind: 'rejected', message: result.message });
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [save, isInFlight];
}

const mutation = graphql`
  mutation useSetCountryOfResidenceMutation($input: SetCountryOfResidenceInput!) {
    setCountryOfResidence(input: $input) {
      __typename
      ... on SetCountryOfResidencePayload {
        viewer {
          countryOfResidence
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
