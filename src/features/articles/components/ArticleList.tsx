import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ArticleList_community$key } from '../../../__generated__/ArticleList_community.graphql';
import { EmptyState } from '../../shell/EmptyState';
import { ARTICLES_PAGE_SIZE } from '../articlesPageSize';
import { ArticleCard } from './ArticleCard';

/** The garden's feature articles as cards, newest first, a page at a time. */
export function ArticleList({ community }: { community: ArticleList_community$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ArticleList_community on Community
      @refetchable(queryName: "ArticleListPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
        articles(first: $count, after: $cursor) @connection(key: "ArticleList_articles") {
          edges {
            node {
              id
              ...ArticleCard_article
            }
          }
        }
      }
    `,
    community,
  );
  const edges = data.articles.edges;
  if (edges.length === 0)
    return (
      <EmptyState
        title={<FormattedMessage id="articles.empty" />}
        description={<FormattedMessage id="articles.emptyHint" />}
      />
    );
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="xl">
        {edges.map((edge, index) => (
          <ArticleCard key={edge.node.id} article={edge.node} isFirst={index === 0} />
        ))}
      </SimpleGrid>
      {hasNext && (
        <Group justify="center">
          <Button
            variant="default"
            radius="xl"
            loading={isLoadingNext}
            onClick={() => loadNext(ARTICLES_PAGE_SIZE)}
          >
            <FormattedMessage id="articles.more" />
          </Button>
        </Group>
      )}
    </Stack>
  );
}
