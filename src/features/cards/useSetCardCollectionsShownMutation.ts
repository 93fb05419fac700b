import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetCardCollectionsShownMutation as SetShownMutation } from '../../__generated__/useSetCardCollectionsShownMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/**
 * Shows or hides the viewer's collections on their profile; optimistic, so the switch
 * moves at once. Answers the refusal's message, or null.
 */
export function useSetCardCollectionsShownMutation(): [
  (userId: string, shown: boolean, onDone: (message: string | null) => void) => void,
  boolean,
] {
  const [commit, inFlight] = useMutation<SetShownMutation>(setShownMutation);
  const setShown = useCallback(
    (userId: string, shown: boolean, onDone: (message: string | null) => void) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), shown } },
        optimisticResponse: {
          setCardCollectionsShown: {
            __typename: 'SetCardCollectionsShownPayload',
            user: { id: userId, showsCardCollections: shown },
          },
        },
        onCompleted: ({ setCardCollectionsShown: result }) =>
          onDone(
            result.__typename === 'SetCardCollectionsShownPayload'
              ? null
              : 'message' in result && typeof result.message === 'string'
                ? result.message
                : null,
          ),
        onError: () => onDone(null),
      });
    },
    [commit],
  );
  return [setShown, inFlight];
}

const setShownMutation = graphql`
  mutation useSetCardCollectionsShownMutation($input: SetCardCollectionsShownInput!) {
    setCardCollectionsShown(input: $input) {
      __typename
      ... on SetCardCollectionsShownPayload {
        user {
          id
          showsCardCollections
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
