import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { Timeline_community$key } from '../../../__generated__/Timeline_community.graphql';
import { useArrivals } from '../../../design/useArrivals';
import { PostCard } from './PostCard';
import { PostList } from './PostList';

export const TIMELINE_CONNECTION_KEY = 'Timeline_timeline';

/** The whole garden's posts, newest first, a page at a time. */
export function Timeline({ community }: { community: Timeline_community$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    timelineFragment,
    community,
  );
  const { edges } = data.timeline;
  // A post that comes in live (an official one) lands on top and fades in.
  const arrivals = useArrivals(
    useMemo(() => edges.map((edge) => edge.node.id), [edges]),
    'start',
  );
  return (
    <PostList
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
      empty={{
        title: <FormattedMessage id="posts.timeline.empty" />,
        description: <FormattedMessage id="posts.timeline.emptyHint" />,
      }}
    >
      {edges.map((edge) => (
        <PostCard key={edge.node.id} post={edge.node} arrived={arrivals.has(edge.node.id)} />
      ))}
    </PostList>
  );
}

const timelineFragment = graphql`
  fragment Timeline_community on Community
  @refetchable(queryName: "TimelinePaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    timeline(first: $count, after: $cursor) @connection(key: "Timeline_timeline") {
      edges {
        node {
          id
          ...PostCard_post
        }
      }
    }
  }
`;
