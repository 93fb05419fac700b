import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { TrendList_community$key } from '../../../__generated__/TrendList_community.graphql';
import { PostCard } from './PostCard';
import { PostList } from './PostList';

/** The week's posts ranked by likes and comments, newer ones weighing more. */
export function TrendList({ community }: { community: TrendList_community$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    trendFragment,
    community,
  );
  return (
    <PostList
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
      empty={{
        title: <FormattedMessage id="posts.trend.empty" />,
        description: <FormattedMessage id="posts.trend.emptyHint" />,
      }}
    >
      {data.trend.edges.map((edge) => (
        <PostCard key={edge.node.id} post={edge.node} />
      ))}
    </PostList>
  );
}

const trendFragment = graphql`
  fragment TrendList_community on Community
  @refetchable(queryName: "TrendListPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    trend(first: $count, after: $cursor) @connection(key: "TrendList_trend") {
      edges {
        node {
          id
          ...PostCard_post
        }
      }
    }
  }
`;
