import { Anchor, Button, Container, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import {
  graphql,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay';
import { Link } from 'react-router-dom';
import type { CategoryGroupPageQuery } from '../../__generated__/CategoryGroupPageQuery.graphql';
import type { CategoryGroupPage_group$key } from '../../__generated__/CategoryGroupPage_group.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { cataloguePath } from './cardsPaths';
import { CATEGORIES_PAGE_SIZE } from './cardsPageSize';
import { CategoryTile } from './components/CategoryTile';
import { NotFoundCard } from './components/NotFoundCard';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';

/** /collectable-card/category-groups/:groupId. The route's loader has started the query. */
export function CategoryGroupPage() {
  return <CategoryGroupView queryRef={usePageQueryRef<CategoryGroupPageQuery>()} />;
}

export function CategoryGroupView({
  queryRef,
}: {
  queryRef: PreloadedQuery<CategoryGroupPageQuery>;
}) {
  const { node } = usePreloadedQuery<CategoryGroupPageQuery>(categoryGroupPageQuery, queryRef);
  useNotFoundStatus(!node?.group);
  if (!node?.group) return <NotFoundCard of="card" />;
  return <GroupCategories group={node.group} />;
}

function GroupCategories({ group }: { group: CategoryGroupPage_group$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(groupFragment, group);
  usePageMetadata(data.name, data.description);
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={cataloguePath} size="sm">
          <FormattedMessage id="cards.backToCatalogue" />
        </Anchor>
        <Image src={data.imageUrl} alt="" radius="lg" h={180} fit="cover" />
        <div>
          <Title order={1} size="h2">
            {data.name}
          </Title>
          <Text c="dimmed" size="sm">
            {data.description}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {data.categories.edges.map(({ node }) => (
            <CategoryTile key={node.id} category={node} />
          ))}
        </SimpleGrid>
        {hasNext && (
          <Button
            variant="subtle"
            loading={isLoadingNext}
            onClick={() => loadNext(CATEGORIES_PAGE_SIZE)}
          >
            <FormattedMessage id="cards.more" />
          </Button>
        )}
      </Stack>
    </Container>
  );
}

const categoryGroupPageQuery = graphql`
  query CategoryGroupPageQuery($groupId: ID!, $count: Int!) {
    node(id: $groupId) {
      ... on CollectableCardCategoryGroup @alias(as: "group") {
        ...CategoryGroupPage_group @arguments(count: $count)
      }
    }
  }
`;

const groupFragment = graphql`
  fragment CategoryGroupPage_group on CollectableCardCategoryGroup
  @refetchable(queryName: "CategoryGroupPagePaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    name
    description
    imageUrl
    categories(first: $count, after: $cursor) @connection(key: "CategoryGroupPage_categories") {
      edges {
        node {
          id
          ...CategoryTile_category
        }
      }
    }
  }
`;
