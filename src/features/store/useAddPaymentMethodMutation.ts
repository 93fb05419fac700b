import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddPaymentMethodMutation as AddMutation } from '../../__generated__/useAddPaymentMethodMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export interface CardFields {
  card: string;
  expMonth: number | null;
  expYear: number | null;
  makeDefault: boolean;
}

export type AddCardOutcome =
  { saved: string; actionUrl: string | null } | { field: string | null; message: string };

/**
 * Saves a card (no charge). A card that asks for 3-D Secure comes back with the actionUrl
 * of its challenge; the settings page confirms it when the fan returns.
 */
export function useAddPaymentMethodMutation(): [
  (fields: CardFields, connections: readonly string[]) => Promise<AddCardOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutation<AddMutation>(addMutation);
  const add = useCallback(
    (fields: CardFields, connections: readonly string[]) =>
      new Promise<AddCardOutcome>((resolve) => {
        commit({
          variables: {
            input: { clientMutationId: newClientMutationId(), ...fields },
            connections: [...connections],
          },
          onCompleted: ({ addPaymentMethod: result }) => {
            if (result.__typename === 'AddPaymentMethodPayload' && result.paymentMethod)
              return resolve({
                saved: result.paymentMethod.id,
                actionUrl: result.paymentMethod.actionUrl ?? null,
              });
            resolve({
              field: result.__typename === 'InvalidInputError' ? (result.field ?? null) : null,
              message: result.message ?? '',
            });
          },
          onError: () => resolve({ field: null, message: '' }),
        });
      }),
    [commit],
  );
  return [add, inFlight];
}

const addMutation = graphql`
  mutation useAddPaymentMethodMutation($input: AddPaymentMethodInput!, $connections: [ID!]!) {
    addPaymentMethod(input: $input) {
      __typename
      ... on AddPaymentMethodPayload {
        paymentMethod
          @appendNode(connections: $connections, edgeTypeName: "SavedPaymentMethodEdge") {
          id
          status
          actionUrl
          ...SavedCardSummary_card
        }
      }
      ... on InvalidInputError {
        field
      }
      ... on Error {
        message
      }
    }
  }
`;
