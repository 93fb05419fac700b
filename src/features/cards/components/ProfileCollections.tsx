import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ProfileCollections_user$key } from '../../../__generated__/ProfileCollections_user.graphql';
import { COLLECTIONS_PAGE_SIZE } from '../cardsPageSize';
import { CollectionTile } from './CollectionTile';

/**
 * A fan's collections on their profile. The server answers an empty list unless the fan
 * shows them (or is the viewer), so a private collection never reaches this page.
 */
export function ProfileCollections({ user }: { user: ProfileCollections_user$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ProfileCollections_user on User
      @refetchable(queryName: "ProfileCollectionsPaginationQuery")
      @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
        cardCollections(first: $count, after: $cursor)
          @connection(key: "ProfileCollections_cardCollections") {
          edges {
            node {
              id
              ...CollectionTile_collection
            }
          }
        }
      }
    `,
    user,
  );
  const edges = data.cardCollections.edges;
  if (edges.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="profile-collections">
      <Title order={2} size="h4" id="profile-collections">
        <FormattedMessage id="cards.collections.title" />
      </Title>
      <SimpleGrid cols={1} spacing="sm">
        {edges.map(({ node }) => (
          <CollectionTile key={node.id} collection={node} />
        ))}
      </SimpleGrid>
      {hasNext && (
        <Button
          variant="subtle"
          loading={isLoadingNext}
          onClick={() => loadNext(COLLECTIONS_PAGE_SIZE)}
        >
          <FormattedMessage id="cards.more" />
        </Button>
      )}
    </Stack>
  );
}
