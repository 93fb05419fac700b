import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { searchMatches } from '../../../../common/searchText';
import type { SearchResults_community$key } from '../../../__generated__/SearchResults_community.graphql';
import { FanAvatar } from '../../../design/FanAvatar';
import { RelativeTime } from '../../chat/components/RelativeTime';
import { EmptyState } from '../../shell/EmptyState';
import { POSTS_PAGE_SIZE } from '../postsPageSize';

/** The text with each place the query matched marked, as the server matched it. */
function Highlighted({ text, query }: { text: string; query: string }) {
  const parts: { text: string; hit: boolean }[] = [];
  let at = 0;
  for (const [start, end] of searchMatches(text, query)) {
    if (start > at) parts.push({ text: text.slice(at, start), hit: false });
    parts.push({ text: text.slice(start, end), hit: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), hit: false });
  return (
    <>
      {parts.map((part, index) =>
        part.hit ? (
          <mark key={index}>{part.text}</mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** Posts that contain the query, newest first, with the matches marked. */
export function SearchResults({
  community,
  query,
}: {
  community: SearchResults_community$key;
  query: string;
}) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    searchFragment,
    community,
  );
  const edges = data.searchPosts.edges;
  if (edges.length === 0) {
    return (
      <EmptyState
        title={<FormattedMessage id="posts.search.empty" values={{ query }} />}
        description={<FormattedMessage id="posts.search.emptyHint" />}
      />
    );
  }
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {edges.map(({ node }) => (
        <li key={node.id}>
          <Card
            component={Link}
            to={`/posts/${encodeURIComponent(node.id)}`}
            radius="lg"
            shadow="xs"
            padding="md"
          >
            <Group gap="sm" wrap="nowrap" mb={6}>
              <FanAvatar src={node.author.avatarUrl} seed={node.author.id} size={28} />
              <Text size="sm" fw={700} truncate="end">
                {node.author.displayName}
              </Text>
              <Text size="xs" c="dimmed">
                <RelativeTime dateTime={node.createdAt} />
              </Text>
            </Group>
            <Text className="garden-user-content" style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
              <Highlighted text={node.body} query={query} />
            </Text>
          </Card>
        </li>
      ))}
      {hasNext && (
        <Button variant="subtle" loading={isLoadingNext} onClick={() => loadNext(POSTS_PAGE_SIZE)}>
          <FormattedMessage id="posts.more" />
        </Button>
      )}
    </Stack>
  );
}

const searchFragment = graphql`
  fragment SearchResults_community on Community
  @refetchable(queryName: "SearchResultsPaginationQuery")
  @argumentDefinitions(
    query: { type: "String!" }
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
  ) {
    searchPosts(query: $query, first: $count, after: $cursor)
      @connection(key: "SearchResults_searchPosts", filters: ["query"]) {
      edges {
        node {
          id
          body
          createdAt
          author {
            id
            displayName
            avatarUrl
          }
        }
      }
    }
  }
`;
