import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveDeliveryAddressMutation as RemoveMutation } from '../../__generated__/useRemoveDeliveryAddressMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/** Removes an address from the viewer's book; resolves to null when removed, else a message. */
export function useRemoveDeliveryAddressMutation(): [
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
          onCompleted: ({ removeDeliveryAddress: result }) =>
            resolve(
              result.__typename === 'RemoveDeliveryAddressPayload' ? null : (result.message ?? ''),
            ),
          onError: () => resolve(''),
        });
      }),
    [commit],
  );
  return [remove, inFlight];
}

const removeMutation = graphql`
  mutation useRemoveDeliveryAddressMutation(
    $input: RemoveDeliveryAddressInput!
    $connections: [ID!]!
  ) {
    removeDeliveryAddress(input: $input) {
      __typename
      ... on RemoveDeliveryAddressPayload {
        removedDeliveryAddressId @deleteEdge(connections: $connections)
      }
      ... on Error {
        message
      }
    }
  }
`;
