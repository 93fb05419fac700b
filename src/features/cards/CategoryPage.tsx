import {
  Anchor,
  Button,
  Container,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import {
  graphql,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay';
import { Link } from 'react-router-dom';
import type { CategoryPageQuery } from '../../__generated__/CategoryPageQuery.graphql';
import type { CategoryPage_category$key } from '../../__generated__/CategoryPage_category.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { categoryGroupPath, collectionPath } from './cardsPaths';
import { CARDS_PAGE_SIZE } from './cardsPageSize';
import { CollectableCardTile } from './components/CollectableCardTile';
import { GradeRewards } from './components/GradeRewards';
import { CollectionProgress } from './components/CollectionProgress';
import { NotFoundCard } from './components/NotFoundCard';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';

/** /collectable-card/categories/:categoryId. The route's loader has started the query. */
export function CategoryPage() {
  return <CategoryView queryRef={usePageQueryRef<CategoryPageQuery>()} />;
}

export function CategoryView({ queryRef }: { queryRef: PreloadedQuery<CategoryPageQuery> }) {
  const { node } = usePreloadedQuery<CategoryPageQuery>(categoryPageQuery, queryRef);
  useNotFoundStatus(!node?.category);
  if (!node?.category) return <NotFoundCard of="card" />;
  return <CategoryCards category={node.category} />;
}

/** A category: its cover and story, the viewer's progress in it, and every card by number. */
function CategoryCards({ category }: { category: CategoryPage_category$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    categoryFragment,
    category,
  );
  usePageMetadata(data.name, data.description);
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={categoryGroupPath(data.group.id)} size="sm">
          {data.group.name}
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
        {data.viewerCollection && (
          <Paper radius="lg" p="md" withBorder>
            <Group justify="space-between" align="center" gap="sm">
              <div style={{ flex: 1, minWidth: 200 }}>
                <CollectionProgress collection={data.viewerCollection} />
              </div>
              <Button
                component={Link}
                to={collectionPath(data.viewerCollection.id)}
                variant="light"
                size="xs"
              >
                <FormattedMessage id="cards.category.openCollection" />
              </Button>
            </Group>
          </Paper>
        )}
        <GradeRewards category={data} />
        <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="md" verticalSpacing="lg">
          {data.cards.edges.map(({ node }) => (
            <CollectableCardTile key={node.id} card={node} />
          ))}
        </SimpleGrid>
        {hasNext && (
          <Button
            variant="subtle"
            loading={isLoadingNext}
            onClick={() => loadNext(CARDS_PAGE_SIZE)}
          >
            <FormattedMessage id="cards.more" />
          </Button>
        )}
      </Stack>
    </Container>
  );
}

const categoryPageQuery = graphql`
  query CategoryPageQuery($categoryId: ID!, $count: Int!) {
    node(id: $categoryId) {
      ... on CollectableCardCategory @alias(as: "category") {
        ...CategoryPage_category @arguments(count: $count)
      }
    }
  }
`;

const categoryFragment = graphql`
  fragment CategoryPage_category on CollectableCardCategory
  @refetchable(queryName: "CategoryPagePaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    name
    description
    imageUrl
    group {
      id
      name
    }
    viewerCollection {
      id
      ...CollectionProgress_collection
    }
    ...GradeRewards_category
    cards(first: $count, after: $cursor) @connection(key: "CategoryPage_cards") {
      edges {
        node {
          id
          ...CollectableCardTile_card
        }
      }
    }
  }
`;
