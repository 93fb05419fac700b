import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useStartCheckoutMutation as StartCheckoutMutation } from '../../__generated__/useStartCheckoutMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export type StartCheckoutOutcome = { sessionId: string } | { error: string };

/** Starts a checkout of the basket, or of one item ("buy now"). */
export function useStartCheckoutMutation(): [
  (item?: { itemId: string; quantity: number }) => Promise<StartCheckoutOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutation<StartCheckoutMutation>(startCheckoutMutation);
  const start = useCallback(
    (item?: { itemId: string; quantity: number }) =>
      new Promise<StartCheckoutOutcome>((resolve) => {
        commit({
          variables: { input: { clientMutationId: newClientMutationId(), ...item } },
          onCompleted: ({ startCheckout: result }) =>
            resolve(
              result.__typename === 'StartCheckoutPayload' && result.session
                ? { sessionId: result.session.id }
                : { error: result.message ?? '' },
            ),
          onError: () => resolve({ error: '' }),
        });
      }),
    [commit],
  );
  return [start, inFlight];
}

const startCheckoutMutation = graphql`
  mutation useStartCheckoutMutation($input: StartCheckoutInput!) {
    startCheckout(input: $input) {
      __typename
      ... on StartCheckoutPayload {
        session {
          id
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
