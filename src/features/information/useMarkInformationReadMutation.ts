import { useEffect } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMarkInformationReadMutation as MarkReadMutation } from '../../__generated__/useMarkInformationReadMutation.graphql';
import { newClientMutationId } from '../../relay/clientMutationId';

/**
 * Marks the article read once the fan has opened it (members only; a visitor has nothing
 * to mark). The answer updates the article and the garden's unread count in the store.
 */
export function useMarkInformationRead(
  article: { id: string; viewerHasRead: boolean },
  isMember: boolean,
) {
  const [commit] = useMutation<MarkReadMutation>(markReadMutation);
  const { id, viewerHasRead } = article;
  useEffect(() => {
    if (!isMember || viewerHasRead) return;
    commit({ variables: { input: { clientMutationId: newClientMutationId(), articleId: id } } });
  }, [commit, id, isMember, viewerHasRead]);
}

const markReadMutation = graphql`
  mutation useMarkInformationReadMutation($input: MarkInformationReadInput!) {
    markInformationRead(input: $input) {
      __typename
      ... on MarkInformationReadPayload {
        article {
          id
          viewerHasRead
        }
        community {
          id
          unreadInformationCount
        }
      }
    }
  }
`;
