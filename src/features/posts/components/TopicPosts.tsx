import { Button, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { TopicPosts_topic$key } from '../../../__generated__/TopicPosts_topic.graphql';
import { EmptyState } from '../../shell/EmptyState';
import { POSTS_PAGE_SIZE } from '../postsPageSize';
import { PostCard } from './PostCard';

export const TOPIC_POSTS_CONNECTION_KEY = 'TopicPosts_posts';

/** A topic's posts (the pinned ones excepted), newest first. */
export function TopicPosts({ topic }: { topic: TopicPosts_topic$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    topicPostsFragment,
    topic,
  );
  const edges = data.posts.edges;
  if (edges.length === 0) {
    return <EmptyState title={<FormattedMessage id="posts.topic.empty" />} headingOrder={3} />;
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

const topicPostsFragment = graphql`
  fragment TopicPosts_topic on Topic
  @refetchable(queryName: "TopicPostsPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    posts(first: $count, after: $cursor) @connection(key: "TopicPosts_posts") {
      edges {
        node {
          id
          ...PostCard_post
        }
      }
    }
  }
`;
