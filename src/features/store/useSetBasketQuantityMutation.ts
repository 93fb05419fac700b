import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetBasketQuantityMutation as SetBasketQuantityMutation } from '../../__generated__/useSetBasketQuantityMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/** Changes a basket line's quantity (0 removes it); resolves to null, or the server's message. */
export function useSetBasketQuantityMutation(): (
  lineId: string,
  quantity: number,
) => Promise<string | null> {
  const [commit] = useMutation<SetBasketQuantityMutation>(setBasketQuantityMutation);
  return useCallback(
    (lineId, quantity) =>
      new Promise<string | null>((resolve) => {
        commit({
          variables: { input: { clientMutationId: newClientMutationId(), lineId, quantity } },
          onCompleted: ({ setBasketQuantity: result }) =>
            resolve(
              result.__typename === 'SetBasketQuantityPayload' ? null : (result.message ?? ''),
            ),
          onError: () => resolve(''),
        });
      }),
    [commit],
  );
}

// The whole basket comes back, so the page (which reads the same fields) updates at once.
const setBasketQuantityMutation = graphql`
  mutation useSetBasketQuantityMutation($input: SetBasketQuantityInput!) {
    setBasketQuantity(input: $input) {
      __typename
      ... on SetBasketQuantityPayload {
        basket {
          ...BasketView_basket
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
