import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  SaveDeliveryAddressInput,
  useSaveDeliveryAddressMutation as SaveMutation,
} from '../../__generated__/useSaveDeliveryAddressMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

export type AddressFields = Omit<
  SaveDeliveryAddressInput,
  'clientMutationId' | 'id' | 'makeDefault'
>;

export type SaveOutcome = { saved: string } | { field: string | null; message: string };

/**
 * Adds or changes an address of the viewer's book. A new one is prepended to the book's
 * connections; the book is refetched by the caller when the default may have moved.
 */
export function useSaveDeliveryAddressMutation(): [
  (
    fields: AddressFields,
    options: { id?: string; makeDefault?: boolean; connections: readonly string[] },
  ) => Promise<SaveOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutation<SaveMutation>(saveMutation);
  const save = useCallback(
    (
      fields: AddressFields,
      options: { id?: string; makeDefault?: boolean; connections: readonly string[] },
    ) =>
      new Promise<SaveOutcome>((resolve) => {
        commit({
          variables: {
            input: {
              clientMutationId: newClientMutationId(),
              id: options.id,
              makeDefault: options.makeDefault,
              ...fields,
            },
            // An edit changes a node the book holds already: nothing to insert.
            connections: options.id ? [] : [...options.connections],
          },
          onCompleted: ({ saveDeliveryAddress: result }) => {
            if (result.__typename === 'SaveDeliveryAddressPayload' && result.deliveryAddress)
              return resolve({ saved: result.deliveryAddress.id });
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
  return [save, inFlight];
}

const saveMutation = graphql`
  mutation useSaveDeliveryAddressMutation($input: SaveDeliveryAddressInput!, $connections: [ID!]!) {
    saveDeliveryAddress(input: $input) {
      __typename
      ... on SaveDeliveryAddressPayload {
        deliveryAddress
          @appendNode(connections: $connections, edgeTypeName: "DeliveryAddressEdge") {
          id
          isDefault
          address {
            ...ShippingAddressText_address
            ...DeliveryAddressForm_address
          }
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
