import { Container, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { EventsPageQuery } from '../../__generated__/EventsPageQuery.graphql';
import { EventList } from './components/EventList';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /events. The route's loader has already started the query. */
export function EventsPage() {
  return <EventsView queryRef={usePageQueryRef<EventsPageQuery>()} />;
}

export function EventsView({ queryRef }: { queryRef: PreloadedQuery<EventsPageQuery> }) {
  const { community } = usePreloadedQuery<EventsPageQuery>(eventsPageQuery, queryRef);
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <FormattedMessage id="information.events.title" />
          </Title>
          <Text c="dimmed" size="sm">
            <FormattedMessage id="information.events.description" />
          </Text>
        </div>
        <EventList community={community} />
      </Stack>
    </Container>
  );
}

const eventsPageQuery = graphql`
  query EventsPageQuery {
    community {
      ...EventList_community
    }
  }
`;
