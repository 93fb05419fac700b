import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemovePaymentMethodMutation as RemoveMutation } from '../../__generated__/useRemovePaymentMethodMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/**
 * Removes a saved card; resolves to null when removed, else a message (a card a membership
 * renews with is refused: PaymentMethodInUseError).
 */
export function useRemovePaymentMethodMutation(): [
  (id: string, connections: readonly string[]) => Promise<string | null>,
  boolean,
] {
  const [commit, inFlight] = useMutation<RemoveMutation>(removeMutation);
  const remove = useCallback(
    (id: string, connections: readonly string[]) =>
      new Promise<string | null>((resolve) => {
        commit({
          variables: {
            input: { clientMutationId: newClientMutationId(), id },
            connections: [...connections],
          },
          onCompleted: ({ removePaymentMethod: result }) =>
            resolve(
              result.__typename === 'RemovePaymentMethodPayload' ? null : (result.message ?? ''),
            ),
          onError: () => resolve(''),
        });
      }),
    [commit],
  );
  return [remove, inFlight];
}

const removeMutation = graphql`
  mutation useRemovePaymentMethodMutation($input: RemovePaymentMethodInput!, $connections: [ID!]!) {
    removePaymentMethod(input: $input) {
      __typename
      ... on RemovePaymentMethodPayload {
        removedPaymentMethodId @deleteEdge(connections: $connections)
      }
      ... on Error {
        message
      }
    }
  }
`;
