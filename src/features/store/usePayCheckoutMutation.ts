import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  PaymentMethodKind,
  usePayCheckoutMutation as PayCheckoutMutation,
} from '../../__generated__/usePayCheckoutMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export type PayOutcome =
  | { status: 'COMPLETED'; orderId: string }
  | { status: 'PAYING'; actionUrl: string | null }
  | { error: string };

interface PayOptions {
  /** CARD: the card number (test cards) or Stripe's PaymentMethod id. */
  card?: string;
  /** CARD: one of the viewer's saved cards instead of a card number. */
  savedPaymentMethodId?: string;
  /** Required by a session with shipped lines: an address of the viewer's book. */
  deliveryAddressId?: string;
}

/** Pays a checkout session; one clientMutationId per press, so a retry never pays twice. */
export function usePayCheckoutMutation(): [
  (sessionId: string, method: PaymentMethodKind, options: PayOptions) => Promise<PayOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutation<PayCheckoutMutation>(payCheckoutMutation);
  const pay = useCallback(
    (
      sessionId: string,
      method: PaymentMethodKind,
      { card, savedPaymentMethodId, deliveryAddressId }: PayOptions,
    ) =>
      new Promise<PayOutcome>((resolve) => {
        commit({
          variables: {
            input: {
              clientMutationId: newClientMutationId(),
              sessionId,
              method,
              card,
              savedPaymentMethodId,
              deliveryAddressId,
            },
          },
          onCompleted: ({ payCheckout: result }) => {
            const session = result.__typename === 'PayCheckoutPayload' ? result.session : null;
            if (!session) return resolve({ error: result.message ?? '' });
            if (session.state === 'COMPLETED' && session.order)
              return resolve({ status: 'COMPLETED', orderId: session.order.id });
            resolve({ status: 'PAYING', actionUrl: session.paymentActionUrl ?? null });
          },
          onError: () => resolve({ error: '' }),
        });
      }),
    [commit],
  );
  return [pay, inFlight];
}

const payCheckoutMutation = graphql`
  mutation usePayCheckoutMutation($input: PayCheckoutInput!) {
    payCheckout(input: $input) {
      __typename
      ... on PayCheckoutPayload {
        session {
          id
          state
          paymentActionUrl
          order {
            id
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
