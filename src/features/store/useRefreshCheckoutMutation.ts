import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRefreshCheckoutMutation as RefreshCheckoutMutation } from '../../__generated__/useRefreshCheckoutMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/** Asks how a started payment stands; the session's fields update in the store. */
export function useRefreshCheckoutMutation(): (sessionId: string) => void {
  const [commit] = useMutation<RefreshCheckoutMutation>(refreshCheckoutMutation);
  return useCallback(
    (sessionId: string) => {
      commit({ variables: { input: { clientMutationId: newClientMutationId(), sessionId } } });
    },
    [commit],
  );
}

const refreshCheckoutMutation = graphql`
  mutation useRefreshCheckoutMutation($input: RefreshCheckoutInput!) {
    refreshCheckout(input: $input) {
      __typename
      ... on RefreshCheckoutPayload {
        session {
          ...PaymentPending_session
        }
      }
    }
  }
`;
