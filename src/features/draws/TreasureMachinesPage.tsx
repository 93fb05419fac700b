import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import {
  graphql,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay';
import { Link } from 'react-router-dom';
import type { TreasureMachinesPageQuery } from '../../__generated__/TreasureMachinesPageQuery.graphql';
import type { TreasureMachinesPage_query$key } from '../../__generated__/TreasureMachinesPage_query.graphql';
import { EmptyState } from '../shell/EmptyState';
import { TreasureMachineCard } from './components/TreasureMachineCard';
import { historyPath } from './drawsRoutes';
import { TREASURE_MACHINES_PAGE_SIZE } from './drawsPageSize';
import { usePageQueryRef } from '../../routing/routeQueries';

/** /probability-treasure-machine. The route's loader has already started the query. */
export function TreasureMachinesPage() {
  return <TreasureMachinesView queryRef={usePageQueryRef<TreasureMachinesPageQuery>()} />;
}

export function TreasureMachinesView({
  queryRef,
}: {
  queryRef: PreloadedQuery<TreasureMachinesPageQuery>;
}) {
  const query = usePreloadedQuery<TreasureMachinesPageQuery>(treasureMachinesPageQuery, queryRef);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    machinesFragment,
    query as TreasureMachinesPage_query$key,
  );
  const edges = data.treasureMachines.edges;
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              <FormattedMessage id="draws.list.title" />
            </Title>
            <Text c="dimmed" size="sm">
              <FormattedMessage id="draws.list.description" />
            </Text>
          </div>
          <Button component={Link} to={historyPath} variant="light" size="sm">
            <FormattedMessage id="draws.history.link" />
          </Button>
        </Group>
        {edges.length === 0 ? (
          <EmptyState title={<FormattedMessage id="draws.list.empty" />} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {edges.map(({ node }) => (
              <TreasureMachineCard key={node.id} machine={node} />
            ))}
          </SimpleGrid>
        )}
        {hasNext && (
          <Button
            variant="subtle"
            loading={isLoadingNext}
            onClick={() => loadNext(TREASURE_MACHINES_PAGE_SIZE)}
          >
            <FormattedMessage id="draws.more" />
          </Button>
        )}
      </Stack>
    </Container>
  );
}

const treasureMachinesPageQuery = graphql`
  query TreasureMachinesPageQuery($count: Int!) {
    ...TreasureMachinesPage_query @arguments(count: $count)
  }
`;

const machinesFragment = graphql`
  fragment TreasureMachinesPage_query on Query
  @refetchable(queryName: "TreasureMachinesPagePaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    treasureMachines(first: $count, after: $cursor)
      @connection(key: "TreasureMachinesPage_treasureMachines") {
      edges {
        node {
          id
          ...TreasureMachineCard_machine
        }
      }
    }
  }
`;
