import { Button, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { CommentList_post$key } from '../../../__generated__/CommentList_post.graphql';
import { COMMENTS_PAGE_SIZE } from '../postsPageSize';
import { CommentItem } from './CommentItem';

/** A post's comments, oldest first, a page at a time. */
export function CommentList({ post }: { post: CommentList_post$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(commentsFragment, post);
  const edges = data.comments.edges;
  return (
    <Stack gap="sm">
      {edges.length === 0 ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="posts.comments.empty" />
        </Text>
      ) : (
        <Stack component="ul" gap="md" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {edges.map((edge) => (
            <CommentItem key={edge.node.id} comment={edge.node} />
          ))}
        </Stack>
      )}
      {hasNext && (
        <Button
          variant="subtle"
          loading={isLoadingNext}
          onClick={() => loadNext(COMMENTS_PAGE_SIZE)}
        >
          <FormattedMessage id="posts.comments.more" />
        </Button>
      )}
    </Stack>
  );
}

const commentsFragment = graphql`
  fragment CommentList_post on Post
  @refetchable(queryName: "CommentListPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
    comments(first: $count, after: $cursor) @connection(key: "CommentList_comments") {
      edges {
        node {
          id
          ...CommentItem_comment
        }
      }
    }
  }
`;
