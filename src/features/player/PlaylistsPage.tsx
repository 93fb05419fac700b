import { Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  graphql,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay';
import type { PlaylistsPageQuery } from '../../__generated__/PlaylistsPageQuery.graphql';
import type { PlaylistsPage_community$key } from '../../__generated__/PlaylistsPage_community.graphql';
import { usePageQueryRef } from '../../routing/routeQueries';
import { usePageMetadata } from '../shell/DocumentMetadata';
import { EmptyState } from '../shell/EmptyState';
import { PlaylistCard } from './components/PlaylistCard';
import { PLAYLISTS_PAGE_SIZE } from './playerPageSize';

/** /player. The route's loader has already started the query. */
export function PlaylistsPage() {
  return <PlaylistsView queryRef={usePageQueryRef<PlaylistsPageQuery>()} />;
}

/** The garden's playlists, newest first. */
export function PlaylistsView({ queryRef }: { queryRef: PreloadedQuery<PlaylistsPageQuery> }) {
  const intl = useIntl();
  const query = usePreloadedQuery<PlaylistsPageQuery>(playlistsPageQuery, queryRef);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    playlistsFragment,
    query.community as PlaylistsPage_community$key,
  );
  usePageMetadata(intl.formatMessage({ id: 'player.title' }));
  const edges = data.playlists.edges;
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            <FormattedMessage id="player.title" />
          </Title>
          <Text c="dimmed" size="sm" maw={560}>
            <FormattedMessage id="player.lead" />
          </Text>
        </Stack>
        {edges.length === 0 ? (
          <EmptyState title={<FormattedMessage id="player.empty" />} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {edges.map(({ node }) => (
              <PlaylistCard key={node.id} playlist={node} />
            ))}
          </SimpleGrid>
        )}
        {hasNext && (
          <Button
            variant="subtle"
            loading={isLoadingNext}
            onClick={() => loadNext(PLAYLISTS_PAGE_SIZE)}
          >
            <FormattedMessage id="player.more" />
          </Button>
        )}
      </Stack>
    </Container>
  );
}

const playlistsPageQuery = graphql`
  query PlaylistsPageQuery($count: Int!) {
    community {
      ...PlaylistsPage_community @arguments(count: $count)
    }
  }
`;

const playlistsFragment = graphql`
  fragment PlaylistsPage_community on Community
  @refetchable(queryName: "PlaylistsPagePaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    playlists(first: $count, after: $cursor) @connection(key: "PlaylistsPage_playlists") {
      edges {
        node {
          id
          ...PlaylistCard_playlist
        }
      }
    }
  }
`;
