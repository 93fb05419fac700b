import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddToBasketMutation as AddToBasketMutation } from '../../__generated__/useAddToBasketMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/** Adds an item to the basket; resolves to null when added, else the server's message. */
export function useAddToBasketMutation(): [
  (itemId: string, quantity: number) => Promise<string | null>,
  boolean,
] {
  const [commit, inFlight] = useMutation<AddToBasketMutation>(addToBasketMutation);
  const add = useCallback(
    (itemId: string, quantity: number) =>
      new Promise<string | null>((resolve) => {
        commit({
          variables: { input: { clientMutationId: newClientMutationId(), itemId, quantity } },
          onCompleted: ({ addToBasket: result }) =>
            resolve(result.__typename === 'AddToBasketPayload' ? null : (result.message ?? '')),
          onError: () => resolve(''),
        });
      }),
    [commit],
  );
  return [add, inFlight];
}

const addToBasketMutation = graphql`
  mutation useAddToBasketMutation($input: AddToBasketInput!) {
    addToBasket(input: $input) {
      __typename
      ... on AddToBasketPayload {
        basket {
          itemCount
          total
          lines {
            id
            quantity
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
