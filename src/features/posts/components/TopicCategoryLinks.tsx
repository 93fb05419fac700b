import { Button, Group } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { TopicCategoryLinks_community$key } from '../../../__generated__/TopicCategoryLinks_community.graphql';

const CATEGORIES_PAGE_SIZE = 20;

/** The garden's topic categories as a row of links to each category's topics. */
export function TopicCategoryLinks({ community }: { community: TopicCategoryLinks_community$key }) {
  const intl = useIntl();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    topicCategoryLinksFragment,
    community,
  );
  const edges = data.topicCategories.edges;
  if (edges.length === 0) return null;
  return (
    <Group
      component="nav"
      gap="xs"
      aria-label={intl.formatMessage({ id: 'posts.topics.categories' })}
    >
      {edges.map(({ node }) => (
        <Button
          key={node.id}
          component={Link}
          to={`/topic-categories/${encodeURIComponent(node.id)}`}
          variant="light"
          color="plum"
          radius="xl"
          size="compact-sm"
        >
          {node.name}
        </Button>
      ))}
      {hasNext && (
        <Button
          variant="subtle"
          radius="xl"
          size="compact-sm"
          loading={isLoadingNext}
          onClick={() => loadNext(CATEGORIES_PAGE_SIZE)}
        >
          <FormattedMessage id="posts.more" />
        </Button>
      )}
    </Group>
  );
}

const topicCategoryLinksFragment = graphql`
  fragment TopicCategoryLinks_community on Community
  @refetchable(queryName: "TopicCategoryLinksPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    topicCategories(first: $count, after: $cursor)
      @connection(key: "TopicCategoryLinks_topicCategories") {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;
