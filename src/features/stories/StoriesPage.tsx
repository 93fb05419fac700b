import { Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  graphql,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay';
import type { StoriesPageQuery } from '../../__generated__/StoriesPageQuery.graphql';
import type { StoriesPage_community$key } from '../../__generated__/StoriesPage_community.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { StoryCard } from './components/StoryCard';
import { STORIES_PAGE_SIZE } from './storiesPageSize';

/** /stories. The route's loader has already started the query. */
export function StoriesPage() {
  return <StoriesView queryRef={usePageQueryRef<StoriesPageQuery>()} />;
}

/** The garden's stories, newest first. */
export function StoriesView({ queryRef }: { queryRef: PreloadedQuery<StoriesPageQuery> }) {
  const intl = useIntl();
  const query = usePreloadedQuery<StoriesPageQuery>(storiesPageQuery, queryRef);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    storiesFragment,
    query.community as StoriesPage_community$key,
  );
  usePageMetadata(intl.formatMessage({ id: 'stories.title' }));
  const edges = data.stories.edges;
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            <FormattedMessage id="stories.title" />
          </Title>
          <Text c="dimmed" size="sm" maw={560}>
            <FormattedMessage id="stories.lead" />
          </Text>
        </Stack>
        {edges.length === 0 ? (
          <EmptyState title={<FormattedMessage id="stories.empty" />} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {edges.map(({ node }) => (
              <StoryCard key={node.id} story={node} />
            ))}
          </SimpleGrid>
        )}
        {hasNext && (
          <Button
            variant="subtle"
            loading={isLoadingNext}
            onClick={() => loadNext(STORIES_PAGE_SIZE)}
          >
            <FormattedMessage id="stories.more" />
          </Button>
        )}
      </Stack>
    </Container>
  );
}

const storiesPageQuery = graphql`
  query StoriesPageQuery($count: Int!) {
    community {
      ...StoriesPage_community @arguments(count: $count)
    }
  }
`;

const storiesFragment = graphql`
  fragment StoriesPage_community on Community
  @refetchable(queryName: "StoriesPagePaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    stories(first: $count, after: $cursor) @connection(key: "StoriesPage_stories") {
      edges {
        node {
          id
          ...StoryCard_story
        }
      }
    }
  }
`;
