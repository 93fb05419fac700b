import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  graphql,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import type { CollectionsPageQuery } from '../../__generated__/CollectionsPageQuery.graphql';
import type { CollectionsPage_user$key } from '../../__generated__/CollectionsPage_user.graphql';
import { MemberOnlyProfileNotice } from '../accounts/components/MemberOnlyProfileNotice';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { cataloguePath } from './cardsPaths';
import { COLLECTIONS_PAGE_SIZE } from './cardsPageSize';
import { CollectionTile } from './components/CollectionTile';
import { ShowCollectionsSwitch } from './components/ShowCollectionsSwitch';

/** /mypage/collections. The route's loader has already started the query. */
export function CollectionsPage() {
  return <CollectionsView queryRef={useLoaderData() as PreloadedQuery<CollectionsPageQuery>} />;
}

/** The viewer's collections, newest first, and whether their profile shows them. */
export function CollectionsView({ queryRef }: { queryRef: PreloadedQuery<CollectionsPageQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<CollectionsPageQuery>(collectionsPageQuery, queryRef);
  usePageMetadata(intl.formatMessage({ id: 'cards.collections.title' }));
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          <FormattedMessage id="cards.collections.title" />
        </Title>
        {viewer.user ? <ViewerCollections user={viewer.user} /> : <MemberOnlyProfileNotice />}
      </Stack>
    </Container>
  );
}

function ViewerCollections({ user }: { user: CollectionsPage_user$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    collectionsFragment,
    user,
  );
  const edges = data.cardCollections.edges;
  return (
    <>
      <Paper radius="lg" p="md" withBorder>
        <ShowCollectionsSwitch user={data} />
      </Paper>
      {edges.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="cards.collections.empty" />}
          description={<FormattedMessage id="cards.collections.emptyHint" />}
          action={
            <Button component={Link} to={cataloguePath} variant="light">
              <FormattedMessage id="cards.collections.browse" />
            </Button>
          }
        />
      ) : (
        <SimpleGrid cols={1} spacing="sm">
          {edges.map(({ node }) => (
            <CollectionTile key={node.id} collection={node} />
          ))}
        </SimpleGrid>
      )}
      {hasNext && (
        <Button
          variant="subtle"
          loading={isLoadingNext}
          onClick={() => loadNext(COLLECTIONS_PAGE_SIZE)}
        >
          <FormattedMessage id="cards.more" />
        </Button>
      )}
      <Group justify="center">
        <Text size="sm" c="dimmed" component={Link} to={cataloguePath}>
          <FormattedMessage id="cards.collections.browse" />
        </Text>
      </Group>
    </>
  );
}

const collectionsPageQuery = graphql`
  query CollectionsPageQuery($count: Int!) {
    viewer {
      user {
        ...CollectionsPage_user @arguments(count: $count)
      }
    }
  }
`;

const collectionsFragment = graphql`
  fragment CollectionsPage_user on User
  @refetchable(queryName: "CollectionsPagePaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    ...ShowCollectionsSwitch_user
    cardCollections(first: $count, after: $cursor)
      @connection(key: "CollectionsPage_cardCollections") {
      edges {
        node {
          id
          ...CollectionTile_collection
        }
      }
    }
  }
`;
