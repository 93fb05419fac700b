import { FormattedMessage } from 'react-intl';
import { ConnectionHandler, graphql, usePaginationFragment } from 'react-relay';
import type { DraftList_community$key } from '../../../__generated__/DraftList_community.graphql';
import { DraftCard } from './DraftCard';
import { PostList } from './PostList';

export const DRAFTS_CONNECTION_KEY = 'DraftList_postDrafts';

/** The viewer's drafts, newest first, a page at a time. */
export function DraftList({ community }: { community: DraftList_community$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    draftListFragment,
    community,
  );
  const connectionId = ConnectionHandler.getConnectionID(data.id, DRAFTS_CONNECTION_KEY);
  return (
    <PostList
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
      empty={{
        title: <FormattedMessage id="posts.drafts.empty" />,
        description: <FormattedMessage id="posts.drafts.emptyHint" />,
      }}
    >
      {data.postDrafts.edges.map((edge) => (
        <DraftCard key={edge.node.id} draft={edge.node} connectionId={connectionId} />
      ))}
    </PostList>
  );
}

const draftListFragment = graphql`
  fragment DraftList_community on Community
  @refetchable(queryName: "DraftListPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    id
    postDrafts(first: $count, after: $cursor) @connection(key: "DraftList_postDrafts") {
      edges {
        node {
          id
          ...DraftCard_draft
        }
      }
    }
  }
`;
