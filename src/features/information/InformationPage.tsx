import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { InformationPageQuery } from '../../__generated__/InformationPageQuery.graphql';
import { InformationList } from './components/InformationList';
import { favoritesPath } from './informationPaths';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /information. The route's loader has already started the query. */
export function InformationPage() {
  return <InformationView queryRef={usePageQueryRef<InformationPageQuery>()} />;
}

/** The garden's news: pinned first, unread marked, by category. */
export function InformationView({ queryRef }: { queryRef: PreloadedQuery<InformationPageQuery> }) {
  const { community, viewer } = usePreloadedQuery<InformationPageQuery>(
    informationPageQuery,
    queryRef,
  );
  const firstFavorite = viewer.favoriteInformation.edges[0]?.node.id;
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              <FormattedMessage id="information.title" />
            </Title>
            <Text c="dimmed" size="sm">
              {community.unreadInformationCount > 0 ? (
                <FormattedMessage
                  id="information.unreadCount"
                  values={{ count: community.unreadInformationCount }}
                />
              ) : (
                <FormattedMessage id="information.description" />
              )}
            </Text>
          </div>
          {firstFavorite && (
            <Text component={Link} to={favoritesPath(firstFavorite)} size="sm" c="red.8" fw={600}>
              <FormattedMessage id="information.favorites.link" />
            </Text>
          )}
        </Group>
        <InformationList community={community} />
      </Stack>
    </Container>
  );
}

const informationPageQuery = graphql`
  query InformationPageQuery {
    community {
      unreadInformationCount
      ...InformationList_community
    }
    viewer {
      favoriteInformation(first: 1) {
        edges {
          node {
            id
          }
        }
      }
    }
  }
`;
