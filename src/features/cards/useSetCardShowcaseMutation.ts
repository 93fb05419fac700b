import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetCardShowcaseMutation as SetShowcaseMutation } from '../../__generated__/useSetCardShowcaseMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/**
 * Saves the viewer's whole gallery in this order. The answer's user updates every screen
 * reading the gallery (the profile included). Calls back with the refusal's message, or null
 * when saved; a network failure is `false` (the fan may try again).
 */
export function useSetCardShowcaseMutation(): [
  (cardIds: string[], onDone: (refusal: string | null | false) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<SetShowcaseMutation>(setShowcaseMutation);
  const save = useCallback(
    (cardIds: string[], onDone: (refusal: string | null | false) => void) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), cardIds } },
        onCompleted: ({ setCardShowcase: result }) =>
          onDone(
            result.__typename === 'SetCardShowcasePayload'
              ? null
              : 'message' in result && typeof result.message === 'string'
                ? result.message
                : false,
          ),
        onError: () => onDone(false),
      });
    },
    [commit],
  );
  return [save, inFlight];
}

const setShowcaseMutation = graphql`
  mutation useSetCardShowcaseMutation($input: SetCardShowcaseInput!) {
    setCardShowcase(input: $input) {
      __typename
      ... on SetCardShowcasePayload {
        user {
          id
          cardShowcase {
            id
            name
            ...GalleryCard_card
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
