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
import type { CollectionPageQuery } from '../../__generated__/CollectionPageQuery.graphql';
import type { CollectionPage_collection$key } from '../../__generated__/CollectionPage_collection.graphql';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { categoryPath, collectionsPath } from './cardsPaths';
import { CARDS_PAGE_SIZE } from './cardsPageSize';
import { CollectionEntryTile } from './components/CollectionEntryTile';
import { CollectionProgress } from './components/CollectionProgress';
import { NotFoundCard } from './components/NotFoundCard';
import { usePageQueryRef } from '../../routing/routeQueries';
import { useNotFoundStatus } from '../../serverRendering/pageStatus';

/** /mypage/collections/:collectionId. The route's loader has already started the query. */
export function CollectionPage() {
  return <CollectionView queryRef={usePageQueryRef<CollectionPageQuery>()} />;
}

export function CollectionView({ queryRef }: { queryRef: PreloadedQuery<CollectionPageQuery> }) {
  const { node } = usePreloadedQuery<CollectionPageQuery>(collectionPageQuery, queryRef);
  useNotFoundStatus(!node?.collection);
  if (!node?.collection) return <NotFoundCard of="collection" />;
  return <CollectionEntries collection={node.collection} />;
}

/** A collection: the category, the progress N/M, and every card (silhouettes for the rest). */
function CollectionEntries({ collection }: { collection: CollectionPage_collection$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    collectionFragment,
    collection,
  );
  usePageMetadata(data.category.name);
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={collectionsPath} size="sm">
          <FormattedMessage id="cards.backToCollections" />
        </Anchor>
        <Paper radius="lg" p="md" withBorder>
          <Group wrap="nowrap" gap="md" align="center">
            <Image
              src={data.category.imageUrl}
              alt=""
              w={128}
              h={72}
              radius="md"
              visibleFrom="xs"
            />
            <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                <FormattedMessage
                  id="cards.collection.of"
                  values={{ owner: data.owner.displayName }}
                />
              </Text>
              <Title order={1} size="h3">
                {data.category.name}
              </Title>
              <CollectionProgress collection={data} />
            </Stack>
          </Group>
        </Paper>
        <SimpleGrid cols={{ base: 3, sm: 4, md: 6 }} spacing="sm" verticalSpacing="lg">
          {data.entries.edges.map(({ node }) => (
            <CollectionEntryTile key={node.card.id} entry={node} />
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
        <Group justify="center">
          <Button component={Link} to={categoryPath(data.category.id)} variant="light">
            <FormattedMessage id="cards.collection.openCategory" />
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

const collectionPageQuery = graphql`
  query CollectionPageQuery($collectionId: ID!, $count: Int!) {
    node(id: $collectionId) {
      ... on CardCollection @alias(as: "collection") {
        ...CollectionPage_collection @arguments(count: $count)
      }
    }
  }
`;

const collectionFragment = graphql`
  fragment CollectionPage_collection on CardCollection
  @refetchable(queryName: "CollectionPagePaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    owner {
      displayName
    }
    category {
      id
      name
      imageUrl
    }
    ...CollectionProgress_collection
    entries(first: $count, after: $cursor) @connection(key: "CollectionPage_entries") {
      edges {
        node {
          card {
            id
          }
          ...CollectionEntryTile_entry
        }
      }
    }
  }
`;
