import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetInformationFavoriteMutation as SetFavoriteMutation } from '../../__generated__/useSetInformationFavoriteMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/**
 * Stars or unstars an article. The star moves at once (optimistically); a refusal rolls it
 * back and hands over the server's message.
 */
export function useSetInformationFavoriteMutation(): (
  articleId: string,
  favorite: boolean,
  onRejected: (message: string | null) => void,
) => void {
  const [commit] = useMutation<SetFavoriteMutation>(setFavoriteMutation);
  return useCallback(
    (articleId, favorite, onRejected) => {
      commit({
        variables: { input: { clientMutationId: newClientMutationId(), articleId, favorite } },
        optimisticResponse: {
          setInformationFavorite: {
            __typename: 'SetInformationFavoritePayload',
            article: { id: articleId, viewerHasFavorited: favorite },
          },
        },
        onCompleted: ({ setInformationFavorite: result }) => {
          if (result.__typename !== 'SetInformationFavoritePayload')
            onRejected(
              'message' in result && typeof result.message === 'string' ? result.message : null,
            );
        },
        onError: () => onRejected(null),
      });
    },
    [commit],
  );
}

const setFavoriteMutation = graphql`
  mutation useSetInformationFavoriteMutation($input: SetInformationFavoriteInput!)
  @raw_response_type {
    setInformationFavorite(input: $input) {
      __typename
      ... on SetInformationFavoritePayload {
        article {
          id
          viewerHasFavorited
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
