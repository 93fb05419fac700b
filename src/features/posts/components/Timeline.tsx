import { Button, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { Timeline_community$key } from '../../../__generated__/Timeline_community.graphql';
import { EmptyState } from '../../shell/EmptyState';
import { POSTS_PAGE_SIZE } from '../postsPageSize';
import { PostCard } from './PostCard';

export const TIMELINE_CONNECTION_KEY = 'Timeline_timeline';

/** The whole garden's posts, newest first, a page at a time. */
export function Timeline({ community }: { community: Timeline_community$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    timelineFragment,
    community,
  );
  const edges = data.timeline.edges;
  if (edges.length === 0) {
    return (
      <EmptyState
        title={<FormattedMessage id="posts.timeline.empty" />}
        description={<FormattedMessage id="posts.timeline.emptyHint" />}
      />
    );
  }
  return (
    <Stack gap="sm">
      {edges.map((edge) => (
        <PostCard key={edge.node.id} post={edge.node} />
      ))}
      {hasNext && (
        <Button variant="subtle" loading={isLoadingNext} onClick={() => loadNext(POSTS_PAGE_SIZE)}>
          <FormattedMessage id="posts.more" />
        </Button>
      )}
    </Stack>
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
