import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetDefaultPaymentMethodMutation as SetDefaultMutation } from '../../__generated__/useSetDefaultPaymentMethodMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/** Makes a saved card the default; resolves to null when done, else a message. */
export function useSetDefaultPaymentMethodMutation(): [
  (id: string) => Promise<string | null>,
  boolean,
] {
  const [commit, inFlight] = useMutation<SetDefaultMutation>(setDefaultMutation);
  const setDefault = useCallback(
    (id: string) =>
      new Promise<string | null>((resolve) => {
        commit({
          variables: { input: { clientMutationId: newClientMutationId(), id } },
          onCompleted: ({ setDefaultPaymentMethod: result }) =>
            resolve(
              result.__typename === 'SetDefaultPaymentMethodPayload'
                ? null
                : (result.message ?? ''),
            ),
          onError: () => resolve(''),
        });
      }),
    [commit],
  );
  return [setDefault, inFlight];
}

const setDefaultMutation = graphql`
  mutation useSetDefaultPaymentMethodMutation($input: SetDefaultPaymentMethodInput!) {
    setDefaultPaymentMethod(input: $input) {
      __typename
      ... on SetDefaultPaymentMethodPayload {
        paymentMethod {
          id
          isDefault
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
