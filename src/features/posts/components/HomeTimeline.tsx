import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { HomeTimeline_community$key } from '../../../__generated__/HomeTimeline_community.graphql';
import { useArrivals } from '../../../design/useArrivals';
import { PostCard } from './PostCard';
import { PostList } from './PostList';

export const HOME_TIMELINE_CONNECTION_KEY = 'HomeTimeline_homeTimeline';

/** Posts of the fans the viewer follows, their own and the official account's, newest first. */
export function HomeTimeline({ community }: { community: HomeTimeline_community$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    homeTimelineFragment,
    community,
  );
  const { edges } = data.homeTimeline;
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
        title: <FormattedMessage id="posts.homeTimeline.empty" />,
        description: <FormattedMessage id="posts.homeTimeline.emptyHint" />,
      }}
    >
      {edges.map((edge) => (
        <PostCard key={edge.node.id} post={edge.node} arrived={arrivals.has(edge.node.id)} />
      ))}
    </PostList>
  );
}

const homeTimelineFragment = graphql`
  fragment HomeTimeline_community on Community
  @refetchable(queryName: "HomeTimelinePaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    homeTimeline(first: $count, after: $cursor) @connection(key: "HomeTimeline_homeTimeline") {
      edges {
        node {
          id
          ...PostCard_post
        }
      }
    }
  }
`;
