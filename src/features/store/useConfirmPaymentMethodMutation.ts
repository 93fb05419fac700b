import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useConfirmPaymentMethodMutation as ConfirmMutation } from '../../__generated__/useConfirmPaymentMethodMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/**
 * Asks how a card's 3-D Secure ended, back from the challenge page: resolves to null when
 * the card is saved (or still waits), else the message (the card was not kept: the caller
 * reads the list again).
 */
export function useConfirmPaymentMethodMutation(): [
  (id: string) => Promise<string | null>,
  boolean,
] {
  const [commit, inFlight] = useMutation<ConfirmMutation>(confirmMutation);
  const confirm = useCallback(
    (id: string) =>
      new Promise<string | null>((resolve) => {
        commit({
          variables: { input: { clientMutationId: newClientMutationId(), id } },
          onCompleted: ({ confirmPaymentMethod: result }) =>
            resolve(
              result.__typename === 'ConfirmPaymentMethodPayload' ? null : (result.message ?? ''),
            ),
          onError: () => resolve(''),
        });
      }),
    [commit],
  );
  return [confirm, inFlight];
}

const confirmMutation = graphql`
  mutation useConfirmPaymentMethodMutation($input: ConfirmPaymentMethodInput!) {
    confirmPaymentMethod(input: $input) {
      __typename
      ... on ConfirmPaymentMethodPayload {
        paymentMethod {
          id
          status
          actionUrl
          ...SavedCardSummary_card
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
