import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useExchangeCheckInStoreItemMutation as ExchangeMutation } from '../../__generated__/useExchangeCheckInStoreItemMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/** Exchanges check-in points for an item; `undefined` when done, else the refusal's message. */
export function useExchangeCheckInStoreItemMutation(): [
  (itemId: string, onDone: (message: string | null | undefined) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<ExchangeMutation>(exchangeMutation);
  const exchange = useCallback(
    (itemId: string, onDone: (message: string | null | undefined) => void) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), itemId } },
        onCompleted: ({ exchangeCheckInStoreItem: result }) => {
          if (result.__typename === 'ExchangeCheckInStoreItemPayload') onDone(undefined);
          else
            onDone(
              'message' in result && typeof result.message === 'string' ? result.message : null,
            );
        },
        onError: () => onDone(null),
      });
    },
    [commit],
  );
  return [exchange, inFlight];
}

const exchangeMutation = graphql`
  mutation useExchangeCheckInStoreItemMutation($input: ExchangeCheckInStoreItemInput!) {
    exchangeCheckInStoreItem(input: $input) {
      __typename
      ... on ExchangeCheckInStoreItemPayload {
        viewer {
          ...CoinBalanceChip_viewer
        }
        checkIn {
          ...CheckInSummary_checkIn
          points
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
